import { describe, expect, it } from 'vitest';
import { decide } from '../../shared/bots/index';
import { rivalOneTrioFromWin, threeTriosWin, trioWorths, winsWith } from '../../shared/bots/value';
import {
  applyAction,
  type CardValue,
  createGame,
  type GameState,
  type PlayerView,
  playerView,
} from '../../shared/engine/index';
import { botThatSaw, center, highest, lowest, viewOf } from './views';

/**
 * Bots under the house option `spicyThreeTrios` (docs/rules.md, Winning): a spicy game then has either
 * goal, three trios of any kind or two connected ones, and the bots value trios for both.
 */

const SPICY = { players: 3, mode: 'spicy', teams: false, spicyThreeTrios: false } as const;
const PICANTE = { ...SPICY, spicyThreeTrios: true } as const;
const SIMPLE = { ...SPICY, mode: 'simple' } as const;

/** Seat 0 holds trios of 6 and 8, seat 1 the 1s: every value connected to 6 or 8 is gone. */
const twoTrios = (config: PlayerView['config']) =>
  viewOf({ config, hand: [2, 3, 4, 5, 7, 9, 10], handSizes: [7, 9, 9], trios: [[6, 8], [1], []] });

describe('bots under spicyThreeTrios', () => {
  it('know which games three trios win: simple, and spicy under the option only', () => {
    expect(threeTriosWin(viewOf({ config: SIMPLE }))).toBe(true);
    expect(threeTriosWin(viewOf({ config: PICANTE }))).toBe(true);
    expect(threeTriosWin(viewOf({ config: SPICY }))).toBe(false);
  });

  it('a third trio of any value wins for a seat with two unconnected trios, and is worth the game', () => {
    const official = twoTrios(SPICY);
    const picante = twoTrios(PICANTE);
    for (const x of [2, 3, 4, 5, 9, 10, 11, 12] as CardValue[]) {
      expect(winsWith(official, [6, 8], x)).toBe(false);
      expect(winsWith(picante, [6, 8], x)).toBe(true);
      expect(trioWorths(official, 0)[x]).toBeLessThan(0.5);
      expect(trioWorths(picante, 0)[x]).toBe(1);
    }
    // Two connected trios and the 7s still win under both rules.
    expect(winsWith(official, [3], 4)).toBe(true);
    expect(winsWith(picante, [3], 4)).toBe(true);
    expect(trioWorths(official, 0)[7]).toBe(1);
  });

  it('a rival with two unconnected trios is one trio from winning under the option only', () => {
    const rival = (config: PlayerView['config']) =>
      viewOf({ config, handSizes: [9, 7, 9], trios: [[1], [6, 8], []] });
    expect(rivalOneTrioFromWin(rival(SPICY), 0)).toBe(false);
    expect(rivalOneTrioFromWin(rival(PICANTE), 0)).toBe(true);
  });

  it('value every trio for either goal: at least its worth in simple and its worth in spicy', () => {
    for (const trios of [
      [[], [], []],
      [[4], [], []],
      [[2], [11], []],
    ] as CardValue[][][]) {
      const worths = (config: PlayerView['config']) => trioWorths(viewOf({ config, trios }), 0);
      const [simple, spicy, picante] = [worths(SIMPLE), worths(SPICY), worths(PICANTE)];
      for (let x = 1; x <= 12; x++) {
        if (trios.flat().includes(x as CardValue)) continue;
        expect(picante[x]).toBeGreaterThanOrEqual(Math.max(simple[x]!, spicy[x]!) - 1e-12);
      }
    }
  });
});

/**
 * A 3-player spicy game on seat 0's turn: seat 0 holds trios of 6 and 8, seat 1 the 1s (so no
 * value connected to seat 0's trios is left), the center's last two cards are 12s and seat 2's
 * highest card is the third 12 — all of which seat 0's bot saw in two earlier turns.
 */
function thirdTrioTurn(spicyThreeTrios: boolean, level: 'normal' | 'hard') {
  const dealt = createGame({ ...SPICY, spicyThreeTrios }, { seed: 'third', firstSeat: 0 });
  let state: GameState = {
    ...dealt,
    hands: [
      [2, 3, 4, 5, 7, 9, 10],
      [3, 3, 4, 5, 7, 9, 10, 11, 11],
      [2, 2, 4, 5, 7, 9, 10, 11, 12],
    ],
    center: [12, 12, null, null, null, null, null, null, null],
    trios: [[6, 8], [1], []],
  };
  let bot = botThatSaw(level, 'third', playerView(state, 0), [
    [
      1,
      [
        [center(0), 12],
        [center(1), 12],
        [lowest(1), 3],
      ],
    ],
    [
      2,
      [
        [highest(2), 12],
        [lowest(1), 3],
      ],
    ],
  ]);
  while (state.turn === 0 && state.phase === 'play') {
    const { action, memory } = decide(bot, playerView(state, 0));
    bot = memory;
    const result = applyAction(state, 0, action);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  }
  return state;
}

describe('a bot one trio from three', () => {
  // Sure trios: the 12s it saw; hard also deduces that seat 2's two lowest cards are the last 2s
  // (seat 1's lowest is a 3 and no center card is left), which with its own 2 is a trio too.
  const SURE = [2, 12];

  it.each(['normal', 'hard'] as const)('%s takes a sure third trio and wins under the option', (level) => {
    const won = thirdTrioTurn(true, level);
    expect(won.trios[0]).toHaveLength(3);
    expect(won.trios[0]!.slice(0, 2)).toEqual([6, 8]);
    expect(SURE).toContain(won.trios[0]![2]);
    expect(won.winner).toEqual({ seats: [0], reason: 'three_trios' });
    expect(won.phase).toBe('over');
  });

  it.each(['normal', 'hard'] as const)(
    '%s takes the same trio under the official rule, which does not win',
    (level) => {
      const after = thirdTrioTurn(false, level);
      expect(after.trios[0]).toEqual(thirdTrioTurn(true, level).trios[0]);
      expect(after.winner).toBeNull();
      expect(after.turn).toBe(1);
    },
  );
});
