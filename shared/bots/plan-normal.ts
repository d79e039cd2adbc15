import type { CardValue, Target } from '../engine/types';
import { type Board, knownFirst, positionAt, type Source, VALUES } from './board';
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
 * The `normal` and `easy` policy, docs/rules.md, A turn (issue 5: normal "completes a known trio when
 * one is reachable, otherwise explores"; easy plays the same way on what its patchy memory kept):
 * complete a known trio when one is reachable; start with a value it knows two of; otherwise
 * explore an unknown card, and follow a revealed value to a known copy, else to any card it does
 * not know. Neither level ranks unknown cards by the chance that they hold the value (sorted-hand
 * bounds, remaining copies, probabilities: that reasoning is `hard`'s). With `weigh` (normal) a
 * known trio or pair is chosen by its worth (the 7s, a winning or connected value); without (easy)
 * the 7s among equals, else the lowest value.
 */
export function decideRemembering(board: Board, cursor: RngCursor, weigh: boolean): Target | undefined {
  const revealed = board.view.revealed;
  const sources = board.sources;
  const unknown = sources.filter((s) => knownFirst(s) === null);
  if (revealed.length > 0) {
    const x = revealed[0]?.value ?? 1;
    const known = sources.find((s) => knownFirst(s) === x);
    if (known !== undefined) return known.target;
    return (pick(unknown, cursor) ?? pick(sources, cursor))?.target;
  }
  // Known trios first, then values known twice; ties broken by the trio's worth (normal) or the 7s (easy).
  const worth = weigh ? trioWorths(board.view, board.me) : null;
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
  if (best !== null && (bestKey >= 3 || unknown.length > 0)) {
    const start = sources.find((s) => knownFirst(s) === best);
    if (start !== undefined) return start.target;
  }
  return (pick(unknown, cursor) ?? pick(sources, cursor))?.target;
}
