import { seatsToAct } from '../../../shared/engine';
import type { GameEvent } from '../../../shared/engine/types';
import type { RoomContext } from '../context';
import { holdAfter, revealDelay } from '../timing';

/**
 * *When* the room wakes by itself (the alarm): a computer move for a bot or for a seated human who
 * has been away during their turn for `takeoverAfter` ms, the turn timer (one move for a human
 * whose move has been due for `turnLimit` ms: the snapshot's `dueSince`), and the cleanup of an
 * abandoned room. `botDueAt` in storage is a wake-up hint, the timer's deadline follows from the
 * snapshot, and every condition is checked again when the alarm fires (`turns.ts`), so an early
 * or repeated alarm is harmless.
 */

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

/** Whether a computer move or the turn timer is due now (the alarm then runs `runAutomation`). */
export function automationDue(ctx: RoomContext): boolean {
  const due = ctx.store.meta().botDueAt;
  const timer = timerDue(ctx);
  return (due !== null && due <= ctx.now) || (timer !== null && timer <= ctx.now);
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
 * The alarm's next wake-up after it ran (ms since epoch): a computer move, the turn timer, or the
 * cleanup check, whichever is first; after a move that failed even by the fallback (`played`
 * false), not before `retryAfter` ms (no busy loop).
 */
export function nextWake(ctx: RoomContext, played: boolean, retryAfter: number): number {
  let next = cleanupDue(ctx);
  for (const at of [ctx.store.meta().botDueAt, timerDue(ctx)]) if (at !== null) next = Math.min(next, at);
  return Math.max(next, played ? ctx.now : ctx.now + retryAfter);
}
