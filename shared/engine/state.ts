import type { CardValue, GameState, LastTurn, Phase, Reveal, Seat, SwapState, Winner } from './types';

/**
 * What a move sets in the state that follows: every field but the four fixed at the deal
 * (`config`, `teams`, `seed`, `rng`). All are required, so no call site can forget one.
 */
export interface StateChange {
  phase: Phase;
  turn: Seat;
  hands: CardValue[][];
  center: (CardValue | null)[];
  revealed: Reveal[];
  trios: CardValue[][];
  swap: SwapState | null;
  lastTurn: LastTurn | null;
  winner: Winner | null;
}

/**
 * Builds the state that follows `prev`. Every state after `createGame` is made here, with the
 * fields written in one fixed order, so V8 keeps a single object shape (docs/design.md,
 * Performance: several times faster than spreads). `config`, `teams`, `seed` and `rng` never change after
 * the deal and are shared with `prev`.
 */
export function nextState(prev: GameState, change: StateChange): GameState {
  return {
    config: prev.config,
    phase: change.phase,
    turn: change.turn,
    hands: change.hands,
    center: change.center,
    revealed: change.revealed,
    trios: change.trios,
    teams: prev.teams,
    swap: change.swap,
    lastTurn: change.lastTurn,
    winner: change.winner,
    seed: prev.seed,
    rng: prev.rng,
  };
}

/**
 * The state between turns of a team game: only the phase, the hands and the swap bookkeeping
 * change (the turn, center, reveals, trios and last turn stand). Phase `swap` with `swap` set, or
 * `play` with `swap` null (docs/rules.md, Team variant).
 */
export function swapStep(
  prev: GameState,
  step: { phase: 'swap' | 'play'; hands: CardValue[][]; swap: SwapState | null },
): GameState {
  return nextState(prev, {
    phase: step.phase,
    turn: prev.turn,
    hands: step.hands,
    center: prev.center,
    revealed: prev.revealed,
    trios: prev.trios,
    swap: step.swap,
    lastTurn: prev.lastTurn,
    winner: null,
  });
}

/** A new ascending hand: `hand` with `value` inserted in order. */
export function insertSorted(hand: readonly CardValue[], value: CardValue): CardValue[] {
  let i = 0;
  while (i < hand.length && hand[i]! < value) i++;
  const out = hand.slice(0, i);
  out.push(value);
  for (let j = i; j < hand.length; j++) out.push(hand[j]!);
  return out;
}

/** A new hand: `hand` without its first card of `value` (the caller checked it is there). */
export function removeValue(hand: readonly CardValue[], value: CardValue): CardValue[] {
  const i = hand.indexOf(value);
  return hand.slice(0, i).concat(hand.slice(i + 1));
}

/** The seat that plays after `seat` (clockwise). */
export function nextSeat(state: GameState, seat: number): number {
  return (seat + 1) % state.config.players;
}
