/**
 * Secrets and their hashes, for every object: a seat token (room), a seeker's secret (queue).
 * Everything comes from `crypto.getRandomValues`; only a secret's hash is ever stored.
 */

function hex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** A token: 128 random bits as 32 lowercase hex characters (`TokenSchema`). */
export function newToken(): string {
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}

/** SHA-256 of a token, hex. Only this is stored; the token itself never is. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return hex(new Uint8Array(digest));
}
