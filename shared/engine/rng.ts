/**
 * The engine's one source of randomness: sfc32, seeded from a string by the cyrb128 hash.
 * Its state is four 32-bit words kept in `GameState.rng`, so a game replays exactly from its seed
 * (docs/design.md, Randomness). The engine never uses the global, unseeded random source.
 */

/** The PRNG's state: four unsigned 32-bit words. */
export type RngState = [number, number, number, number];

/** Hashes a seed string into a PRNG state (cyrb128: four independent 32-bit hashes). */
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
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * Advances `rng` in place (it must be the caller's own copy) and returns the next unsigned
 * 32-bit number (sfc32).
 */
export function nextU32(rng: RngState): number {
  const a = rng[0];
  const b = rng[1];
  const c = rng[2];
  const d = rng[3];
  const t = (((a + b) | 0) + d) | 0;
  // Stored unsigned, so the state in `GameState.rng` is four words in [0, 2³²).
  rng[3] = (d + 1) >>> 0;
  rng[0] = (b ^ (b >>> 9)) >>> 0;
  rng[1] = (c + (c << 3)) >>> 0;
  rng[2] = (((c << 21) | (c >>> 11)) + t) >>> 0;
  return t >>> 0;
}

/** A uniform integer in [0, n), n ≥ 1 (multiply-shift; the bias is below 2⁻²⁸ for n ≤ 36). */
export function randomInt(rng: RngState, n: number): number {
  return Math.floor((nextU32(rng) / 4294967296) * n);
}

/** Shuffles `items` in place (Fisher–Yates) with `rng`. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
}
