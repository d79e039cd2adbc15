import type { Target } from '../engine/types';
import { type Board, knownFirst, positionAt, type Source, VALUES } from './board';
import { run } from './prob';

/**
 * The `hard` bot's exploring with five or more players (`plan-crowd.ts`; issue 5: "a probability
 * for each reachable target's value"). From what it knows (public reveals, its own hand, sorted-hand
 * bounds), each reachable source gets the chance that its next cards are x (a hand end's first card
 * is the lowest or highest of the unknown run there, hypergeometric as in `prob.ts`, computed for
 * every x at once and without allocation).
 */

/** Per source, the chances its next card is x and, given that, that the card after it is x too. */
export interface Chances {
  /** first[i * 13 + x]: P(source i's next card is x). */
  first: Float64Array;
  /** second[i * 13 + x]: P(source i's card after that is x | the first was x). */
  second: Float64Array;
  /** Whether source i's next card is unknown to the bot. */
  hidden: Uint8Array;
}

export function chances(board: Board, values: readonly number[]): Chances {
  const n = board.sources.length;
  const first = new Float64Array(n * 13);
  const second = new Float64Array(n * 13);
  const hidden = new Uint8Array(n);
  const pool = board.pool;
  const centerP = board.unknown > 0 ? 1 / board.unknown : 0;
  for (let i = 0; i < n; i++) {
    const s = board.sources[i] as Source;
    const k = knownFirst(s);
    hidden[i] = k === null ? 1 : 0;
    const o = i * 13;
    if (s.kind === 'center') {
      if (k !== null) first[o + k] = 1;
      else for (const x of values) first[o + x] = (pool[x] ?? 0) * centerP;
      continue;
    }
    const line = s.line;
    const max = s.end === 'highest';
    const idx = positionAt(line, s.end, 0);
    if (idx < 0) continue;
    if (k !== null) first[o + k] = 1;
    else {
      const r = run(line, idx, s.end);
      extremeDist(pool, r.lb, r.ub, r.k, max, first, o);
    }
    // The card after it, given the first showed x.
    const idx2 = positionAt(line, s.end, 1);
    if (idx2 < 0) continue;
    const v2 = line.full[idx2] ?? null;
    for (const x of values) {
      if ((first[o + x] ?? 0) <= 0) continue;
      if (v2 !== null) {
        second[o + x] = v2 === x ? 1 : 0;
        continue;
      }
      const r = run(line, idx2, s.end);
      const lb = max ? r.lb : Math.max(r.lb, x);
      const ub = max ? Math.min(r.ub, x) : r.ub;
      second[o + x] = extremeOne(pool, lb, ub, r.k, x, max, k === null ? 1 : 0);
    }
  }
  return { first, second, hidden };
}

/** P(all k cards drawn from `inTail` of `total` copies fall in the tail). */
function allIn(inTail: number, total: number, k: number): number {
  let p = 1;
  for (let i = 0; i < k; i++) {
    if (inTail - i <= 0) return 0;
    p *= (inTail - i) / (total - i);
  }
  return p;
}

/**
 * The distribution of the lowest (or, `max`, highest) of k cards drawn from `counts` within
 * [lb, ub], written to out[o + x] (as `prob.ts` extremeProb, for every x at once).
 */
function extremeDist(
  counts: readonly number[],
  lb: number,
  ub: number,
  k: number,
  max: boolean,
  out: Float64Array,
  o: number,
): void {
  let total = 0;
  for (let u = lb; u <= ub; u++) total += counts[u] ?? 0;
  if (total <= 0) return;
  if (total < k || k <= 0) {
    for (let u = lb; u <= ub; u++) out[o + u] = (counts[u] ?? 0) / total;
    return;
  }
  // Walk from the far end inwards: T = P(every card is beyond the current value).
  let inTail = 0;
  let prev = 0;
  for (let step = 0; step <= ub - lb; step++) {
    const u = max ? lb + step : ub - step;
    inTail += counts[u] ?? 0;
    const t = allIn(inTail, total, k);
    out[o + u] = t - prev;
    prev = t;
  }
}

/** P(the lowest (or highest) of k cards from `counts`, less `minus` copies of x, within [lb, ub] is x). */
function extremeOne(
  counts: readonly number[],
  lb: number,
  ub: number,
  k: number,
  x: number,
  max: boolean,
  minus: number,
): number {
  if (x < lb || x > ub) return 0;
  const cx = Math.max(0, (counts[x] ?? 0) - minus);
  if (cx <= 0) return 0;
  let total = 0;
  let beyond = 0;
  for (let u = lb; u <= ub; u++) {
    const c = u === x ? cx : (counts[u] ?? 0);
    total += c;
    if (max ? u < x : u > x) beyond += c;
  }
  if (total < k || k <= 0) return total > 0 ? cx / total : 0;
  return allIn(beyond + cx, total, k) - allIn(beyond, total, k);
}

/**
 * The chance of revealing `need` (1 or 2) more x cards, the previous one having come from source
 * `t` (which now offers its following card), `drawn` unknown copies of x having shown this turn.
 */
export function restChance(
  board: Board,
  c: Chances,
  x: number,
  need: number,
  t: number,
  drawn: number,
): number {
  const pool = board.pool[x] ?? 0;
  const left = pool - drawn;
  if (left < 0) return 0;
  // Unknown sources were estimated with all `pool` copies unaccounted for; `drawn` of them showed.
  const scale = pool > 0 ? left / pool : 0;
  let top1 = 0;
  let top1Hidden = false;
  let top2 = 0;
  let top2Hidden = false;
  let double = 0;
  const n = board.sources.length;
  for (let i = 0; i < n; i++) {
    const h = c.hidden[i] === 1;
    let a: number;
    let b: number;
    if (i === t) {
      a = c.second[i * 13 + x] ?? 0;
      b = 0;
      if (drawn > 0 && a < 1) a *= scale;
    } else {
      a = c.first[i * 13 + x] ?? 0;
      b = c.second[i * 13 + x] ?? 0;
      if (h) {
        a *= scale;
        b *= pool > 1 ? Math.max(0, left - 1) / (pool - 1) : 0;
      }
    }
    if (a <= 0) continue;
    const ah = a < 1;
    if (a > top1) {
      top2 = top1;
      top2Hidden = top1Hidden;
      top1 = a;
      top1Hidden = ah;
    } else if (a > top2) {
      top2 = a;
      top2Hidden = ah;
    }
    if (a * b > double) double = a * b;
  }
  if (need <= 1) return top1;
  let pair = top1 * top2;
  if (top1Hidden && top2Hidden) pair *= left > 1 ? (left - 1) / left : 0;
  return Math.max(pair, double);
}

/**
 * The hard bot's first reveal when it knows no reachable trio, in games of five or more players
 * (short hands, many ends, many opponents to act on what a mismatch shows): the unknown card with
 * the best chance of starting a trio, weighted by that trio's worth (the 7s, a winning or connected
 * value). Its own cards and remembered ones are not started with: showing them teaches it nothing.
 * Undefined when no card is unknown.
 */
export function decideFirstReveal(
  board: Board,
  worth: readonly number[],
  given: Chances | null = null,
): Target | undefined {
  const sources = board.sources;
  const n = sources.length;
  const c = given ?? chances(board, VALUES);
  let best = -1;
  let bestScore = Number.NEGATIVE_INFINITY;
  // Unknown center slots are interchangeable: one score serves them all.
  let centerScore: number | null = null;
  for (let t = 0; t < n; t++) {
    if (c.hidden[t] !== 1) continue;
    const blind = sources[t]?.kind === 'center';
    let sc = 0;
    if (blind && centerScore !== null) sc = centerScore;
    else
      for (const x of VALUES) {
        const p = c.first[t * 13 + x] ?? 0;
        if (p > 0) sc += p * restChance(board, c, x, 2, t, 1) * (worth[x] ?? 0);
      }
    if (blind) centerScore = sc;
    if (sc > bestScore) {
      best = t;
      bestScore = sc;
    }
  }
  return sources[best]?.target;
}
