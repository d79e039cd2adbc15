import { CLOSE_CODES } from '../../shared/protocol';
import type { SocketPort } from '../net/ports';
import { type Refusal, rateLimited } from '../net/refusal';
import type { QueueStore } from './QueueStore';
import { closeSocket, readMatchSession } from './session';

/** Open sockets that have not sent `seek` yet, at most (the oldest idle one makes room). */
export const MAX_IDLE_SOCKETS = 1024;

/** An idle socket younger than this (ms) is never closed to make room: its `seek` may be on its way. */
const SEEK_GRACE_MS = 3_000;

/**
 * Before a new socket is accepted: room for it among the sockets that have not sought yet. Past
 * `MAX_IDLE_SOCKETS`, the oldest of them past its grace is closed (1008, `send seek first`);
 * refused (429) when every one is younger.
 */
export function makeRoomForSocket(
  store: QueueStore,
  sockets: readonly SocketPort[],
  now: number,
): Refusal | null {
  const seeking = new Set(store.seekers().map((s) => s.id));
  const idle = sockets.flatMap((ws) => {
    const session = readMatchSession(ws);
    return session && !seeking.has(session.id) ? [{ ws, session }] : [];
  });
  if (idle.length < MAX_IDLE_SOCKETS) return null;
  const old = idle.filter((s) => s.session.opened <= now - SEEK_GRACE_MS);
  const oldest = old.reduce<(typeof old)[number] | null>(
    (a, b) => (a === null || b.session.opened < a.session.opened ? b : a),
    null,
  );
  if (!oldest) return rateLimited('too many connections are waiting to seek: try again in a few seconds', 5);
  closeSocket(oldest.ws, CLOSE_CODES.policyViolation, 'send seek first');
  return null;
}
