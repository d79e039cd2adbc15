import { applyAction, legalActions } from '../../shared/engine';
import type { Action, GameEvent, GameState } from '../../shared/engine/types';

/** The tests' player: seeded choices of legal moves, and plans of moves made ahead (either harness). */

/** A small seeded generator, so a test's choice of moves is reproducible. */
export function chooser(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/**
 * The test's player: seeks a trio with the true state (depth 3), else a random legal action, so
 * games end in tens of moves rather than hundreds.
 */
export function chooseAction(state: GameState, seat: number, pick: (n: number) => number): Action {
  const options = legalActions(state, seat);
  if (state.phase === 'play') {
    for (const action of options)
      if (leadsToTrio(state, seat, action, 3 - state.revealed.length)) return action;
  }
  const action = options[pick(options.length)];
  if (!action) throw new Error('no legal action');
  return action;
}

function leadsToTrio(state: GameState, seat: number, action: Action, depth: number): boolean {
  const result = applyAction(state, seat, action);
  if (!result.ok) return false;
  if (result.events.some((e) => e.type === 'trio_collected')) return true;
  if (depth <= 1 || result.state.turn !== seat || result.state.revealed.length === 0) return false;
  return legalActions(result.state, seat).some((next) => leadsToTrio(result.state, seat, next, depth - 1));
}

/** Seats that must act now (the seat to play, or every seat still deciding in a swap). */
export function actors(state: GameState): number[] {
  if (state.phase === 'play') return [state.turn];
  if (state.phase !== 'swap' || !state.swap) return [];
  return state.swap.choices.flatMap((c, seat) => (c?.kind === 'deciding' ? [seat] : []));
}

/** One move of a plan: who makes it, what, and the engine's answer. */
export interface PlannedMove {
  seat: number;
  action: Action;
  events: GameEvent[];
  state: GameState;
}

/**
 * The first `count` moves `chooseAction` makes with `chooser(seed)` from `start` (the seat to
 * play, or in a swap the first seat still deciding), or null when the game would end within them.
 * The same seed then makes the same moves in the room.
 */
export function planMoves(start: GameState, count: number, seed: number): PlannedMove[] | null {
  const pick = chooser(seed);
  const moves: PlannedMove[] = [];
  let state = start;
  while (moves.length < count) {
    const seat = actors(state)[0];
    if (seat === undefined) return null;
    const action = chooseAction(state, seat, pick);
    const result = applyAction(state, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    if (result.state.phase === 'over') return null;
    moves.push({ seat, action, events: result.events, state: result.state });
    state = result.state;
  }
  return moves;
}
