import { describe, expect, it } from 'vitest';
import { FuzzFailure, type FuzzReport } from './fuzz';
import { announce, freshSeeds, runOrReplay, SEED_STEPS } from './fuzz-seeds';

/**
 * The room fuzz (test/room/fuzz.ts) on fresh seeds, new in every run besides the fixed seeds and
 * regressions of room-fuzz.test.ts: printed before they run and named in each test's title, so a
 * failure replays (`npm run fuzz -- --seed N`, or `FUZZ_SEEDS=N npx vitest run test/room/fuzz-seeds.test.ts`).
 */
const FRESH = announce(freshSeeds(process.env.FUZZ_SEEDS, 2), SEED_STEPS);

// Whole seeds take seconds each on a busy machine: generous timeouts, nothing here is timed.
describe('the room under fresh fuzz seeds', { timeout: 120_000 }, () => {
  it.each(FRESH)(
    `fresh seed %i keeps every invariant for ${SEED_STEPS} steps, and its games end`,
    async (seed) => {
      const report = await runOrReplay(seed, SEED_STEPS);
      expect(report.steps).toBeGreaterThanOrEqual(SEED_STEPS);
      expect(report.ended).toBe(report.games);
    },
  );
});

describe('the fuzz’s fresh seeds', () => {
  it('differ from run to run and stay in the replayable range', () => {
    const seeds = [...freshSeeds(undefined, 20), ...freshSeeds('', 20)];
    expect(seeds).toHaveLength(40);
    for (const seed of seeds) expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31).toBe(true);
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('are the ones FUZZ_SEEDS pins, and a bad list is refused', () => {
    expect(freshSeeds(' 5, 6 ', 2)).toEqual([5, 6]);
    expect(() => freshSeeds('5,x', 2)).toThrow(/FUZZ_SEEDS needs whole numbers/);
    expect(() => freshSeeds('-1', 2)).toThrow(/FUZZ_SEEDS needs whole numbers/);
  });

  it('a failing seed names the command that replays it', async () => {
    const failing = () => Promise.reject(new FuzzFailure(42, 17, new Error('a broken invariant'), []));
    await expect(runOrReplay(42, 1200, failing)).rejects.toThrow(
      /seed 42, step 17: a broken invariant[\s\S]*replay: npm run fuzz -- --seed 42 --steps 18/,
    );
  });

  it('a passing seed hands back its report', async () => {
    const report: FuzzReport = { seed: 3, steps: 5, moves: 0, games: 0, ended: 0, takeovers: 0, kinds: {} };
    await expect(runOrReplay(3, 5, () => Promise.resolve(report))).resolves.toBe(report);
  });
});
