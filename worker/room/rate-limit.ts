/**
 * A per-socket token bucket with two counts: every inbound frame takes a `tokens` token, and a
 * frame that changes the room for everyone (a seat, a name, the settings, a bot, the start, a
 * rematch: each is broadcast to every socket) or asks for a page of the log (answered with up to a
 * whole game's log) also takes a `changes` token. Both refill
 * continuously. Pure: the bucket lives in memory with the socket (saved in its attachment only
 * along with other session changes), so after eviction it may start again from an older, fuller
 * bucket.
 */
export interface Bucket {
  tokens: number;
  /** Room changes left; absent in attachments from before it existed (read as full). */
  changes?: number | undefined;
  /** When the counts were last computed (ms since epoch). */
  at: number;
  /** Frames refused by a limit in a row; reset by a frame that passes every limit (`clearStrikes`). */
  strikes: number;
  /** When this socket last sent a reaction (ms since epoch; reactions.ts), absent before its first. */
  reactedAt?: number | undefined;
}

/**
 * Frames: a burst of 200, then 100 a second — far above a person (a few a second), enough for
 * scripted clients (tests, the load benchmark). Room changes: a burst of 20, then 2 a second — a
 * person in a lobby makes a few; 20 spectators at the full frame rate would otherwise make the room
 * send 40,000 frames a second. A flood of 30 refused frames in a row closes the socket.
 */
export const RATE_LIMIT = {
  capacity: 200,
  perSecond: 100,
  changeCapacity: 20,
  changesPerSecond: 2,
  maxStrikes: 30,
} as const;

export function fullBucket(now: number): Bucket {
  return { tokens: RATE_LIMIT.capacity, changes: RATE_LIMIT.changeCapacity, at: now, strikes: 0 };
}

/** `ok`: the frame may be handled. `abuse`: refused so often in a row that the socket must close. */
export type Verdict = 'ok' | 'limited' | 'abuse';

/**
 * Takes one token of `kind` at `now`: `tokens` for every frame, `changes` as well for a room change
 * (after `tokens` admitted its frame). Strikes are left for `clearStrikes` (passed) or counted up.
 * Both counts refill up to `now` first.
 */
export function take(
  bucket: Bucket,
  now: number,
  kind: 'tokens' | 'changes',
): { verdict: Verdict; bucket: Bucket } {
  const seconds = Math.max(0, now - bucket.at) / 1000;
  let tokens = Math.min(RATE_LIMIT.capacity, bucket.tokens + seconds * RATE_LIMIT.perSecond);
  let changes = Math.min(
    RATE_LIMIT.changeCapacity,
    (bucket.changes ?? RATE_LIMIT.changeCapacity) + seconds * RATE_LIMIT.changesPerSecond,
  );
  const left = kind === 'tokens' ? tokens : changes;
  let strikes = bucket.strikes;
  let verdict: Verdict = 'ok';
  if (left >= 1) {
    if (kind === 'tokens') tokens -= 1;
    else changes -= 1;
  } else {
    strikes += 1;
    verdict = strikes >= RATE_LIMIT.maxStrikes ? 'abuse' : 'limited';
  }
  const next: Bucket = { tokens, changes, at: now, strikes };
  if (bucket.reactedAt !== undefined) next.reactedAt = bucket.reactedAt;
  return { verdict, bucket: next };
}

/** A frame passed every limit: the refusals in a row start again from zero. */
export function clearStrikes(bucket: Bucket): Bucket {
  return bucket.strikes === 0 ? bucket : { ...bucket, strikes: 0 };
}
