import type { CardValue, GameState, LastTurn, Phase, Reveal, SwapState, Winner } from './types';

/**
 * Builds the state that follows `prev`. Every state after `createGame` is made here, with the
 * fields in one fixed order, so V8 keeps a single object shape (DESIGN.md, performance note).
 * `config`, `teams`, `seed` and `rng` never change after the deal and are shared.
 */
export function nextState(
  prev: GameState,
  phase: Phase,
  turn: number,
  hands: CardValue[][],
  center: (CardValue | null)[],
  revealed: Reveal[],
  trios: CardValue[][],
  swap: SwapState | null,
  lastTurn: LastTurn | null,
  winner: Winner | null,
): GameState {
  return {
    config: prev.config,
    phase,
    turn,
    hands,
    center,
    revealed,
    trios,
    teams: prev.teams,
    swap,
    lastTurn,
    winner,
    seed: prev.seed,
    rng: prev.rng,
  };
}

/**
 * The state between turns of a team game: only the phase, the hands and the swap bookkeeping
 * change (the turn, center, reveals, trios and last turn stand). Phase `swap` with `swap` set, or
 * `play` with `swap` null (RULES.md, Team variant).
 */
export function swapStep(
  prev: GameState,
  phase: 'swap' | 'play',
  hands: CardValue[][],
  swap: SwapState | null,
): GameState {
  return nextState(
    prev,
    phase,
    prev.turn,
    hands,
    prev.center,
    prev.revealed,
    prev.trios,
    swap,
    prev.lastTurn,
    null,
  );
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
