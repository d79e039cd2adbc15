import type { Action, HandEnd, Target } from './types';

/**
 * Every target and reveal action a game can have, built once and frozen (at most 9 slots, 6 seats):
 * states, events and `legalActions` lists share them instead of allocating their own, which is
 * safe because the engine's data is immutable (docs/design.md, The engine).
 */

const SLOTS = 9;
const SEATS = 6;

const CENTER: readonly Target[] = Array.from({ length: SLOTS }, (_, slot) =>
  Object.freeze({ kind: 'center' as const, slot }),
);
const HAND: readonly { lowest: Target; highest: Target }[] = Array.from({ length: SEATS }, (_, seat) => ({
  lowest: Object.freeze({ kind: 'hand' as const, seat, end: 'lowest' as const }),
  highest: Object.freeze({ kind: 'hand' as const, seat, end: 'highest' as const }),
}));
const reveal = (target: Target): Action => Object.freeze({ type: 'reveal' as const, target });
const CENTER_REVEALS = CENTER.map(reveal);
const HAND_REVEALS = HAND.map((ends) => ({ lowest: reveal(ends.lowest), highest: reveal(ends.highest) }));

/** The frozen target of center `slot` (an integer 0..8). */
export function centerTarget(slot: number): Target {
  return CENTER[slot]!;
}

/** The frozen target of one end of `seat`'s hand (an integer 0..5). */
export function handTarget(seat: number, end: HandEnd): Target {
  return HAND[seat]![end];
}

/** The frozen action revealing center `slot` (0..8). */
export function centerReveal(slot: number): Action {
  return CENTER_REVEALS[slot]!;
}

/** The frozen action revealing one end of `seat`'s hand (0..5). */
export function handReveal(seat: number, end: HandEnd): Action {
  return HAND_REVEALS[seat]![end];
}
