import { randomId } from '../net/random-id';

/**
 * The room's identifiers and secrets: public player ids, seat tokens and their hashes, seeds.
 * Everything comes from `crypto.getRandomValues`; nothing here is guessable from another id.
 */

/** A public player id: shown to everyone, never enough to resume a seat. */
export function newPlayerId(): string {
  return `p_${randomId(10)}`;
}

function hex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** A seat token: 128 random bits as 32 lowercase hex characters (`TokenSchema`). */
export function newToken(): string {
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}

/** A random game seed (128 bits, hex). */
export function newSeed(): string {
  return newToken();
}

/** SHA-256 of a token, hex. Only this is stored; the token itself never is. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return hex(new Uint8Array(digest));
}
