import { legalActions, mustAct, playerView } from '../../../shared/engine';
import type { RoomContext } from '../context';
import { commitAction } from '../play';
import { ALARM_RETRY_MS, turnLimitFor } from '../timing';
import { broadcastRoom } from '../views';
import { createBotMemory, decideOrNull, reportFailure } from './bot-brain';
import { botSeed } from './memory';
import { seatsOnTheClock } from './schedule';

/**
 * *What* the computer plays when the alarm fires (`schedule.ts` says when): bots on their seats,
 * "autoplay" for a seated human away during their turn for `takeoverAfter` ms (until they return),
 * and the turn timer's moves for a human whose turn has lasted the room's limit (`turnTimer`,
 * `turnLimitFor`): one move each time the alarm fires, until that turn ends. Each move is
 * committed as a human's is (`commitAction`).
 */

/**
 * The first legal action for `seat`. Should even that throw (an engine bug), the alarm must not
 * throw: the runtime would retry it six times and then never again, leaving the room without
 * computer moves, turn timer or cleanup. The move is tried again `ALARM_RETRY_MS` later instead
 * (false: the alarm must not come back sooner).
 */
function playFallback(ctx: RoomContext, seat: number): boolean {
  try {
    const current = ctx.store.snapshot();
    const fallback = current ? legalActions(current.state, seat)[0] : undefined;
    if (fallback) commitAction(ctx, seat, fallback);
    return true;
  } catch (error) {
    reportFailure('move', error, 'trying again later');
    const meta = ctx.store.meta();
    ctx.store.transaction(() => ctx.store.saveMeta({ ...meta, botDueAt: ctx.now + ALARM_RETRY_MS }));
    return false;
  }
}

/**
 * The alarm's part: every seat that must move and is played by a computer moves once (a swap
 * lets all of them decide), and so does every human whose turn is past the turn timer's limit: a
 * fresh `normal` computer decides each such move from the seat's view (this turn's reveals
 * included), the alarm comes back at a computer's pace for the next until the turn ends, and a
 * present player's seat stays theirs, not on autoplay (an away player's timer move starts the
 * takeover instead). With the timer `off` no move is played for a present player. Should a bot ever pick an
 * illegal action, or fail to decide at all, the first legal one is played instead, so the game
 * goes on. False when even that failed: the alarm then comes back `ALARM_RETRY_MS` later, not at
 * once.
 */
export function runAutomation(ctx: RoomContext): boolean {
  const { store } = ctx;
  const snapshot = store.snapshot();
  if (!snapshot || store.meta().status !== 'playing') return true;
  const limit = turnLimitFor(ctx.timing, store.meta().config.turnTimer);
  // Whether the turn (or swap) of `s` has lasted the room's limit.
  const expired = (s: { dueSince: number }) => limit !== null && s.dueSince + limit <= ctx.now;
  let played = true;
  for (const seat of seatsOnTheClock(snapshot.state)) {
    const latest = store.snapshot();
    // An earlier seat's move may have ended the phase (or the game): then this seat has no move due.
    if (!latest || store.meta().status !== 'playing' || !seatsOnTheClock(latest.state).includes(seat))
      continue;
    const bot = store.bot(seat);
    const human = store.players().find((p) => p.seat === seat);
    let memory: string | null = null;
    // Seeded from the bot seed, never from the game's (which rebuilds the deal).
    if (bot) memory = bot.memory ?? createBotMemory(bot.level, seat, botSeed(ctx));
    else if (human?.autoplay) memory = human.autoplayMemory ?? createBotMemory('normal', seat, botSeed(ctx));
    else if (
      human &&
      human.awaySince !== null &&
      // Away for the takeover's delay, or away when the turn timer ran out: a computer plays the
      // seat from now on, and the player is told when they come back (`welcome.autoplayed`). In a
      // swap, also a seat that decided already (`seatsOnTheClock`: nobody may learn it did).
      (human.awaySince + ctx.timing.takeoverAfter <= ctx.now || expired(latest))
    ) {
      memory = createBotMemory('normal', seat, `${botSeed(ctx)}:${snapshot.version}`);
      const taken = memory;
      store.transaction(() => store.savePlayer({ ...human, autoplay: true, autoplayMemory: taken }));
      broadcastRoom(ctx);
    }
    // A seat that decided in a swap still running has no move to make.
    if (!mustAct(latest.state, seat)) continue;
    const current = store.snapshot();
    if (!current) continue;
    // The turn timer: this move of the timed-out turn, decided from the seat's view; nothing is
    // kept for later (the next move of the turn is decided afresh, from the view then).
    const timed = memory === null && human !== undefined && expired(current);
    if (timed) memory = createBotMemory('normal', seat, `${botSeed(ctx)}:${current.version}:timer`);
    if (memory === null) continue;
    const decision = decideOrNull(memory, playerView(current.state, seat));
    // The decision's memory is kept in the cache only: the move's checkpoint writes it, and a
    // waking room decides again on replay (`store/memories.ts`).
    const kept =
      decision && !timed ? (store.bot(seat) ?? store.players().find((p) => p.seat === seat)) : undefined;
    if (decision && kept) store.keepMemory(seat, decision.memory);
    if (!decision || !commitAction(ctx, seat, decision.action).ok) played = playFallback(ctx, seat) && played;
    // No move came of it (not even a legal fallback): a waking room would not know of the decision.
    const after = store.snapshot();
    if (kept && after?.game === current.game && after.version === current.version) {
      store.transaction(() => ('level' in kept ? store.saveBot(kept) : store.savePlayer(kept)));
    }
  }
  return played;
}
