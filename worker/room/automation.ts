import { legalActions, mustAct, playerView, seatsToAct } from '../../shared/engine';
import type { Action, GameEvent, PlayerView } from '../../shared/engine/types';
import { createBotMemory, decideBot, observeBot, reportFailure } from './bot-brain';
import type { RoomContext } from './context';
import { ALARM_RETRY_MS, holdAfter, revealDelay } from './timing';
import { broadcastRoom } from './views';

/**
 * Computer moves: bots on their seats, "autoplay" for a seated human who has been away during
 * their turn for `takeoverAfter` ms (until they return), and the turn timer: one move for a human
 * whose move has been due for `turnLimit` ms (the snapshot's `dueSince`), present or not. Driven by
 * the Durable Object alarm only; `botDueAt` in storage is a wake-up hint, the timer's deadline
 * follows from the snapshot, and every condition is checked again when the alarm fires, so an
 * early or repeated alarm is harmless.
 */

/** The computer's decision, or null if it failed even afresh (`decideBot` logged why). */
function decideOrNull(memory: string, view: PlayerView): ReturnType<typeof decideBot> | null {
  try {
    return decideBot(memory, view);
  } catch (error) {
    reportFailure('decide', error, 'the first legal action is played');
    return null;
  }
}

/**
 * The first legal action for `seat`. Should even that throw (an engine bug), the alarm must not
 * throw: the runtime would retry it six times and then never again, leaving the room without
 * computer moves, turn timer or cleanup. The move is tried again `ALARM_RETRY_MS` later instead
 * (false: the alarm must not come back sooner).
 */
function playFallback(
  ctx: RoomContext,
  seat: number,
  commit: (seat: number, action: Action) => boolean,
): boolean {
  try {
    const current = ctx.store.snapshot();
    const fallback = current ? legalActions(current.state, seat)[0] : undefined;
    if (fallback) commit(seat, fallback);
    return true;
  } catch (error) {
    reportFailure('move', error, 'trying again later');
    const meta = ctx.store.meta();
    ctx.store.transaction(() => ctx.store.saveMeta({ ...meta, botDueAt: ctx.now + ALARM_RETRY_MS }));
    return false;
  }
}

/** Fresh memories for a new deal; autoplay ends with the old game. Call inside a transaction. */
export function resetBots(ctx: RoomContext, seed: string): void {
  const { store } = ctx;
  for (const bot of store.bots())
    store.saveBot({ ...bot, memory: createBotMemory(bot.level, bot.seat, seed) });
  for (const p of store.players()) {
    if (p.autoplay || p.autoplayMemory !== null)
      store.savePlayer({ ...p, autoplay: false, autoplayMemory: null });
  }
}

/** Every computer player sees the move's public events and its own view. Inside the move's transaction. */
export function observeMove(ctx: RoomContext, events: GameEvent[]): void {
  const { store } = ctx;
  const state = store.snapshot()?.state;
  if (!state) return;
  for (const bot of store.bots()) {
    if (bot.memory !== null) {
      store.saveBot({ ...bot, memory: observeBot(bot.memory, playerView(state, bot.seat), events) });
    }
  }
  for (const p of store.players()) {
    if (p.autoplayMemory !== null && p.seat !== null) {
      store.savePlayer({
        ...p,
        autoplayMemory: observeBot(p.autoplayMemory, playerView(state, p.seat), events),
      });
    }
  }
}

/**
 * When the turn timer plays a move for a human (ms since epoch), or null: no game running, or
 * every seat to move is a bot or on autoplay. Derived from storage only (the snapshot's
 * `dueSince`), so reconnecting changes nothing and a human's move needs no extra write.
 */
export function timerDue(ctx: RoomContext): number | null {
  const { store } = ctx;
  const snapshot = store.snapshot();
  if (!snapshot || store.meta().status !== 'playing') return null;
  const timed = seatsToAct(snapshot.state).some((seat) => {
    const human = store.players().find((p) => p.seat === seat);
    return !store.bot(seat) && human !== undefined && !human.autoplay;
  });
  return timed ? snapshot.dueSince + ctx.timing.turnLimit : null;
}

/** When the next computer move for a bot or an away human is due, or null (the turn timer aside). */
function nextDue(ctx: RoomContext, events: GameEvent[]): number | null {
  const { store } = ctx;
  const snapshot = store.snapshot();
  if (!snapshot || store.meta().status !== 'playing') return null;
  const paced = ctx.now + holdAfter(ctx.timing, events) + revealDelay(ctx.timing, Math.random());
  let due: number | null = null;
  for (const seat of seatsToAct(snapshot.state)) {
    const human = store.players().find((p) => p.seat === seat);
    let at: number | null = null;
    if (store.bot(seat) || human?.autoplay) at = paced;
    else if (human?.awaySince != null) at = Math.max(paced, human.awaySince + ctx.timing.takeoverAfter);
    if (at !== null && (due === null || at < due)) due = at;
  }
  return due;
}

/** After a move or a deal: stores when the next computer move is due and asks for the alarm. */
export function scheduleAutomation(ctx: RoomContext, events: GameEvent[]): void {
  const due = nextDue(ctx, events);
  const meta = ctx.store.meta();
  if (due !== meta.botDueAt) ctx.store.transaction(() => ctx.store.saveMeta({ ...meta, botDueAt: due }));
  if (due !== null) ctx.wakeAt(due);
  const timer = timerDue(ctx);
  if (timer !== null) ctx.wakeAt(timer);
}

/** After a presence change: a takeover (or the turn timer) may become due; an earlier wake-up is kept. */
export function scheduleTakeover(ctx: RoomContext): void {
  const meta = ctx.store.meta();
  const due = nextDue(ctx, []);
  const next = meta.botDueAt !== null && due !== null ? Math.min(meta.botDueAt, due) : (due ?? meta.botDueAt);
  if (next !== meta.botDueAt) ctx.store.transaction(() => ctx.store.saveMeta({ ...meta, botDueAt: next }));
  if (next !== null) ctx.wakeAt(next);
  // A player back from autoplay is timed again, from when their move became due.
  const timer = timerDue(ctx);
  if (timer !== null) ctx.wakeAt(timer);
}

/**
 * The alarm's part: every seat that must move and is played by a computer moves once (a swap
 * lets all of them decide), and so does every human whose move is past the turn timer's limit: a
 * fresh `normal` computer decides that one move, and a present player's seat stays theirs, not on
 * autoplay (an away player's timer move starts the takeover instead).
 * `commit` applies and broadcasts as for a human action; should a bot ever pick an illegal
 * action, or fail to decide at all, the first legal one is played instead, so the game goes on.
 * False when even that failed: the alarm then comes back `ALARM_RETRY_MS` later, not at once.
 */
export function runAutomation(ctx: RoomContext, commit: (seat: number, action: Action) => boolean): boolean {
  const { store } = ctx;
  const snapshot = store.snapshot();
  if (!snapshot || store.meta().status !== 'playing') return true;
  let played = true;
  for (const seat of seatsToAct(snapshot.state)) {
    const latest = store.snapshot();
    // An earlier seat's move may have ended the phase (or the game): then this seat has no move due.
    if (!latest || store.meta().status !== 'playing' || !mustAct(latest.state, seat)) continue;
    const bot = store.bot(seat);
    const human = store.players().find((p) => p.seat === seat);
    let memory: string | null = null;
    if (bot) memory = bot.memory ?? createBotMemory(bot.level, seat, snapshot.state.seed);
    else if (human?.autoplay)
      memory = human.autoplayMemory ?? createBotMemory('normal', seat, snapshot.state.seed);
    else if (
      human &&
      human.awaySince !== null &&
      // Away for the takeover's delay, or away when the turn timer ran out: a computer plays the
      // seat from now on, and the player is told when they come back (`welcome.autoplayed`).
      (human.awaySince + ctx.timing.takeoverAfter <= ctx.now ||
        latest.dueSince + ctx.timing.turnLimit <= ctx.now)
    ) {
      memory = createBotMemory('normal', seat, `${snapshot.state.seed}:${snapshot.version}`);
      const taken = memory;
      store.transaction(() => store.savePlayer({ ...human, autoplay: true, autoplayMemory: taken }));
      broadcastRoom(ctx);
    }
    const current = store.snapshot();
    if (!current) continue;
    // The turn timer: this one move only, decided from the seat's view; nothing is kept for later.
    const timed =
      memory === null && human !== undefined && current.dueSince + ctx.timing.turnLimit <= ctx.now;
    if (timed) memory = createBotMemory('normal', seat, `${current.state.seed}:${current.version}:timer`);
    if (memory === null) continue;
    const decision = decideOrNull(memory, playerView(current.state, seat));
    if (decision && !timed) {
      store.transaction(() => {
        const p = store.players().find((x) => x.seat === seat);
        if (bot) store.saveBot({ ...bot, memory: decision.memory });
        else if (p) store.savePlayer({ ...p, autoplayMemory: decision.memory });
      });
    }
    if (!decision || !commit(seat, decision.action)) played = playFallback(ctx, seat, commit) && played;
  }
  return played;
}
