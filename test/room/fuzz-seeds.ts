import { randomInt } from 'node:crypto';
import { FuzzFailure, type FuzzOptions, type FuzzReport, runSeed } from './fuzz';

/**
 * The room fuzz's fresh seeds: new in every `npm test`, besides the fixed seeds and the named
 * regressions. They come from the test's side (node:crypto), never from shared/ or the room, which
 * stay seeded: a seed still replays exactly, with `npm run fuzz -- --seed N`.
 */

/** The random steps `npm test` runs of each seed, fixed or fresh (then its game is driven to its end). */
export const SEED_STEPS = 1200;

/**
 * `count` seeds in 0..2³¹−1, fresh each call, or the ones `pinned` lists (`FUZZ_SEEDS=5,6`, to
 * rerun a printed seed inside vitest).
 * @throws Error when `pinned` is not whole numbers separated by commas.
 */
export function freshSeeds(pinned: string | undefined, count: number): number[] {
  if (pinned?.trim()) {
    const seeds = pinned.split(',').map((text) => Number(text.trim()));
    if (seeds.some((n) => !Number.isInteger(n) || n < 0))
      throw new Error(`FUZZ_SEEDS needs whole numbers separated by commas, not ${pinned}`);
    return seeds;
  }
  return Array.from({ length: count }, () => randomInt(2 ** 31));
}

/** Prints `seeds` with the command that replays one, before they run; returns them. */
export function announce(seeds: number[], steps: number): number[] {
  console.log(
    `room fuzz: fresh seeds ${seeds.join(', ')} (replay one: npm run fuzz -- --seed N --steps ${steps})`,
  );
  return seeds;
}

/**
 * Runs one seed for `steps` random steps; a failure's message ends with the command that replays
 * it (the failing step + 1 steps reach it again).
 */
export async function runOrReplay(
  seed: number,
  steps: number,
  run: (seed: number, options: FuzzOptions) => Promise<FuzzReport> = runSeed,
): Promise<FuzzReport> {
  try {
    return await run(seed, { steps });
  } catch (error) {
    if (!(error instanceof FuzzFailure)) throw error;
    throw new Error(`${error.message}\n  replay: npm run fuzz -- --seed ${seed} --steps ${error.step + 1}`, {
      cause: error,
    });
  }
}
