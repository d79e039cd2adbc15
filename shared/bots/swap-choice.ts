import { isConnected } from '../engine/connected';
import { partnerOf, teamOf } from '../engine/queries';
import type { CardValue, PlayerView } from '../engine/types';
import type { BotLevel } from '../protocol';
import type { BotMemory } from './memory';
import { drawIndex, type RngCursor } from './rng';
import { teamTrios } from './value';

/**
 * The card a bot offers its partner in a team swap (docs/rules.md, Team variant), or null to decline.
 * Every level keeps its pairs and gives a single: `easy` any card, `normal` a random single,
 * `hard` the single its partner seems to collect (known or believed in their hand, or connected
 * to the team's trios in spicy, the house option spicyThreeTrios included), else its loneliest
 * single.
 */
export function chooseSwap(
  memory: BotMemory,
  view: PlayerView,
  level: BotLevel,
  cursor: RngCursor,
): CardValue | null {
  const hand = view.hand ?? [];
  if (hand.length === 0) return null;
  if (level === 'easy') return hand[drawIndex(cursor, hand.length)] ?? null;
  const counts = new Array<number>(13).fill(0);
  for (const v of hand) counts[v] = (counts[v] ?? 0) + 1;
  const singles = hand.filter((v) => counts[v] === 1);
  const candidates = singles.length > 0 ? singles : hand.filter((v) => counts[v] === 2);
  const pool = candidates.length > 0 ? candidates : hand;
  if (level === 'normal') return pool[drawIndex(cursor, pool.length)] ?? null;
  const partner = partnerOf(view, memory.seat);
  const theirs = partner === null ? undefined : memory.hands[partner];
  const believed = [...(theirs?.cards ?? []), ...(theirs?.loose ?? [])];
  const trios = teamTrios(view, teamOf(view, memory.seat));
  let best: CardValue | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const v of pool) {
    let sc = -(counts[v] ?? 0);
    sc += 1.5 * believed.filter((b) => b === v).length;
    // Two connected trios win in spicy, with or without the house option spicyThreeTrios. Three
    // trios of any kind (simple, or spicy under the option) favour no value: the partner's believed
    // cards above already count for that goal.
    if (view.config.mode === 'spicy' && trios.some((t) => isConnected(t, v))) sc += 0.5;
    if (v === 7) sc -= 0.25;
    if (sc > bestScore) {
      best = v;
      bestScore = sc;
    }
  }
  return best;
}
