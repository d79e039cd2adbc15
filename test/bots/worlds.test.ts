import { describe, expect, it } from 'vitest';
import { buildBoard } from '../../shared/bots/board';
import { seedRng } from '../../shared/bots/rng';
import { sampleWorlds } from '../../shared/bots/worlds';
import { botThatSaw, center, lowest, viewOf } from './views';

/** Seat 0 (hand 1 2 3 5 6 8 9 10 12) saw both other hands' lowest card: a 4 each. */
function lowFours() {
  const view = viewOf();
  const bot = botThatSaw('hard', 'worlds', view, [
    [
      1,
      [
        [lowest(1), 4],
        [center(0), 11],
      ],
    ],
    [
      2,
      [
        [lowest(2), 4],
        [center(1), 7],
      ],
    ],
  ]);
  return buildBoard(bot, view);
}

describe('hidden-card worlds', () => {
  it('every sampled world keeps the sorted-hand bounds and uses exactly the unaccounted copies', () => {
    const board = lowFours();
    const worlds = sampleWorlds(board, 50, { state: seedRng('w1') });
    expect(worlds).not.toBeNull();
    for (const world of worlds?.samples ?? []) {
      const used = new Array<number>(13).fill(0);
      worlds?.spots.forEach((spot, i) => {
        const v = world[i] ?? 0;
        used[v] = (used[v] ?? 0) + 1;
        expect(v).toBeGreaterThanOrEqual(spot.lb);
        expect(v).toBeLessThanOrEqual(spot.ub);
        if (spot.line > 0) expect(v).toBeGreaterThanOrEqual(4);
      });
      expect(used).toEqual(board.pool);
    }
  });

  it('puts the low cards the hands cannot hold in the center (sorted hands constrain the center)', () => {
    // Both hands start at 4, so the remaining 1s, 2s and 3s (two each) all lie face down in the center.
    const board = lowFours();
    const worlds = sampleWorlds(board, 40, { state: seedRng('w2') });
    let low = 0;
    let centerCards = 0;
    for (const world of worlds?.samples ?? [])
      worlds?.spots.forEach((spot, i) => {
        if (spot.line >= 0) return;
        centerCards++;
        if ((world[i] ?? 0) <= 3) low++;
      });
    // 6 low cards among the 7 unknown center slots in every world (the naive share would be 6/23).
    expect(low / centerCards).toBeCloseTo(6 / 7, 5);
  });

  it('is deterministic: the same cursor state gives the same worlds', () => {
    const board = lowFours();
    const a = sampleWorlds(board, 10, { state: seedRng('same') });
    const b = sampleWorlds(board, 10, { state: seedRng('same') });
    expect(a?.samples).toEqual(b?.samples);
  });
});
