import type { Action, Target } from '../../../shared/engine/types';
import type { LearnMessages } from '../../../shared/i18n';
import type { LocalGame } from '../../local/LocalSocket';

/**
 * The guided first game (`/learn`): a fixed deal at a table of three (you at seat 0, two computer
 * players), the computers' moves written out, and what each step asks the player to tap and why.
 * Three turns of yours: a mismatch (a hand's lowest card, then a center card), a trio of 4s (your
 * own lowest, a computer's lowest, a center card, each seen before), and the trio of 7s, which
 * wins at once (docs/rules.md, Winning). The computers only turn cards that teach something.
 */

const hand = (seat: number, end: 'lowest' | 'highest'): Target => ({ kind: 'hand', seat, end });
const center = (slot: number): Target => ({ kind: 'center', slot });
const reveal = (target: Target): Action => ({ type: 'reveal', target });

export const LESSON: LocalGame = {
  config: { players: 3, mode: 'simple', teams: false, log: 'open', spicyThreeTrios: false, turnTimer: 'off' },
  bots: ['easy', 'easy'],
  deal: {
    hands: [
      [4, 5, 6, 8, 9, 10, 10, 11, 12],
      [2, 2, 2, 3, 3, 5, 6, 12, 12],
      [4, 5, 6, 8, 8, 9, 10, 11, 11],
    ],
    center: [9, 1, 7, 1, 4, 1, 7, 3, 7],
  },
  firstSeat: 0,
  script: [
    // Bot 2: a 4 and a 7 in the center. Bot 3: its own lowest, a 4, and another 7.
    reveal(center(4)),
    reveal(center(2)),
    reveal(hand(2, 'lowest')),
    reveal(center(6)),
    // After your trio of 4s: Bot 2 finds the last 7; Bot 3 shows two highest cards.
    reveal(center(8)),
    reveal(hand(1, 'highest')),
    reveal(hand(0, 'highest')),
    reveal(hand(2, 'highest')),
  ],
};

/** One step of the lesson: its words and, when the player is to tap, the card. */
export interface Step {
  text: (t: LearnMessages, names: { bot2: string; bot3: string }) => string;
  /** The card to tap (`Card`'s `data-target`), or none: the player reads, or watches. */
  target?: string;
}

const key = (target: Target) =>
  target.kind === 'center' ? `center:${target.slot}` : `hand:${target.seat}:${target.end}`;

/** The steps at the table, by the game's version (moves so far): the deal is version 0. */
const AT_VERSION: [number, Step][] = [
  [0, { text: (t, n) => t.askLowest(n.bot2), target: key(hand(1, 'lowest')) }],
  [1, { text: (t, n) => t.turnCenter({ bot2: n.bot2, value: 2 }), target: key(center(0)) }],
  [2, { text: (t) => t.mismatch({ first: 2, second: 9 }) }],
  [6, { text: (t) => t.ownLowest, target: key(hand(0, 'lowest')) }],
  [7, { text: (t, n) => t.askAgain(n.bot3), target: key(hand(2, 'lowest')) }],
  [8, { text: (t) => t.lastFour, target: key(center(4)) }],
  [9, { text: (t) => t.trio }],
  [13, { text: (t) => t.sevens, target: key(center(2)) }],
  [14, { text: (t) => t.secondSeven, target: key(center(6)) }],
  [15, { text: (t) => t.lastSeven, target: key(center(8)) }],
];

/** The intro before the deal is played, then the table's steps, then the end: what `stepOf` counts. */
export const STEPS = AT_VERSION.length + 2;

/**
 * The step at `version`: its number (from 1, the intro; `STEPS` is the end) and the step. A step
 * that asks nothing (a mismatch, a trio) stays while the computers play, up to your next turn.
 */
export function stepAt(version: number): { n: number; step: Step } {
  let found = 0;
  AT_VERSION.forEach(([from], i) => {
    if (version >= from) found = i;
  });
  const [, step] = AT_VERSION[found] ?? [0, { text: (t: LearnMessages) => t.watch }];
  return { n: found + 2, step };
}
