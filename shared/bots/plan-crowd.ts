import type { CardValue, Target } from '../engine/types';
import { type Board, knownFirst, positionAt, type Source, VALUES } from './board';
import { type Chances, chances, decideFirstReveal, restChance } from './plan-explore';
import { knownReach } from './plan-normal';
import type { RngCursor } from './rng';
import { trioWorths } from './value';
import { sampleWorlds, UNLIKELY, type Worlds } from './worlds';

/**
 * The `hard` policy in simple games of five or more players (issue 5). Short hands and four
 * opponents acting between two of its turns make the one-turn search of `plan-hard.ts` no better
 * than a plan on marginal chances there; hard also reads the others' play (`observe.ts`: a hunter
 * held none of the hunted value at its ends, a mismatched turn had no reachable trio). Its worlds
 * are sampled with those readings, and it plans on the chances those worlds give: start a known
 * trio; else the unknown card likeliest to start a worthy trio (`decideFirstReveal`); then a known
 * copy, else the card that gives the best chance of finishing the trio.
 */

/** Worlds sampled per decision (marginal chances only: no search, so no small-sample optimism). */
export const CROWD_SAMPLES = 200;

/** The chances of `chances()` (one source's next card, and the one after) counted in sampled worlds. */
export function worldChances(board: Board, worlds: Worlds, known: Chances): Chances {
  const first = known.first.slice();
  const second = known.second.slice();
  const spotAt = new Map<number, number>();
  worlds.spots.forEach((s, i) => {
    spotAt.set((s.line + 1) * 64 + s.idx, i);
  });
  const k = worlds.samples.length;
  const c1 = new Array<number>(13);
  const c2 = new Array<number>(13);
  board.sources.forEach((s, t) => {
    if (known.hidden[t] !== 1) return;
    let i1: number | undefined;
    let i2: number | undefined;
    if (s.kind === 'center') i1 = spotAt.get(s.slot);
    else {
      const li = board.lines.indexOf(s.line);
      i1 = spotAt.get((li + 1) * 64 + positionAt(s.line, s.end, 0));
      const p2 = positionAt(s.line, s.end, 1);
      if (p2 >= 0) i2 = spotAt.get((li + 1) * 64 + p2);
    }
    if (i1 === undefined || k === 0) return;
    c1.fill(0);
    c2.fill(0);
    for (const a of worlds.samples) {
      const v = a[i1] ?? 0;
      c1[v] = (c1[v] ?? 0) + 1;
      if (i2 !== undefined && a[i2] === v) c2[v] = (c2[v] ?? 0) + 1;
    }
    const o = t * 13;
    for (let x = 1; x <= 12; x++) {
      first[o + x] = (c1[x] ?? 0) / k;
      // The card after: one pseudo-count of the closed-form estimate keeps rare values sane.
      if (i2 !== undefined) second[o + x] = ((c2[x] ?? 0) + (known.second[o + x] ?? 0)) / ((c1[x] ?? 0) + 1);
    }
  });
  return { first, second, hidden: known.hidden };
}

/** The hard bot's reveal with five or more players; `cursor` drives the world sampling. */
export function decideCrowded(board: Board, cursor: RngCursor): Target | undefined {
  const sources = board.sources;
  const worth = trioWorths(board.view, board.me);
  const closed = chances(board, VALUES);
  const worlds = sampleWorlds(board, CROWD_SAMPLES, cursor, UNLIKELY);
  const c = worlds === null ? closed : worldChances(board, worlds, closed);
  const revealed = board.view.revealed;
  if (revealed.length > 0) {
    const x = revealed[0]?.value ?? 1;
    const need = 3 - revealed.length;
    const known = sources.find((s) => knownFirst(s) === x);
    if (known !== undefined) return known.target;
    // Hunting: the unknown card with the best chance of finishing the trio (not just of matching).
    let best: Source | undefined;
    let bestScore = Number.NEGATIVE_INFINITY;
    sources.forEach((s, t) => {
      if (c.hidden[t] !== 1) return;
      const p = c.first[t * 13 + x] ?? 0;
      const sc = need <= 1 ? p : p * restChance(board, c, x, 1, t, 1);
      if (sc + 1e-9 * p > bestScore) {
        best = s;
        bestScore = sc + 1e-9 * p;
      }
    });
    return (best ?? sources[0])?.target;
  }
  // A trio it knows it can reach: the worthiest.
  let trio: CardValue | null = null;
  for (const x of VALUES)
    if (knownReach(board, x) >= 3 && (trio === null || (worth[x] ?? 0) > (worth[trio] ?? 0))) trio = x;
  if (trio !== null) {
    const start = sources.find((s) => knownFirst(s) === trio);
    if (start !== undefined) return start.target;
  }
  return decideFirstReveal(board, worth, c) ?? sources[0]?.target;
}
