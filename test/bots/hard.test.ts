import { describe, expect, it } from 'vitest';
import { createBot, decide, observe } from '../../shared/bots/index';
import { DENIAL, trioWorths } from '../../shared/bots/value';
import type { CardValue, PlayerView, Target } from '../../shared/engine/index';
import { botThatSaw, center, during, highest, lowest, viewOf } from './views';

type Seen = [Target, CardValue][];

/** A hard bot on seat 0 that watched the given mismatched turns (seats 1 and 2 alternating). */
function hardBot(view: PlayerView, turns: Seen[]) {
  return botThatSaw(
    'hard',
    'hard-test',
    view,
    turns.map((cards, i) => [1 + (i % 2), cards]),
  );
}

function target(bot: ReturnType<typeof hardBot>, view: PlayerView): Target {
  const { action } = decide(bot, view);
  if (action.type !== 'reveal') throw new Error('expected a reveal');
  return action.target;
}

describe('hard bot', () => {
  it('goes for the 7s when it could complete either the 7s or another trio', () => {
    const view = viewOf();
    const bot = hardBot(view, [
      [
        [center(0), 3],
        [center(3), 7],
      ],
      [
        [center(1), 3],
        [center(4), 7],
      ],
      [
        [center(2), 3],
        [center(6), 7],
      ],
    ]);
    expect([center(3), center(4), center(6)]).toContainEqual(target(bot, view));
  });

  it('in spicy, picks the trio connected to its own trio (9 with its 2s) over an unconnected one (4)', () => {
    const view = viewOf({
      config: { players: 3, mode: 'spicy', teams: false, spicyThreeTrios: false },
      hand: [1, 3, 5, 6, 8, 10, 11, 12],
      handSizes: [8, 9, 7],
      trios: [[2], [], []],
    });
    const bot = hardBot(view, [
      [
        [center(0), 4],
        [center(3), 9],
      ],
      [
        [center(1), 4],
        [center(4), 9],
      ],
      [
        [center(2), 4],
        [center(5), 9],
      ],
    ]);
    expect([center(3), center(4), center(5)]).toContainEqual(target(bot, view));
  });

  it('reads sorted hands: a hand whose lowest and highest are both 4 holds only 4s, a trio to take', () => {
    const view = viewOf({ handSizes: [9, 3, 9] });
    const bot = hardBot(view, [
      [
        [lowest(1), 4],
        [center(0), 9],
      ],
      [
        [highest(1), 4],
        [center(1), 10],
      ],
    ]);
    expect(bot.hands[1]?.cards).toEqual([4, 4, 4]);
    const t = target(bot, view);
    expect(t.kind === 'hand' && t.seat === 1).toBe(true);
  });

  it('hunts a revealed 1 at the lowest end of an unknown hand, where 1s sit', () => {
    const view = during(viewOf({ hand: [2, 3, 4, 5, 6, 8, 9, 10, 12] }), [[center(0), 1]]);
    const bot = hardBot(viewOf(), []);
    const t = target(bot, view);
    expect(t).toMatchObject({ kind: 'hand', end: 'lowest' });
    expect(t.kind === 'hand' && t.seat !== 0).toBe(true);
  });

  it('on a lost turn, does not show its own 4 when two 4s are already known to the next seat', () => {
    // The revealed 11 cannot be matched: the other two 11s sit in the middle of the bot's own hand.
    const hand: CardValue[] = [4, 5, 11, 11, 12];
    const base = viewOf({ hand, handSizes: [5, 9, 9] });
    const bot = hardBot(base, [
      [
        [center(1), 4],
        [center(5), 8],
      ],
      [
        [center(2), 4],
        [center(6), 9],
      ],
    ]);
    const view = during(base, [[lowest(1), 11]]);
    expect(target(bot, view)).not.toEqual(lowest(0));
  });

  it('with five players and a rival one trio from winning, digs behind a known 5 for its own trio', () => {
    // Seat 1 holds two trios: any trio wins it the game. Seat 2's hand is [5, ?, 6] and center 0 is
    // a 5; every 6 is accounted for (the bot's, seat 2's, center 1), so the middle card is the last
    // 5: a trio behind a known card, which the search finds and normal's plan (it starts only on
    // unknown cards or known trios) does not.
    const view = viewOf({
      config: { players: 5, mode: 'simple', teams: false, spicyThreeTrios: false },
      hand: [2, 3, 6, 9, 10, 11],
      handSizes: [6, 5, 3, 5, 5],
      center: new Array(6).fill('face_down'),
      trios: [[], [1, 4], [], [], []],
    });
    for (const seed of ['a', 'b', 'c', 'd']) {
      const bot = botThatSaw('hard', seed, view, [
        [
          3,
          [
            [lowest(2), 5],
            [highest(2), 6],
          ],
        ],
        [
          4,
          [
            [center(0), 5],
            [center(1), 6],
          ],
        ],
      ]);
      expect([lowest(2), center(0)]).toContainEqual(target(bot, view));
    }
  });

  it('with five players, knowing two 1s, first reveals an unknown lowest card (a 1 there completes the trio)', () => {
    // Normal would start with a known 1 and then hunt; hard starts on the card likeliest to make a
    // trio, so a miss shows the table one card, not two 1s and a third.
    const view = viewOf({
      config: { players: 5, mode: 'simple', teams: false, spicyThreeTrios: false },
      hand: [2, 3, 5, 6, 8, 9],
      handSizes: [6, 6, 6, 6, 6],
      center: new Array(6).fill('face_down'),
      trios: [[], [], [], [], []],
    });
    const bot = hardBot(view, [
      [
        [center(0), 1],
        [center(2), 4],
      ],
      [
        [center(1), 1],
        [center(3), 10],
      ],
    ]);
    const t = target(bot, view);
    expect(t).toMatchObject({ kind: 'hand', end: 'lowest' });
    expect(t.kind === 'hand' && t.seat !== 0).toBe(true);
  });

  it('with four rivals, denying one of them its winning value adds little to a trio (simple)', () => {
    // Seat 1 holds two trios: any value wins it the game.
    const three = viewOf({ trios: [[], [1, 4], []] });
    const five = viewOf({
      config: { players: 5, mode: 'simple', teams: false, spicyThreeTrios: false },
      handSizes: [6, 6, 6, 6, 6],
      center: new Array(6).fill('face_down'),
      trios: [[], [1, 4], [], [], []],
    });
    expect(trioWorths(three, 0)[9]).toBeCloseTo(0.22 + DENIAL.few);
    expect(trioWorths(five, 0)[9]).toBeCloseTo(0.22 + DENIAL.many);
    expect(DENIAL.many).toBeLessThan(DENIAL.few / 2);
  });

  it('offers its partner a single and keeps its pairs in a team swap', () => {
    const view = viewOf({
      config: { players: 4, mode: 'simple', teams: true, spicyThreeTrios: false },
      phase: 'swap',
      hand: [2, 2, 5, 9, 9, 10, 10, 11, 11],
      handSizes: [9, 9, 9, 9],
      center: [],
      trios: [[], [], [], []],
      teams: [
        [0, 2],
        [1, 3],
      ],
      swap: { pending: [0, 1, 2, 3], offered: null, skipped: false },
    });
    const { action } = decide(observe(createBot('hard', 0, 'swap'), view, []), view);
    expect(action).toEqual({ type: 'swap', value: 5 });
  });
});
