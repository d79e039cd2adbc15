import { randomId } from '../net/random-id';
import { newToken } from '../net/tokens';

/**
 * The room's identifiers and secrets: public player ids, seat tokens and their hashes
 * (worker/net/tokens.ts, shared with the queues), seeds. Nothing here is guessable from another id.
 */

export { hashToken, newToken } from '../net/tokens';

/** A public player id: shown to everyone, never enough to resume a seat. */
export function newPlayerId(): string {
  return `p_${randomId(10)}`;
}

/** A random game seed (128 bits, hex). */
export function newSeed(): string {
  return newToken();
}
