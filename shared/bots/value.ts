import { isConnected } from '../engine/connected';
import { teamOf } from '../engine/queries';
import type { CardValue, PlayerView, Seat } from '../engine/types';
import { VALUES } from './board';

/**
 * What collecting a trio is worth, on a scale where winning the game is 1 (docs/rules.md, Winning):
 * the 7s and a game-winning trio are 1; other trios are progress, more when the trios still
 * collectable can finish the win (spicy: connected values not yet taken), plus the worth of
 * denying a value that would win for another team. A spicy game under the house option
 * `spicyThreeTrios` has either goal: a trio is worth what it does for the better of the two.
 */

/**
 * The worth of denying a rival team the value that would win it the game, by how many rival teams
 * there are: with one or two, taking that value away decides a lot; with four or more, the others
 * keep racing and one value denied to one of them rarely changes who wins, while chasing it costs
 * the bot its own progress (issue 5: hard vs 4 normal, 2,000 games, seed p1: spicy 49.6 → 52.3 %,
 * simple 61.7 → 62.1 %; 0 instead of 0.1 does no better).
 */
export const DENIAL = { few: 0.45, many: 0.1 } as const;

/** The trios a team holds, pooled. */
export function teamTrios(view: PlayerView, team: readonly Seat[]): CardValue[] {
  return team.flatMap((s) => view.trios[s] ?? []);
}

/**
 * Whether three trios of any kind win this game: in simple, and in spicy under the house option
 * `spicyThreeTrios` (docs/rules.md, Winning). Such a spicy game has either goal: three trios, or two
 * connected ones.
 */
export function threeTriosWin(view: PlayerView): boolean {
  return view.config.mode === 'simple' || view.config.spicyThreeTrios;
}

/** Whether collecting x wins at once for a team holding `trios`. */
export function winsWith(view: PlayerView, trios: readonly CardValue[], x: CardValue): boolean {
  if (x === 7) return true;
  if (threeTriosWin(view) && trios.length >= 2) return true;
  return view.config.mode === 'spicy' && trios.some((t) => isConnected(t, x));
}

/** Per value (index), the worth of collecting it for `seat`'s team. Index 0 unused. */
export function trioWorths(view: PlayerView, seat: Seat): number[] {
  const mine = teamOf(view, seat);
  const taken = new Set<number>(view.trios.flat());
  const others: CardValue[][] = [];
  for (let s = 0; s < view.trios.length; s++) {
    if (mine.includes(s)) continue;
    const team = teamOf(view, s);
    if (team[0] === s) others.push(teamTrios(view, team));
  }
  const own = teamTrios(view, mine);
  const w = new Array<number>(13).fill(0);
  for (let x = 1 as CardValue; x <= 12; x = (x + 1) as CardValue) {
    if (taken.has(x)) continue;
    if (winsWith(view, own, x)) {
      w[x] = 1;
      continue;
    }
    let worth = 0;
    if (threeTriosWin(view)) worth = own.length === 0 ? 0.22 : 0.35;
    if (view.config.mode === 'spicy') {
      let open = 0;
      for (const y of VALUES) if (isConnected(x, y) && !taken.has(y)) open++;
      // Either goal (spicy under the house option): the trio is worth what it does for the better one.
      worth = Math.max(worth, 0.1 + 0.09 * open);
    }
    if (others.some((t) => winsWith(view, t, x))) worth += others.length >= 4 ? DENIAL.many : DENIAL.few;
    w[x] = worth;
  }
  return w;
}

/** Per value, the worth to the best-placed opponent of `seat` of collecting it (for leak costs). */
export function rivalWorths(view: PlayerView, seat: Seat): number[] {
  const mine = teamOf(view, seat);
  const w = new Array<number>(13).fill(0);
  for (let s = 0; s < view.trios.length; s++) {
    if (mine.includes(s)) continue;
    const theirs = trioWorths(view, s);
    for (let x = 1; x <= 12; x++) w[x] = Math.max(w[x] ?? 0, theirs[x] ?? 0);
  }
  return w;
}

/**
 * Whether another team is one trio from winning (docs/rules.md, Winning): a value other than the 7s,
 * not yet collected, would win for it (simple, or spicy under `spicyThreeTrios`: it holds 2
 * trios; spicy: a trio with a connected value still to collect).
 */
export function rivalOneTrioFromWin(view: PlayerView, seat: Seat): boolean {
  const mine = teamOf(view, seat);
  const taken = new Set<number>(view.trios.flat());
  for (let s = 0; s < view.trios.length; s++) {
    if (mine.includes(s)) continue;
    const trios = teamTrios(view, teamOf(view, s));
    if (trios.length === 0) continue;
    for (const x of VALUES) if (x !== 7 && !taken.has(x) && winsWith(view, trios, x)) return true;
  }
  return false;
}
