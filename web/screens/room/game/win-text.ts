import { isConnected } from '../../../../shared/engine/connected';
import type { CardValue, PlayerView } from '../../../../shared/engine/types';
import { messages, overMessages } from '../../../state/i18n';

/**
 * Why a game was won, in words, and which of the winner's trios made the win: the trio of 7s, the
 * connected pair (spicy), or the three trios (simple, or spicy under the three-trios house rule),
 * in the page's language.
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

/** "Two connected trios: 3 and 4 (3 + 4 = 7)" / "… 1 and 8 (8 − 1 = 7)". */
function connectedText(a: number, b: number): string {
  const [lo = 0, hi = 0] = [a, b].sort(byValue);
  const t = messages.value;
  const k = overMessages.value;
  const sum = lo + hi === 7 ? `${lo} + ${hi} = 7` : `${hi} − ${lo} = 7`;
  return k.winConnected({ pair: t.list([String(lo), String(hi)]), sum });
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
    return { trios: sorted, winning: [7], sentence: overMessages.value.winSevens };
  if (winner.reason === 'connected_trios') {
    const pair = connectedPair(sorted, lastTrio(view));
    if (pair) return { trios: sorted, winning: pair, sentence: connectedText(...pair) };
  }
  return {
    trios: sorted,
    winning: sorted,
    sentence: overMessages.value.winThree(messages.value.list(sorted.map(String))),
  };
}
