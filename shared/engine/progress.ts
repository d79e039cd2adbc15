import { isConnected } from './connected';
import type { CardValue, GameConfig } from './types';

/**
 * How far a seat (or a team, whose trios are pooled) is from a win by trios, from public facts
 * only: for the table to show "2 of 3 trios" or which collected trio still lacks a connected
 * partner (docs/rules.md, Winning). Display only; the engine's win check is the rule. Its own module,
 * so a client that shows it can fetch it with the part that does.
 */
export interface TrioProgress {
  /** Trios collected: counts toward three trios (simple, or spicy with `spicyThreeTrios`); else null. */
  count: number | null;
  /**
   * Spicy only (else null): each collected trio, lowest value first, with the values connected
   * to it that nobody has collected yet (`free`, ascending; empty when none is left to collect).
   */
  partners: { value: CardValue; free: CardValue[] }[] | null;
}

const VALUES: CardValue[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * `mine`: the trios of the seat (or team) asked about; `all`: every seat's trios (`PlayerView.trios`),
 * `mine` among them. A value anyone has collected has no copy left, so it is never `free`.
 */
export function trioProgress(
  config: Pick<GameConfig, 'mode' | 'spicyThreeTrios'>,
  mine: readonly CardValue[],
  all: readonly (readonly CardValue[])[],
): TrioProgress {
  const spicy = config.mode === 'spicy';
  const taken = new Set(all.flat());
  return {
    count: !spicy || config.spicyThreeTrios ? mine.length : null,
    partners: spicy
      ? [...mine]
          .sort((a, b) => a - b)
          .map((value) => ({ value, free: VALUES.filter((p) => isConnected(value, p) && !taken.has(p)) }))
      : null,
  };
}
