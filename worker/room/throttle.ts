import { CLOSE_CODES, ERROR_CODES } from '../../shared/protocol';
import { type Bucket, take, type Verdict } from './rate-limit';
import type { RoomSocket } from './session';
import { sendError } from './views';

/**
 * What a socket's rate limits (rate-limit.ts) mean for it: a frame within them goes on; one
 * beyond is refused to the sender (`protocol/rate_limited`, the frame dropped), and a run of
 * refusals closes the socket (1008). Used by the dispatcher for every frame and for the costly
 * ones (room changes, `log_page`, `sync`), and by `act` for a stale move's resync.
 */

/** Keeps the bucket; a refusal is told to the sender (`protocol/rate_limited`), abuse closes 1008. */
export function allowed(
  socket: RoomSocket,
  taken: { verdict: Verdict; bucket: Bucket },
  what: string,
): boolean {
  socket.setBucket(taken.bucket);
  if (taken.verdict === 'abuse') {
    socket.close(CLOSE_CODES.policyViolation, what);
    return false;
  }
  if (taken.verdict === 'limited') {
    sendError(socket, ERROR_CODES.rateLimited, `${what}; slow down`);
    return false;
  }
  return true;
}

/**
 * Charges one room change (the budget `sync` and `log_page` share: 20 in a burst, then 2 a
 * second) for an answer that costs as much as a resync; false when refused (the sender told).
 */
export function chargeResync(socket: RoomSocket, now: number, what: string): boolean {
  return allowed(socket, take(socket.session.bucket, now, 'changes'), what);
}
