/**
 * Identifiers and secrets: room ids, public player ids, seat tokens and their hashes.
 * Everything comes from `crypto.getRandomValues`; nothing here is guessable from another id.
 */

/** No 0/o, 1/l/i: ids are read aloud and typed from screenshots. 31 symbols ≈ 4.95 bits each. */
export const ID_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/** Room ids: 12 symbols ≈ 59 bits. */
export const ROOM_ID_LENGTH = 12;

/** What a room id looks like (routes refuse anything else with 404 without touching storage). */
export const ROOM_ID_PATTERN = new RegExp(`^[${ID_ALPHABET}]{10,32}$`);

/** A random string over `ID_ALPHABET`, unbiased (rejection sampling on bytes). */
export function randomId(length: number): string {
  const limit = 256 - (256 % ID_ALPHABET.length);
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const b of bytes) {
      if (b < limit && out.length < length) out += ID_ALPHABET[b % ID_ALPHABET.length];
    }
  }
  return out;
}

/** A new room id. */
export function newRoomId(): string {
  return randomId(ROOM_ID_LENGTH);
}

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
