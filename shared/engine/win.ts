import { isConnected } from './connected';
import { teamOf } from './queries';
import type { CardValue, GameState, Seat, Winner } from './types';

/**
 * Whether the trio of `value` just collected by `seat` wins, and for whom (docs/rules.md, Winning —
 * checked the moment a trio is collected). The 7s win in every mode; otherwise simple needs 3 trios
 * and spicy 2 connected trios, or also 3 trios of any kind under the house option
 * `spicyThreeTrios`, pooled across partners in a team game. `trios` already holds the new trio.
 * Where a spicy collection both connects and makes three, the reason is `connected_trios` (the
 * official rule's win).
 */
export function findWinner(
  state: GameState,
  trios: CardValue[][],
  seat: Seat,
  value: CardValue,
): Winner | null {
  const seats = teamOf(state, seat);
  if (value === 7) return { seats, reason: 'trio_of_sevens' };
  const pooled: CardValue[] = [];
  for (const s of seats) pooled.push(...trios[s]!);
  if (state.config.mode === 'simple') return pooled.length >= 3 ? { seats, reason: 'three_trios' } : null;
  for (let i = 0; i < pooled.length; i++) {
    for (let j = i + 1; j < pooled.length; j++) {
      if (isConnected(pooled[i]!, pooled[j]!)) return { seats, reason: 'connected_trios' };
    }
  }
  return state.config.spicyThreeTrios && pooled.length >= 3 ? { seats, reason: 'three_trios' } : null;
}
