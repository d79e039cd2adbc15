import { fail } from './errors';
import { applyReveal } from './reveal';
import { applySwapDecision } from './swap';
import { type Action, type ActionResult, ENGINE_ERRORS, type GameState, type Seat } from './types';

/**
 * Whether `action` has the shape of an `Action` (types only; whether it is legal is checked later).
 * Numbers out of range (a slot 99, a seat −1, a value 13) are well-formed: they get the specific
 * code (`not_revealable`, `not_in_hand`), not `invalid_action`.
 */
function isAction(action: unknown): action is Action {
  if (typeof action !== 'object' || action === null) return false;
  const a = action as { type?: unknown; target?: unknown; value?: unknown };
  if (a.type === 'skip_swap') return true;
  if (a.type === 'swap') return typeof a.value === 'number';
  if (a.type !== 'reveal' || typeof a.target !== 'object' || a.target === null) return false;
  const t = a.target as { kind?: unknown; slot?: unknown; seat?: unknown; end?: unknown };
  if (t.kind === 'center') return typeof t.slot === 'number';
  return t.kind === 'hand' && typeof t.seat === 'number' && (t.end === 'lowest' || t.end === 'highest');
}

/**
 * Applies one seat's action and returns the next state with the public events it caused, or an
 * error with the input state unchanged. Never throws for bad input and never mutates its inputs.
 * `seat` is the acting seat (the server takes it from the authenticated socket).
 *
 * Checked in this order: `engine/invalid_action` (not an Action's shape), `engine/invalid_seat`,
 * `engine/game_over`, then the action's own rules (`wrong_phase`, `not_your_turn`, …).
 */
export function applyAction(state: GameState, seat: Seat, action: Action): ActionResult {
  if (!isAction(action)) return fail(ENGINE_ERRORS.invalidAction);
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.config.players)
    return fail(ENGINE_ERRORS.invalidSeat);
  if (state.phase === 'over') return fail(ENGINE_ERRORS.gameOver);
  if (action.type === 'reveal') return applyReveal(state, seat, action.target);
  return applySwapDecision(state, seat, action.type === 'swap' ? action.value : null);
}
