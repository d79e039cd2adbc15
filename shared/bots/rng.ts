/**
 * The bots' seeded pseudo-random generator (sfc32). Its whole state is four 32-bit words kept in the
 * bot's memory, so a bot replays exactly and survives a JSON round trip. No `Math.random`.
 */

/** Four unsigned 32-bit words: the generator's state. */
export type RngState = [number, number, number, number];

/** Hashes a seed string (cyrb128) into an initial state; the same seed always gives the same state. */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  let state: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Discard a few outputs so similar seeds diverge.
  for (let i = 0; i < 12; i++) state = nextFloat(state)[1];
  return state;
}

/** The next number in [0, 1) and the state after it. Does not mutate `state`. */
export function nextFloat(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) >>> 0;
  return [t / 4294967296, [a >>> 0, b, c, d]];
}

/** A mutable cursor over a state, for code that draws several numbers in one pure step. */
export interface RngCursor {
  state: RngState;
}

/** Draws a number in [0, 1) from the cursor and advances it. */
export function draw(cursor: RngCursor): number {
  const [x, next] = nextFloat(cursor.state);
  cursor.state = next;
  return x;
}

/** Draws an index in [0, n) from the cursor (n ≥ 1). */
export function drawIndex(cursor: RngCursor, n: number): number {
  return Math.min(n - 1, Math.floor(draw(cursor) * n));
}
