import { ID_ALPHABET } from '../../shared/protocol';

/**
 * A random string of `length` symbols over `ID_ALPHABET` (room and player ids), unbiased
 * (rejection sampling on bytes from `crypto.getRandomValues`).
 */
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
