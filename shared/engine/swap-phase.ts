import { swapStep } from './state';
import type { GameEvent, GameState, Seat, SwapChoice } from './types';

const DECIDING: SwapChoice = Object.freeze({ kind: 'deciding' });

/**
 * After the deal (`collector` null) or after a trio collected by `collector` (game not over), opens
 * a swap phase for every team that may swap: every team at the deal, every **other** team after a
 * trio, and never a team with an empty-handed partner (house rule). If no team may swap, the next
 * turn starts at once. Appends `swap_started` or `turn_started` to `events`
 * (docs/rules.md, Team variant).
 */
export function openSwap(
  state: GameState,
  teams: Seat[][],
  collector: Seat | null,
  events: GameEvent[],
): GameState {
  const choices: (SwapChoice | null)[] = new Array<SwapChoice | null>(state.config.players).fill(null);
  const swapping: Seat[][] = [];
  for (const team of teams) {
    if (collector !== null && team.includes(collector)) continue;
    if (team.every((seat) => state.hands[seat]!.length > 0)) {
      swapping.push(team.slice());
      for (const seat of team) choices[seat] = DECIDING;
    }
  }
  if (swapping.length === 0) {
    events.push({ type: 'turn_started', seat: state.turn });
    return swapStep(state, { phase: 'play', hands: state.hands, swap: null });
  }
  events.push({ type: 'swap_started', teams: swapping });
  return swapStep(state, { phase: 'swap', hands: state.hands, swap: { choices } });
}
