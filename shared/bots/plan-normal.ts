import type { CardValue, Target } from '../engine/types';
import { type Board, knownFirst, positionAt, type Source, VALUES } from './board';
import { decideFirstReveal } from './plan-explore';
import { seqProbs } from './prob';
import { drawIndex, type RngCursor } from './rng';
import { trioWorths } from './value';

/**
 * How many copies of x the bot can reach for sure, in order: known center slots, and the run of
 * known x cards at each end of each hand (a run can be revealed card after card).
 */
export function knownReach(board: Board, x: CardValue): number {
  let n = 0;
  for (const s of board.sources) {
    if (s.kind === 'center') {
      if (s.known === x) n++;
      continue;
    }
    const left = s.line.full.length - s.line.lo - s.line.hi;
    let run = 0;
    for (let step = 0; step < left; step++) {
      if (s.line.full[positionAt(s.line, s.end, step)] !== x) break;
      run++;
    }
    // The two ends of one hand share cards once the run covers it all.
    n += s.end === 'highest' ? Math.min(run, left - lowRun(s, x)) : run;
  }
  return n;
}

function lowRun(s: Source & { kind: 'hand' }, x: CardValue): number {
  const left = s.line.full.length - s.line.lo - s.line.hi;
  let run = 0;
  while (run < left && s.line.full[s.line.lo + run] === x) run++;
  return run;
}

/** Picks one element at random with the bot's generator. */
export function pick<T>(items: readonly T[], cursor: RngCursor): T | undefined {
  return items.length === 0 ? undefined : items[drawIndex(cursor, items.length)];
}

/**
 * The `normal` (and, with its patchy memory, `easy`) policy, RULES.md "A turn": complete a known
 * trio when one is reachable; start with a value it knows two of; otherwise explore an unknown
 * card, and follow a revealed value to a known copy, else to an unknown card that could hold it:
 * with `hunt` (normal) the likeliest one (low values at lowest ends…), without (easy) any of them.
 */
export function decideRemembering(board: Board, cursor: RngCursor, hunt: boolean): Target | undefined {
  const revealed = board.view.revealed;
  const sources = board.sources;
  const unknown = sources.filter((s) => knownFirst(s) === null);
  if (revealed.length > 0) {
    const x = revealed[0]?.value ?? 1;
    const known = sources.find((s) => knownFirst(s) === x);
    if (known !== undefined) return known.target;
    if (hunt) {
      // Hunting: the unknown card most likely to be x (low values sit at lowest ends, and so on).
      let best: Source | undefined;
      let bestP = 0;
      for (const s of unknown) {
        const p = seqProbs(board, s, x, 1)[0] ?? 0;
        if (p > bestP) {
          best = s;
          bestP = p;
        }
      }
      if (best !== undefined) return best.target;
    }
    const plausible = unknown.filter((s) => (seqProbs(board, s, x, 1)[0] ?? 0) > 0);
    return (pick(plausible, cursor) ?? pick(unknown, cursor) ?? pick(sources, cursor))?.target;
  }
  // Known trios first, then values known twice; normal breaks ties by the trio's worth (the 7s,
  // spicy connections), easy takes the first it finds.
  const worth = hunt ? trioWorths(board.view, board.me) : null;
  let best: CardValue | null = null;
  let bestKey = 1;
  for (const x of VALUES) {
    const reach = Math.min(3, knownReach(board, x));
    if (reach < 2) continue;
    const key = reach + (worth === null ? (x === 7 ? 0.5 : 0) : (worth[x] ?? 0) * 0.5);
    if (key > bestKey) {
      best = x;
      bestKey = key;
    }
  }
  const bestReach = Math.floor(bestKey);
  // Five or more players: an unknown card chosen for its chance of a trio, not a known pair.
  if (hunt && bestReach < 3 && board.view.handSizes.length >= 5) {
    const first = decideFirstReveal(board, worth ?? []);
    if (first !== undefined) return first;
  }
  if (best !== null && (bestReach >= 3 || unknown.length > 0)) {
    const start = sources.find((s) => knownFirst(s) === best);
    if (start !== undefined) return start.target;
  }
  return (pick(unknown, cursor) ?? pick(sources, cursor))?.target;
}
