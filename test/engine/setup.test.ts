import { describe, expect, it } from 'vitest';
import { type CardValue, createGame, type GameConfigInput, playerView } from '../../shared/engine';
import { ALL_CONFIGS, fillDeal, SIMPLE3, sizesFor, TEAMS4, TEAMS6 } from '../fixtures/deals';

const count = (cards: CardValue[]): number[] => {
  const c = new Array<number>(13).fill(0);
  for (const v of cards) c[v]!++;
  return c;
};

describe('setup', () => {
  it.each([
    [3, 9, 9],
    [4, 7, 8],
    [5, 6, 6],
    [6, 5, 6],
  ] as const)('%i players get %i cards each and %i face-down center cards', (players, hand, center) => {
    const state = createGame({ players, mode: 'simple', teams: false }, { seed: 'table' });
    expect(state.hands.map((h) => h.length)).toEqual(new Array(players).fill(hand));
    expect(state.center).toHaveLength(center);
    expect(state.phase).toBe('play');
    expect(state.trios).toEqual(new Array(players).fill([]));
  });

  it('a team game deals all 36 cards, 9 each with 4 players and 6 each with 6, and has no center', () => {
    const four = createGame(TEAMS4, { seed: 'teams' });
    expect(four.hands.map((h) => h.length)).toEqual([9, 9, 9, 9]);
    expect(four.center).toEqual([]);
    const six = createGame(TEAMS6, { seed: 'teams' });
    expect(six.hands.map((h) => h.length)).toEqual([6, 6, 6, 6, 6, 6]);
    expect(six.center).toEqual([]);
  });

  it('team partners sit opposite: {0,2},{1,3} with 4 players and {0,3},{1,4},{2,5} with 6', () => {
    expect(createGame(TEAMS4, { seed: 's' }).teams).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(createGame(TEAMS6, { seed: 's' }).teams).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    expect(createGame(SIMPLE3, { seed: 's' }).teams).toBeNull();
  });

  it.each(ALL_CONFIGS)('every shuffled deal holds each value exactly three times (%o)', (config) => {
    for (let i = 0; i < 20; i++) {
      const state = createGame(config, { seed: `deal-${i}` });
      const cards = [...state.hands.flat(), ...state.center.filter((v) => v !== null)];
      expect(cards).toHaveLength(36);
      expect(count(cards).slice(1)).toEqual(new Array(12).fill(3));
    }
  });

  it('every hand is sorted ascending after the deal, even from an unsorted fixture', () => {
    for (const config of ALL_CONFIGS) {
      for (const hand of createGame(config, { seed: 'sorted' }).hands) {
        expect(hand).toEqual([...hand].sort((a, b) => a - b));
      }
    }
    const deal = fillDeal(SIMPLE3, { hands: [[12, 1, 5, 3, 9, 7, 2, 4, 6]] });
    expect(deal.hands[0]).toEqual([12, 1, 5, 3, 9, 7, 2, 4, 6]);
    expect(createGame(SIMPLE3, { seed: 'x', deal }).hands[0]).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 12]);
  });

  it('a fixture deal keeps every center card in its slot', () => {
    const deal = fillDeal(SIMPLE3, { center: [12, 1, 7, 7, 3, 12, 1, 5, 9] });
    expect(createGame(SIMPLE3, { seed: 'x', deal }).center).toEqual([12, 1, 7, 7, 3, 12, 1, 5, 9]);
  });

  it('the same seed gives the same deal and first seat; other seeds give other deals', () => {
    const a = createGame(SIMPLE3, { seed: 'same' });
    const b = createGame(SIMPLE3, { seed: 'same' });
    expect(b).toEqual(a);
    const others = ['x', 'y', 'z', 'w'].map((seed) => createGame(SIMPLE3, { seed }).hands);
    expect(others.some((h) => JSON.stringify(h) !== JSON.stringify(a.hands))).toBe(true);
  });

  it('the first seat is random from the seed (house) and every seat can start', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const s = createGame({ players: 6, mode: 'simple', teams: false }, { seed: `first-${i}` });
      expect(s.turn).toBeGreaterThanOrEqual(0);
      expect(s.turn).toBeLessThan(6);
      firsts.add(s.turn);
    }
    expect(firsts.size).toBe(6);
  });

  it("the host's pick of the first seat is respected", () => {
    for (const firstSeat of [0, 1, 2])
      expect(createGame(SIMPLE3, { seed: 'a', firstSeat }).turn).toBe(firstSeat);
  });

  it('the house option spicyThreeTrios is off unless set, and the state and every view carry it', () => {
    const official = createGame(SIMPLE3, { seed: 'o' });
    expect(official.config).toEqual({ players: 3, mode: 'simple', teams: false, spicyThreeTrios: false });
    const picante = createGame(
      { players: 3, mode: 'spicy', teams: false, spicyThreeTrios: true },
      { seed: 'o' },
    );
    expect(picante.config.spicyThreeTrios).toBe(true);
    for (const viewer of [0, 1, 2, null]) {
      expect(playerView(official, viewer).config.spicyThreeTrios).toBe(false);
      expect(playerView(picante, viewer).config).toEqual(picante.config);
    }
  });

  it("the game keeps its own copy of the config: changing the caller's object later changes nothing", () => {
    const config = { players: 3 as const, mode: 'spicy' as const, teams: false, spicyThreeTrios: true };
    const s = createGame(config, { seed: 'copy' });
    config.spicyThreeTrios = false;
    expect(s.config.spicyThreeTrios).toBe(true);
  });

  it('the PRNG state lives in the game state as four 32-bit words', () => {
    const s = createGame(SIMPLE3, { seed: 'rng' });
    expect(s.seed).toBe('rng');
    expect(s.rng).toHaveLength(4);
    for (const w of s.rng) expect(Number.isInteger(w) && w >= 0 && w < 2 ** 32).toBe(true);
  });

  it('the state is plain JSON: a round trip through JSON gives an equal state', () => {
    for (const config of ALL_CONFIGS) {
      const s = createGame(config, { seed: 'json' });
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    }
  });

  it('a normal game starts in phase play; a team game starts with a swap for every team', () => {
    expect(createGame(SIMPLE3, { seed: 'p' }).phase).toBe('play');
    const four = createGame(TEAMS4, { seed: 'p', firstSeat: 1 });
    expect(four.phase).toBe('swap');
    expect(four.turn).toBe(1);
    expect(four.swap?.choices).toEqual([
      { kind: 'deciding' },
      { kind: 'deciding' },
      { kind: 'deciding' },
      { kind: 'deciding' },
    ]);
    expect(playerView(createGame(TEAMS6, { seed: 'p' }), null).swap?.pending).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('createGame refuses what it cannot play', () => {
  const bad =
    (config: unknown, setup: unknown = { seed: 's' }) =>
    () =>
      createGame(config as GameConfigInput, setup as { seed: string });

  it.each([
    ['2 players', { players: 2, mode: 'simple', teams: false }],
    ['7 players', { players: 7, mode: 'simple', teams: false }],
    ['3.5 players', { players: 3.5, mode: 'simple', teams: false }],
    ['"3" players', { players: '3', mode: 'simple', teams: false }],
    ['an unknown mode', { players: 3, mode: 'hot', teams: false }],
    ['a non-boolean teams', { players: 4, mode: 'simple', teams: 'yes' }],
    ['teams with 3 players', { players: 3, mode: 'simple', teams: true }],
    ['teams with 5 players', { players: 5, mode: 'spicy', teams: true }],
    ['a non-boolean spicyThreeTrios', { players: 3, mode: 'spicy', teams: false, spicyThreeTrios: 'yes' }],
    ['a null spicyThreeTrios', { players: 3, mode: 'spicy', teams: false, spicyThreeTrios: null }],
    ['no config', null],
  ])('throws RangeError for %s', (_, config) => {
    expect(bad(config)).toThrow(RangeError);
  });

  it.each([
    ['no setup', null],
    ['a numeric seed', { seed: 42 }],
    ['a first seat out of range', { seed: 's', firstSeat: 3 }],
    ['a negative first seat', { seed: 's', firstSeat: -1 }],
    ['a fractional first seat', { seed: 's', firstSeat: 0.5 }],
  ])('throws RangeError for %s', (_, setup) => {
    expect(bad(SIMPLE3, setup)).toThrow(RangeError);
  });

  const valid = () => fillDeal(SIMPLE3, {});
  it.each([
    ['a null deal', () => null],
    ['a string deal', () => 'deal'],
    ['too few hands', () => ({ ...valid(), hands: valid().hands.slice(1) })],
    ['hands that are not an array', () => ({ ...valid(), hands: 'abc' })],
    ['a center that is not an array', () => ({ ...valid(), center: null })],
    ['a short center', () => ({ ...valid(), center: valid().center.slice(1) })],
    [
      'a hand of the wrong size',
      () => {
        const d = valid();
        d.hands[1]!.push(d.hands[0]!.pop()!);
        return d;
      },
    ],
    ['a hand that is not an array', () => ({ ...valid(), hands: [valid().hands[0], 7, valid().hands[2]] })],
    [
      'a fourth copy of a value (an overlapping deal)',
      () => {
        const d = valid();
        d.center[0] = d.hands[0]![0]!;
        return d;
      },
    ],
    [
      'string values ("7" is not a card)',
      () => {
        const d = valid();
        return { ...d, hands: d.hands.map((h) => h.map((v) => (v === 7 ? '7' : v))) };
      },
    ],
    [
      'a 0',
      () => {
        const d = valid();
        d.center[0] = 0 as CardValue;
        return d;
      },
    ],
    [
      'a 13',
      () => {
        const d = valid();
        d.center[0] = 13 as CardValue;
        return d;
      },
    ],
    [
      'a fractional value',
      () => {
        const d = valid();
        d.center[0] = 1.5 as CardValue;
        return d;
      },
    ],
  ])('throws RangeError for a deal with %s', (_, deal) => {
    expect(bad(SIMPLE3, { seed: 's', deal: deal() })).toThrow(RangeError);
  });

  it('throws RangeError for a team deal with a center or normal-game hand sizes', () => {
    const teamDeal = fillDeal(TEAMS4, {});
    expect(bad(TEAMS4, { seed: 's', deal: { hands: teamDeal.hands, center: [1] } })).toThrow(RangeError);
    expect(bad(TEAMS4, { seed: 's', deal: fillDeal({ ...TEAMS4, teams: false }, {}) })).toThrow(RangeError);
  });

  it('accepts a valid deal for every configuration', () => {
    for (const config of ALL_CONFIGS) {
      const deal = fillDeal(config, {});
      const s = createGame(config, { seed: 'ok', deal });
      expect(s.hands.map((h) => h.length)).toEqual(new Array(config.players).fill(sizesFor(config).hand));
    }
  });
});
