/**
 * A per-socket token bucket. Each inbound frame takes one token; tokens refill continuously.
 * Pure: the bucket lives in memory with the socket (saved in its attachment only along with other
 * session changes), so after eviction it may start again from an older, fuller bucket.
 */
export interface Bucket {
  tokens: number;
  /** When `tokens` was last computed (ms since epoch). */
  at: number;
  /** Frames refused in a row; reset by an accepted frame. */
  strikes: number;
}

/**
 * Burst of 200 frames, then 100 a second: far above a person (a few a second), enough for scripted
 * clients (tests, the load benchmark). A flood of 30 refused frames in a row closes the socket.
 */
export const RATE_LIMIT = { capacity: 200, perSecond: 100, maxStrikes: 30 } as const;

export function fullBucket(now: number): Bucket {
  return { tokens: RATE_LIMIT.capacity, at: now, strikes: 0 };
}

/** `ok`: the frame may be handled. `abuse`: refused so often in a row that the socket must close. */
export type Verdict = 'ok' | 'limited' | 'abuse';

/** Takes one token for a frame arriving at `now`. */
export function takeToken(bucket: Bucket, now: number): { verdict: Verdict; bucket: Bucket } {
  const elapsed = Math.max(0, now - bucket.at);
  const tokens = Math.min(RATE_LIMIT.capacity, bucket.tokens + (elapsed * RATE_LIMIT.perSecond) / 1000);
  if (tokens >= 1) return { verdict: 'ok', bucket: { tokens: tokens - 1, at: now, strikes: 0 } };
  const strikes = bucket.strikes + 1;
  return {
    verdict: strikes >= RATE_LIMIT.maxStrikes ? 'abuse' : 'limited',
    bucket: { tokens, at: now, strikes },
  };
}
