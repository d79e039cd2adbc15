import { isFaceUp } from './reveal';
import { centerReveal, handReveal } from './targets';
import type { Action, CardValue, GameState, Seat } from './types';

/**
 * Every action `seat` may take now (docs/rules.md, A turn and Team variant), for bots and random play:
 * - phase `play`, the active seat: each face-down center slot not yet face up this turn, then for
 *   every non-empty hand (seat order) its `lowest` and `highest` card. With one card left both ends
 *   name the **same card**, so only `lowest` is listed (`applyAction` still accepts `highest`). Two
 *   equal cards at both ends are different cards and stay two actions.
 * - phase `swap`, a seat still deciding: one `swap` per distinct value in its hand, then `skip_swap`.
 * - anything else (another seat's turn, a decided seat, game over, an invalid seat): `[]`.
 * The list is new on every call; the reveal actions in it are shared, frozen objects (bots and
 * random play call this once a move, and building them anew was a quarter of random play's time).
 */
export function legalActions(state: GameState, seat: Seat): Action[] {
  const actions: Action[] = [];
  if (state.phase === 'play') {
    if (seat !== state.turn) return actions;
    const center = state.center;
    for (let slot = 0; slot < center.length; slot++) {
      if (center[slot] !== null && !isFaceUp(state.revealed, slot)) actions.push(centerReveal(slot));
    }
    const hands = state.hands;
    for (let s = 0; s < hands.length; s++) {
      const size = hands[s]!.length;
      if (size === 0) continue;
      actions.push(handReveal(s, 'lowest'));
      if (size > 1) actions.push(handReveal(s, 'highest'));
    }
    return actions;
  }
  if (state.phase === 'over') return actions;
  const choice = state.swap!.choices[seat];
  if (choice === undefined || choice === null || choice.kind !== 'deciding') return actions;
  let previous: CardValue | 0 = 0;
  for (const value of state.hands[seat]!) {
    if (value !== previous) actions.push({ type: 'swap', value });
    previous = value;
  }
  actions.push({ type: 'skip_swap' });
  return actions;
}
