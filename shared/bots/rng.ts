/**
 * The bots' seeded randomness: the engine's sfc32 generator (shared/engine/rng.ts), with its state
 * of four 32-bit words kept in the bot's memory, so a bot replays exactly and survives a JSON round
 * trip. Never the global, unseeded random source.
 */
import { nextU32, type RngState, seedRng as seedEngineRng } from '../engine/rng';

export type { RngState };

/** The initial state for a seed string; the same seed always gives the same state. */
export function seedRng(seed: string): RngState {
  const state = seedEngineRng(seed);
  // Discard a few outputs so similar seeds (a room's seed + a seat number) diverge.
  for (let i = 0; i < 12; i++) nextU32(state);
  return state;
}

/** A mutable cursor over a state, for code that draws several numbers in one pure step. */
export interface RngCursor {
  state: RngState;
}

/** Draws a number in [0, 1) from the cursor and advances it (the cursor gets a fresh state array). */
export function draw(cursor: RngCursor): number {
  const next: RngState = [cursor.state[0], cursor.state[1], cursor.state[2], cursor.state[3]];
  const x = nextU32(next) / 4294967296;
  cursor.state = next;
  return x;
}

/** Draws an index in [0, n) from the cursor (n ≥ 1). */
export function drawIndex(cursor: RngCursor, n: number): number {
  return Math.min(n - 1, Math.floor(draw(cursor) * n));
}
