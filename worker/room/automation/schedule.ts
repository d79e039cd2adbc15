import { mustAct } from '../../../shared/engine';
import type { GameEvent, GameState, Seat } from '../../../shared/engine/types';
import type { RoomContext } from '../context';
import { hostDue } from '../host';
import { holdAfter, revealDelay, turnLimitFor } from '../timing';

/**
 * *When* the room wakes by itself (the alarm): a computer move for a bot or for a seated human who
 * has been away during their turn for `takeoverAfter` ms, the turn timer (the rest of a turn for a
 * human whose turn has lasted the room's limit: the snapshot's `dueSince` is the turn's start),
 * the host role of a host away as long (host.ts), and the cleanup of an abandoned room. `botDueAt` in storage is a wake-up hint, the timer's
 * deadline follows from the snapshot, and every condition is checked again when the alarm fires
 * (`turns.ts`), so an early or repeated alarm is harmless.
 *
 * The timer's first move is due at the deadline, derived from storage (no write for a turn played
 * in time); the rest of a timed-out turn is paced like a computer player's reveals through
 * `botDueAt`, so people see each card before the next one.
 */

/**
 * The seats the current turn (or swap) is waiting on as everyone sees it: in phase `play` the seat
 * whose turn it is; in a swap every seat of a team still swapping, **decided or not** (the view's
 * `swap.pending`). Presence follows this list, not `seatsToAct`: a player away during a swap is put
 * on autoplay at the same moment whether or not they had made their secret choice, or the
 * `autoplay` flag everyone sees would tell the table who had decided (docs/rules.md, Team variant).
 */
export function seatsOnTheClock(state: GameState): Seat[] {
  if (state.phase === 'play') return [state.turn];
  if (state.phase !== 'swap' || !state.swap) return [];
  return state.swap.choices.flatMap((choice, seat) => (choice === null ? [] : [seat]));
}

/**
 * When the current turn's limit runs out (ms since epoch), or null: no game running, the room's
 * timer is `off`, or every seat to move is a bot or on autoplay. Derived from storage only (the
 * snapshot's `dueSince`), so reconnecting changes nothing and a human's move needs no extra write.
 */
export function timerDue(ctx: RoomContext): number | null {
  const { store } = ctx;
  const snapshot = store.snapshot();
  const meta = store.meta();
  if (!snapshot || meta.status !== 'playing') return null;
  const limit = turnLimitFor(ctx.timing, meta.config.turnTimer);
  if (limit === null) return null;
  // A plain walk over the seats to act: no array of them (this runs on every move).
  const { state } = snapshot;
  const players = store.players();
  for (let seat = 0; seat < state.config.players; seat++) {
    if (!mustAct(state, seat) || store.bot(seat)) continue;
    const human = players.find((p) => p.seat === seat);
    if (human !== undefined && !human.autoplay) return snapshot.dueSince + limit;
  }
  return null;
}

/**
 * When the next computer move for a bot, an away human or a timed-out turn is due, or null (the
 * timer's first move aside: `timerDue`). An away human's move comes at the takeover or at the
 * turn's deadline, whichever is first; a human whose turn is past its deadline is played at the
 * pace of a computer player.
 */
function nextDue(ctx: RoomContext, events: GameEvent[], deadline: number | null): number | null {
  const { store } = ctx;
  const snapshot = store.snapshot();
  if (!snapshot || store.meta().status !== 'playing') return null;
  const paced = ctx.now + holdAfter(ctx.timing, events) + revealDelay(ctx.timing, Math.random());
  let due: number | null = null;
  for (const seat of seatsOnTheClock(snapshot.state)) {
    const human = store.players().find((p) => p.seat === seat);
    // A seat that decided already has no move to make; an away player there is still taken over.
    const acts = mustAct(snapshot.state, seat);
    let at: number | null = null;
    if (store.bot(seat) || human?.autoplay) at = acts ? paced : null;
    else if (human && deadline !== null && deadline <= ctx.now)
      at = acts || human.awaySince !== null ? paced : null;
    else if (human?.awaySince != null) {
      const takeover = human.awaySince + ctx.timing.takeoverAfter;
      at = Math.max(paced, deadline === null ? takeover : Math.min(takeover, deadline));
    }
    if (at !== null && (due === null || at < due)) due = at;
  }
  return due;
}

/** After a move or a deal: stores when the next computer move is due and asks for the alarm. */
export function scheduleAutomation(ctx: RoomContext, events: GameEvent[]): void {
  // The deadline once: storing `botDueAt` does not move it.
  const deadline = timerDue(ctx);
  const due = nextDue(ctx, events, deadline);
  const meta = ctx.store.meta();
  if (due !== meta.botDueAt) ctx.store.transaction(() => ctx.store.saveMeta({ ...meta, botDueAt: due }));
  const at = automationAt(ctx, deadline);
  if (at !== null) ctx.wakeAt(at);
}

/** After a presence change: a takeover (or the turn timer) may become due; an earlier wake-up is kept. */
export function scheduleTakeover(ctx: RoomContext): void {
  const meta = ctx.store.meta();
  const deadline = timerDue(ctx);
  const due = nextDue(ctx, [], deadline);
  const next = meta.botDueAt !== null && due !== null ? Math.min(meta.botDueAt, due) : (due ?? meta.botDueAt);
  if (next !== meta.botDueAt) ctx.store.transaction(() => ctx.store.saveMeta({ ...meta, botDueAt: next }));
  // A player back from autoplay is timed again, from their turn's start.
  const at = automationAt(ctx, deadline);
  if (at !== null) ctx.wakeAt(at);
}

/**
 * When automation is next due (ms since epoch), or null: the earlier of the stored `botDueAt` (a
 * computer's paced move, a takeover, the rest of a timed-out turn) and the timer's deadline while
 * that is still to come. Once the deadline has passed, a `botDueAt` still waiting is the timed-out
 * turn being finished at a computer's pace: the past deadline must not make the alarm play at once.
 */
function automationAt(ctx: RoomContext, timer = timerDue(ctx)): number | null {
  const due = ctx.store.meta().botDueAt;
  if (due === null) return timer;
  return timer !== null && timer > ctx.now ? Math.min(due, timer) : due;
}

/** Whether a computer move or the turn timer is due now (the alarm then runs `runAutomation`). */
export function automationDue(ctx: RoomContext): boolean {
  const at = automationAt(ctx);
  return at !== null && at <= ctx.now;
}

/**
 * Whether the room is abandoned: nothing happened for `abandonAfter` ms (no join, move or
 * disconnect) and either nobody is connected or the lobby never started.
 */
export function abandoned(ctx: RoomContext): boolean {
  const meta = ctx.store.meta();
  if (ctx.now < meta.activeAt + ctx.timing.abandonAfter) return false;
  return meta.status === 'lobby' || !ctx.sockets().some((s) => s.live());
}

/** When the cleanup check is next due (ms since epoch): 24 h after the last activity, or a day on. */
export function cleanupDue(ctx: RoomContext): number {
  const at = ctx.store.meta().activeAt + ctx.timing.abandonAfter;
  return at > ctx.now ? at : ctx.now + ctx.timing.abandonAfter;
}

/**
 * The alarm's next wake-up after it ran (ms since epoch): a computer move, the turn timer, the end
 * of an away host's grace (host.ts), or the cleanup check, whichever is first; after a move that failed even by the fallback (`played`
 * false), not before `retryAfter` ms (no busy loop).
 */
export function nextWake(ctx: RoomContext, played: boolean, retryAfter: number): number {
  let next = cleanupDue(ctx);
  const at = automationAt(ctx);
  if (at !== null) next = Math.min(next, at);
  const host = hostDue(ctx);
  if (host !== null) next = Math.min(next, host);
  return Math.max(next, played ? ctx.now : ctx.now + retryAfter);
}
