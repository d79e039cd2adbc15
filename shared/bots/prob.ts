import type { CardValue } from '../engine/types';
import { type Board, type HandLine, positionAt, type Source } from './board';

/**
 * Probabilities for hard reasoning. A hand is sorted, so the unknown cards between two known
 * positions lie between those values, and the end of a run of k unknown cards is the lowest (or
 * highest) of k cards drawn from the unaccounted copies in that range (hypergeometric).
 */

/** P(every one of k cards drawn from `counts` restricted to [lb, ub] is ≥ v (or ≤ v for `max`)). */
function tail(counts: readonly number[], lb: number, ub: number, k: number, v: number, max: boolean): number {
  let total = 0;
  let inTail = 0;
  for (let u = lb; u <= ub; u++) {
    const c = counts[u] ?? 0;
    total += c;
    if (max ? u <= v : u >= v) inTail += c;
  }
  if (total < k || k <= 0) return total > 0 ? inTail / total : 0;
  let p = 1;
  for (let i = 0; i < k; i++) {
    if (inTail - i <= 0) return 0;
    p *= (inTail - i) / (total - i);
  }
  return p;
}

/** P(the extreme of k cards from `counts` within [lb, ub] equals x). */
export function extremeProb(
  counts: readonly number[],
  lb: number,
  ub: number,
  k: number,
  x: number,
  max: boolean,
): number {
  if (x < lb || x > ub || (counts[x] ?? 0) <= 0) return 0;
  if (max) return tail(counts, lb, ub, k, x, true) - (x - 1 >= lb ? tail(counts, lb, ub, k, x - 1, true) : 0);
  return tail(counts, lb, ub, k, x, false) - (x + 1 <= ub ? tail(counts, lb, ub, k, x + 1, false) : 0);
}

/**
 * For the unknown card at `idx` of a hand taken from `end`: how many unknown cards sit between it
 * and the next known position inwards, and the bounds the known neighbours put on their values.
 */
export function run(
  line: HandLine,
  idx: number,
  end: 'lowest' | 'highest',
): { k: number; lb: number; ub: number } {
  const f = line.full;
  const dir = end === 'lowest' ? 1 : -1;
  let k = 0;
  let j = idx;
  while (j >= 0 && j < f.length && f[j] === null) {
    k++;
    j += dir;
  }
  const inner = j >= 0 && j < f.length ? (f[j] ?? null) : null;
  let outer: CardValue | null = null;
  for (let o = idx - dir; o >= 0 && o < f.length; o -= dir) {
    const v = f[o];
    if (v !== null && v !== undefined) {
      outer = v;
      break;
    }
  }
  if (end === 'lowest') return { k, lb: outer ?? 1, ub: inner ?? 12 };
  return { k, lb: inner ?? 1, ub: outer ?? 12 };
}

/**
 * The conditional chances that a source's next cards are all x: entry i is P(card i is x | cards
 * 0..i-1 were x). A center slot gives one card; a hand end gives up to `maxLen`. Stops at a zero.
 */
export function seqProbs(board: Board, s: Source, x: CardValue, maxLen: number): number[] {
  if (s.kind === 'center') {
    if (s.known !== null) return [s.known === x ? 1 : 0];
    return [board.unknown > 0 ? (board.pool[x] ?? 0) / board.unknown : 0];
  }
  const out: number[] = [];
  let counts = board.pool;
  for (let step = 0; step < maxLen; step++) {
    const idx = positionAt(s.line, s.end, step);
    if (idx < 0) break;
    const v = s.line.full[idx] ?? null;
    let q: number;
    if (v !== null) q = v === x ? 1 : 0;
    else {
      const r = run(s.line, idx, s.end);
      const lb = step > 0 && s.end === 'lowest' ? Math.max(r.lb, x) : r.lb;
      const ub = step > 0 && s.end === 'highest' ? Math.min(r.ub, x) : r.ub;
      q = extremeProb(counts, lb, ub, r.k, x, s.end === 'highest');
      if (counts === board.pool) counts = board.pool.slice();
      counts[x] = Math.max(0, (counts[x] ?? 0) - 1);
    }
    out.push(q);
    if (q <= 0) break;
  }
  return out;
}

/** The distribution of a source's next card over the values (index = value, Σ ≈ 1). */
export function firstDist(board: Board, s: Source): number[] {
  const d = new Array<number>(13).fill(0);
  for (let x = 1 as CardValue; x <= 12; x = (x + 1) as CardValue) d[x] = seqProbs(board, s, x, 1)[0] ?? 0;
  return d;
}
