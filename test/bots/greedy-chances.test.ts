import { describe, expect, it } from 'vitest';
import { chance, type Picture, reveal, spots } from '../../bench/greedy/chances';
import { createGreedy, type GreedyMemory, observeGreedy } from '../../bench/greedy/memory';
import { decideGreedy } from '../../bench/greedy/policy';
import { applyAction, type CardValue, createGame, playerView, type Target } from '../../shared/engine/index';
import { actingSeat, newGame } from './harness';
import { center, deepFreeze, mismatchTurn, viewOf } from './views';

/** Copies of every value not yet located: three each, minus the listed ones. */
function poolWithout(located: number[]): number[] {
  const pool = new Array<number>(13).fill(3);
  pool[0] = 0;
  for (const v of located) pool[v] = (pool[v] ?? 0) - 1;
  return pool;
}

function pictureOf(full: (CardValue | null)[], located: number[], slots = 0): Picture {
  const pool = poolWithout(located);
  return {
    lines: [{ full, first: 0, last: full.length - 1 }],
    center: new Array(slots).fill(null),
    pool,
    unknown: pool.reduce((a, b) => a + b, 0),
  };
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe('greedy benchmark player: chances', () => {
  it("a hand's end card lies within the bounds of its sorted hand, and its chances add up to 1", () => {
    // Positions 0..1 unknown, position 2 is a known 4: the lowest card is at most 4.
    const p = pictureOf([null, null, 4, null, null], [4]);
    const low = spots(p).find((s) => s.kind === 'hand' && s.end === 'lowest');
    const high = spots(p).find((s) => s.kind === 'hand' && s.end === 'highest');
    if (low === undefined || high === undefined) throw new Error('no hand spots');
    const lows = Array.from({ length: 13 }, (_, x) => chance(p, low, x));
    const highs = Array.from({ length: 13 }, (_, x) => chance(p, high, x));
    expect(sum(lows)).toBeCloseTo(1, 9);
    expect(sum(highs)).toBeCloseTo(1, 9);
    expect(lows.slice(5).every((q) => q === 0)).toBe(true);
    expect(highs.slice(0, 4).every((q) => q === 0)).toBe(true);
    // The lowest of two cards drawn from 1..4 is a 1 more often than a 4.
    expect(lows[1] ?? 0).toBeGreaterThan(lows[4] ?? 0);
  });

  it('a center slot draws from the copies not yet located; a revealed card leaves the pool', () => {
    const p = pictureOf([null], [7, 7, 7], 2);
    const slot = spots(p).find((s) => s.kind === 'center');
    if (slot === undefined) throw new Error('no slot');
    expect(chance(p, slot, 7)).toBe(0);
    expect(chance(p, slot, 5)).toBeCloseTo(3 / 33, 9);
    const after = reveal(p, slot, 5);
    expect(after.pool[5]).toBe(2);
    expect(spots(after).filter((s) => s.kind === 'center')).toHaveLength(1);
    const other = spots(after).find((s) => s.kind === 'center');
    expect(other === undefined ? 0 : chance(after, other, 5)).toBeCloseTo(2 / 32, 9);
  });

  it('opens on an unknown card when what it may show has known copies to follow, not on a lone pair', () => {
    // Seat 0 remembers two 11s (slots 0, 1) and two 4s (slots 2, 3): opening on 11, 11 needs the last
    // 11 at one unknown card; opening on that unknown card wins the same 11s and, if it shows a 4,
    // the two 4s to follow.
    const view = viewOf({ hand: [1, 2, 3, 5, 6, 8, 9, 10, 12] });
    let m = observeGreedy(createGreedy(0, 'o'), view, []);
    const seen: [number, [Target, CardValue][]][] = [
      [
        1,
        [
          [center(0), 11],
          [center(2), 4],
        ],
      ],
      [
        2,
        [
          [center(1), 11],
          [center(3), 4],
        ],
      ],
    ];
    for (const [seat, cards] of seen) m = observeGreedy(m, view, mismatchTurn(seat, cards));
    const { action } = decideGreedy(m, view);
    expect(action.type).toBe('reveal');
    if (action.type !== 'reveal') return;
    expect([center(0), center(1), center(2), center(3)]).not.toContainEqual(action.target);
    // Its own end cards (1 and 12) are known too: the opening is a card nobody has seen.
    expect(action.target.kind === 'hand' && action.target.seat === 0).toBe(false);
  });
});

describe('greedy benchmark player: what it sees', () => {
  it("decides the same whatever the other hands hide: two rivals' hidden cards exchanged change nothing it sees", () => {
    let compared = 0;
    for (let g = 0; g < 30; g++) {
      const config = {
        players: 3 as const,
        mode: g % 2 === 0 ? ('simple' as const) : ('spicy' as const),
        teams: false,
      };
      const a = newGame(config, `greedy-hands:${g}`);
      const [h1, h2] = [(a.hands[1] ?? []).slice(), (a.hands[2] ?? []).slice()];
      // A middle card of each (never an end a first reveal could show), of different values.
      const i = 4;
      const j = h2.findIndex((v, k) => k > 0 && k < h2.length - 1 && v !== h1[i]);
      if (j < 0) continue;
      [h1[i], h2[j]] = [h2[j] as CardValue, h1[i] as CardValue];
      const hands = [a.hands[0] ?? [], h1.sort((x, y) => x - y), h2.sort((x, y) => x - y)];
      const center = a.center.filter((v): v is CardValue => v !== null);
      const b = createGame(config, { seed: `greedy-hands:${g}`, firstSeat: 0, deal: { hands, center } });
      let [sa, sb] = [a, b];
      let ma = observeGreedy(createGreedy(0, `h${g}`), playerView(sa, 0), []);
      let mb = observeGreedy(createGreedy(0, `h${g}`), playerView(sb, 0), []);
      // Seats 1 and 2 are greedy players of the first game; each of their moves is played in both.
      let others = [1, 2].map((s) => observeGreedy(createGreedy(s, `o${g}`), playerView(sa, s), []));
      for (let step = 0; step < 400 && sa.phase !== 'over'; step++) {
        const seat = actingSeat(sa);
        let action: ReturnType<typeof decideGreedy>['action'];
        if (seat === 0) {
          const va = deepFreeze(playerView(sa, 0));
          if (JSON.stringify(va) !== JSON.stringify(playerView(sb, 0))) break;
          const da = decideGreedy(deepFreeze(ma), va);
          const db = decideGreedy(mb, playerView(sb, 0));
          expect(db.action).toEqual(da.action);
          compared++;
          [ma, mb, action] = [da.memory, db.memory, da.action];
        } else {
          const d = decideGreedy(others[seat - 1] as GreedyMemory, playerView(sa, seat));
          others[seat - 1] = d.memory;
          action = d.action;
        }
        const ra = applyAction(sa, seat, action);
        const rb = applyAction(sb, seat, action);
        if (!ra.ok || !rb.ok) break;
        if (JSON.stringify(ra.events) !== JSON.stringify(rb.events)) break;
        [sa, sb] = [ra.state, rb.state];
        ma = observeGreedy(ma, deepFreeze(playerView(sa, 0)), deepFreeze(ra.events));
        mb = observeGreedy(mb, playerView(sb, 0), rb.events);
        others = others.map((m, k) => observeGreedy(m, playerView(sa, k + 1), ra.events));
      }
    }
    expect(compared).toBeGreaterThan(60);
  });
});
