/**
 * New sockets per client address and object (a room, a queue): a burst of 20, then 1 a second. Each socket's own
 * limits start full, so without this one client could join and leave in a loop (each join and
 * each close is broadcast to every socket) or keep the waiting places busy with new sockets. A
 * household reloading its tabs stays far below it.
 */
export const OPEN_LIMIT = { capacity: 20, perSecond: 1 } as const;

/** Addresses remembered at most; beyond it, those whose bucket has refilled are forgotten. */
const MAX_ADDRESSES = 1000;

/** One address's new-socket bucket: `tokens` left at `at` (ms since epoch). */
export interface OpenBucket {
  tokens: number;
  at: number;
}

/**
 * Counts one new socket from `from` at `now` in `buckets` (in the object's memory: after eviction
 * it starts full again, which is fine). False when the address is over `OPEN_LIMIT`.
 */
export function takeOpen(buckets: Map<string, OpenBucket>, from: string, now: number): boolean {
  const old = buckets.get(from);
  const tokens = old
    ? Math.min(OPEN_LIMIT.capacity, old.tokens + (Math.max(0, now - old.at) / 1000) * OPEN_LIMIT.perSecond)
    : OPEN_LIMIT.capacity;
  if (tokens < 1) return false;
  buckets.set(from, { tokens: tokens - 1, at: now });
  if (buckets.size > MAX_ADDRESSES) {
    const full = (OPEN_LIMIT.capacity / OPEN_LIMIT.perSecond) * 1000;
    for (const [key, b] of buckets) if (now - b.at >= full) buckets.delete(key);
  }
  return true;
}
