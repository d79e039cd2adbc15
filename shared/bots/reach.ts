import type { CardValue } from '../engine/types';

/**
 * Adds to `count` (indexed by value) the known copies reachable from the ends of one hand: the run
 * of equal known values at its lowest end, and the one at its highest end (a run never counted
 * twice). `cards`: the hand lowest first, `null` for an unknown card.
 */
export function addEndRuns(count: number[], cards: readonly (CardValue | null)[]): void {
  let i = 0;
  while (i < cards.length && cards[i] !== null && cards[i] === cards[0]) i++;
  const low = cards[0];
  if (low !== null && low !== undefined) count[low] = (count[low] ?? 0) + i;
  let j = cards.length - 1;
  while (j >= i && cards[j] !== null && cards[j] === cards[cards.length - 1]) j--;
  const high = cards[cards.length - 1];
  if (high !== null && high !== undefined) count[high] = (count[high] ?? 0) + (cards.length - 1 - j);
}
