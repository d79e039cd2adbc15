import { describe, expect, it } from 'vitest';
import { trioProgress } from '../../shared/engine/progress';
import type { CardValue } from '../../shared/engine/types';

const simple = { mode: 'simple', spicyThreeTrios: false } as const;
const spicy = { mode: 'spicy', spicyThreeTrios: false } as const;
const picante = { mode: 'spicy', spicyThreeTrios: true } as const;

describe('how far a seat is from a win by trios', () => {
  it('simple: counts the trios toward three, and says nothing of connections', () => {
    expect(trioProgress(simple, [4, 2], [[4, 2], [9]])).toEqual({ count: 2, partners: null });
    expect(trioProgress(simple, [], [[], [9]])).toEqual({ count: 0, partners: null });
  });

  it('spicy: each collected trio, lowest first, with the connected values nobody has collected', () => {
    // 2 connects to 5 and 9; 6 to 1 only. Another seat holds the 9s, so only 5 is left for the 2s.
    expect(trioProgress(spicy, [6, 2], [[6, 2], [9]])).toEqual({
      count: null,
      partners: [
        { value: 2, free: [5] },
        { value: 6, free: [1] },
      ],
    });
  });

  it('spicy: a trio whose every connected value is someone else’s has no partner left', () => {
    expect(trioProgress(spicy, [1], [[1], [6], [8]])).toEqual({
      count: null,
      partners: [{ value: 1, free: [] }],
    });
  });

  it('spicy with the three-trios house rule: both the count and the connections', () => {
    expect(trioProgress(picante, [3], [[3], []])).toEqual({
      count: 1,
      partners: [{ value: 3, free: [4, 10] }],
    });
  });

  it('does not reorder the trios it is given', () => {
    const mine: CardValue[] = [12, 1];
    trioProgress(spicy, mine, [mine]);
    expect(mine).toEqual([12, 1]);
  });
});
