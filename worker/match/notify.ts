import type { ErrorCode, MatchServerMessage } from '../../shared/protocol';
import type { SocketPort } from '../net/ports';
import type { QueueContext } from './ports';
import type { Offer, Seeker } from './QueueStore';
import { closeSocket, readMatchSession, sendTo } from './session';

/** What a queue tells its sockets: the count while they wait, their seat once a table formed. */

/** Seekers free to be seated: not held for a table being formed, not gone. */
export function freeSeekers(ctx: QueueContext): Seeker[] {
  return ctx.store.seekers().filter((s) => s.heldUntil === null && !s.gone);
}

/** Offers from the queues below this one (tiers.ts) free to be seated. */
export function freeOffers(ctx: QueueContext): Offer[] {
  return ctx.store.offers().filter((o) => !o.held);
}

/** How many people wait for a table here: free seekers and free offers from the queues below. */
export function waitingCount(ctx: QueueContext): number {
  return freeSeekers(ctx).length + freeOffers(ctx).length;
}

/** Sends `seeking` with the current count to every free seeker. */
export function broadcastSeeking(ctx: QueueContext): void {
  const seekers = freeSeekers(ctx);
  if (seekers.length === 0) return;
  const frame = JSON.stringify({
    type: 'seeking',
    waiting: Math.max(1, waitingCount(ctx)),
    needed: ctx.key.players,
    players: ctx.key.players,
    mode: ctx.key.mode,
  } satisfies MatchServerMessage);
  for (const seeker of seekers) for (const ws of ctx.ports.sockets(seeker.id)) sendTo(ws, frame);
}

/**
 * Tells a seeker's socket its seat (`matched`, with the seat token: to this socket only) and
 * closes it. A seeker whose socket is gone is not told: their seat goes to a computer after the
 * room's usual wait for someone away.
 */
export function tellMatched(ctx: QueueContext, id: string, room: string, seat: number, token: string): void {
  for (const ws of ctx.ports.sockets(id)) {
    const session = readMatchSession(ws);
    if (!session) continue;
    const url = new URL(`/g/${room}`, session.origin).href;
    sendTo(ws, JSON.stringify({ type: 'matched', id: room, url, seat, token } satisfies MatchServerMessage));
    closeSocket(ws, 1000, 'matched');
  }
}

/** A refused message, to that socket only. */
export function sendError(ws: SocketPort, code: ErrorCode, message: string): void {
  sendTo(ws, JSON.stringify({ type: 'error', code, message } satisfies MatchServerMessage));
}
