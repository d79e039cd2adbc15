import { isConnected } from '../../../../shared/engine/connected';
import type { CardValue, PlayerView } from '../../../../shared/engine/types';

/**
 * Why a game was won, in words, and which of the winner's trios made the win: the trio of 7s, the
 * connected pair (spicy), or the three trios (simple).
 */

export interface WinStory {
  /** Every trio of the winner (their team's, pooled), lowest value first. */
  trios: CardValue[];
  /** The trios that made the win. */
  winning: CardValue[];
  /** "Two connected trios: 3 and 4 (3 + 4 = 7)". */
  sentence: string;
}

const byValue = (a: number, b: number) => a - b;

/** "3 and 4 (3 + 4 = 7)" / "1 and 8 (8 − 1 = 7)". */
function pairText(a: number, b: number): string {
  const [lo, hi] = [a, b].sort(byValue);
  return lo !== undefined && hi !== undefined && lo + hi === 7
    ? `${lo} and ${hi} (${lo} + ${hi} = 7)`
    : `${lo} and ${hi} (${hi} − ${lo} = 7)`;
}

/** "2, 5 and 9". */
export function listText(values: number[]): string {
  if (values.length < 2) return values.join('');
  return `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;
}

/** The last trio collected (the one that ended the game), if the view still shows it. */
function lastTrio(view: PlayerView): CardValue | null {
  const last = view.lastTurn;
  return last?.outcome === 'trio' ? (last.revealed[0]?.value ?? null) : null;
}

function connectedPair(trios: CardValue[], last: CardValue | null): [CardValue, CardValue] | null {
  const pairs: [CardValue, CardValue][] = [];
  for (const a of trios) for (const b of trios) if (a < b && isConnected(a, b)) pairs.push([a, b]);
  return pairs.find((p) => last !== null && p.includes(last)) ?? pairs[0] ?? null;
}

/** The story of a finished game, from the winner's pooled trios. */
export function winStory(view: PlayerView, trios: CardValue[]): WinStory | null {
  const winner = view.winner;
  if (!winner) return null;
  const sorted = [...trios].sort(byValue);
  if (winner.reason === 'trio_of_sevens')
    return { trios: sorted, winning: [7], sentence: 'The trio of 7s wins at once.' };
  if (winner.reason === 'connected_trios') {
    const pair = connectedPair(sorted, lastTrio(view));
    if (pair) return { trios: sorted, winning: pair, sentence: `Two connected trios: ${pairText(...pair)}.` };
  }
  return { trios: sorted, winning: sorted, sentence: `Three trios: ${listText(sorted)}.` };
}
