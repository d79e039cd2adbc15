import { describe, expect, it } from 'vitest';
import { type CardValue, isConnected } from '../../shared/engine';
import { CONNECTED_PAIRS } from '../fixtures/rules-reference';

const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as CardValue[];

describe('connected values (docs/rules.md, Components)', () => {
  it('connects exactly the 8 pairs of the table, in both orders', () => {
    const found: [number, number][] = [];
    for (const a of VALUES) for (const b of VALUES) if (a < b && isConnected(a, b)) found.push([a, b]);
    const expected = CONNECTED_PAIRS.map(([a, b]) => [Math.min(a, b), Math.max(a, b)]).sort(
      (x, y) => x[0]! - y[0]! || x[1]! - y[1]!,
    );
    expect(found).toEqual(expected);
    for (const a of VALUES) for (const b of VALUES) expect(isConnected(a, b)).toBe(isConnected(b, a));
  });

  it.each([
    [1, [6, 8]],
    [2, [5, 9]],
    [3, [4, 10]],
    [4, [3, 11]],
    [5, [2, 12]],
    [6, [1]],
    [7, []],
    [8, [1]],
    [9, [2]],
    [10, [3]],
    [11, [4]],
    [12, [5]],
  ] as [CardValue, number[]][])('%i is connected to %o', (value, links) => {
    expect(VALUES.filter((other) => isConnected(value, other))).toEqual(links);
  });

  it('is not "mod 7" and not a ring: 2–12, 5–9, 6–8 and 11–12 are not connected', () => {
    expect(isConnected(2, 12)).toBe(false);
    expect(isConnected(5, 9)).toBe(false);
    expect(isConnected(6, 8)).toBe(false);
    expect(isConnected(11, 12)).toBe(false);
    expect(isConnected(12, 1)).toBe(false);
  });

  it('no value is connected to itself, and 7 is connected to nothing', () => {
    for (const v of VALUES) expect(isConnected(v, v)).toBe(false);
    for (const v of VALUES) expect(isConnected(7, v)).toBe(false);
  });
});
