import { isFaceUp } from './reveal';
import type { Action, CardValue, GameState, Seat } from './types';

/**
 * Every action `seat` may take now (RULES.md, A turn and Team variant), for bots and random play:
 * - phase `play`, the active seat: each face-down center slot not yet face up this turn, then for
 *   every non-empty hand (seat order) its `lowest` and `highest` card. With one card left both ends
 *   name the **same card**, so only `lowest` is listed (`applyAction` still accepts `highest`). Two
 *   equal cards at both ends are different cards and stay two actions.
 * - phase `swap`, a seat still deciding: one `swap` per distinct value in its hand, then `skip_swap`.
 * - anything else (another seat's turn, a decided seat, game over, an invalid seat): `[]`.
 */
export function legalActions(state: GameState, seat: Seat): Action[] {
  const actions: Action[] = [];
  if (state.phase === 'play') {
    if (seat !== state.turn) return actions;
    const center = state.center;
    for (let slot = 0; slot < center.length; slot++) {
      if (center[slot] !== null && !isFaceUp(state.revealed, slot)) {
        actions.push({ type: 'reveal', target: { kind: 'center', slot } });
      }
    }
    const hands = state.hands;
    for (let s = 0; s < hands.length; s++) {
      const size = hands[s]!.length;
      if (size === 0) continue;
      actions.push({ type: 'reveal', target: { kind: 'hand', seat: s, end: 'lowest' } });
      if (size > 1) actions.push({ type: 'reveal', target: { kind: 'hand', seat: s, end: 'highest' } });
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
