import type { Board, Source } from './board';
import type { Worlds } from './worlds';

/**
 * Expected value over the rest of a turn, by expectimax over sampled worlds: for each reachable
 * source, the worlds are grouped by the value it would show; a value that breaks the turn's run
 * ends it (the cost of what the table learns), a third equal value scores the trio's worth, and
 * otherwise the best next source is searched in the same way, as the bot will choose it then.
 *
 * Speed (issue 30, a hard decision's p99 ≤ 10 ms): every world's value at each source's next three
 * cards and every cost are tabled once per decision; the search then only reads typed arrays,
 * takes and gives back cards in place, and groups worlds in one buffer per depth.
 */

/** What the search needs from the hard policy: trio worths, and what showing a card costs. */
export interface SearchCosts {
  /** Per value: what collecting its trio is worth (winning = 1). */
  worth: readonly number[];
  /**
   * The cost of the table learning `v` at a source (0 when it was known already); `extra` is how
   * many copies of v this turn has shown before it.
   */
  leak: (s: Source, idx: number, v: number, extra: number) => number;
  /** A bonus for each card the bot would learn (exploration), per new card. */
  learn: (s: Source, idx: number) => number;
}

/** A turn reveals at most three cards: a source is read at most three cards deep. */
const DEPTH = 3;

/**
 * The expected score of revealing each source now (index as `board.sources`), given the value this
 * turn must match (`fixed`, null on the first reveal) and how many equal cards remain to show.
 */
export function searchTurn(
  board: Board,
  worlds: Worlds,
  costs: SearchCosts,
  fixed: number | null,
  need: number,
): number[] {
  const sources = board.sources;
  const S = sources.length;
  const W = worlds.samples.length;
  // Each world's value at every hand position and center slot, known ones filled in.
  const lines = board.lines.map((l) => Int8Array.from(l.full, (v) => v ?? 0));
  const center = Int8Array.from(board.center, (v) => v ?? 0);
  const lineOf = new Int32Array(S);
  const high = new Uint8Array(S);
  /** pos[si * DEPTH + k]: the position source si shows after k cards from its end, -1 if none. */
  const pos = new Int32Array(S * DEPTH).fill(-1);
  sources.forEach((s, si) => {
    if (s.kind === 'center') {
      lineOf[si] = -1;
      pos[si * DEPTH] = s.slot;
      return;
    }
    lineOf[si] = board.lines.indexOf(s.line);
    high[si] = s.end === 'highest' ? 1 : 0;
    const n = s.line.full.length;
    for (let k = 0; k < DEPTH; k++) {
      const idx = s.end === 'lowest' ? s.line.lo + k : n - 1 - s.line.hi - k;
      if (idx >= s.line.lo && idx < n - s.line.hi) pos[si * DEPTH + k] = idx;
    }
  });
  // vals[(si * DEPTH + k) * W + w]: world w's value there; costs tabled per (source, depth, value).
  const vals = new Int8Array(S * DEPTH * W);
  const learnT = new Float64Array(S * DEPTH);
  const leakT = new Float64Array(S * DEPTH * 13 * DEPTH);
  for (let w = 0; w < W; w++) {
    const a = worlds.samples[w] as Int8Array;
    worlds.spots.forEach((sp, i) => {
      const target = sp.line < 0 ? center : lines[sp.line];
      if (target !== undefined) target[sp.idx] = a[i] ?? 0;
    });
    for (let c = 0; c < S * DEPTH; c++) {
      const idx = pos[c] ?? -1;
      if (idx < 0) continue;
      const li = lineOf[(c / DEPTH) | 0] ?? -1;
      vals[c * W + w] = (li < 0 ? center[idx] : lines[li]?.[idx]) ?? 0;
    }
  }
  for (let c = 0; c < S * DEPTH; c++) {
    const idx = pos[c] ?? -1;
    const s = sources[(c / DEPTH) | 0];
    if (idx < 0 || s === undefined) continue;
    learnT[c] = costs.learn(s, idx);
    for (let v = 1; v <= 12; v++)
      for (let e = 0; e < DEPTH; e++) leakT[(c * 13 + v) * DEPTH + e] = costs.leak(s, idx, v, e);
  }
  const worth = costs.worth;
  // The turn's takes so far, changed in place and given back.
  const takeLo = new Int32Array(board.lines.length);
  const takeHi = new Int32Array(board.lines.length);
  const used = new Uint8Array(board.view.center.length);
  const sorted = Array.from({ length: DEPTH + 1 }, () => new Int32Array(W));
  const starts = Array.from({ length: DEPTH + 1 }, () => new Int32Array(14));
  const fills = Array.from({ length: DEPTH + 1 }, () => new Int32Array(14));
  const counts = new Int32Array(13);

  /** The cell (si * DEPTH + k) source si reveals next given the takes so far, or -1. */
  const cellOf = (si: number): number => {
    const li = lineOf[si] ?? -1;
    if (li < 0) return used[pos[si * DEPTH] ?? 0] ? -1 : si * DEPTH;
    const line = board.lines[li];
    if (line === undefined) return -1;
    const left = line.full.length - line.lo - line.hi - (takeLo[li] ?? 0) - (takeHi[li] ?? 0);
    if (left <= 0 || (left === 1 && high[si])) return -1;
    const k = high[si] ? (takeHi[li] ?? 0) : (takeLo[li] ?? 0);
    return k < DEPTH ? si * DEPTH + k : -1;
  };
  const takeOf = (si: number, d: number): void => {
    const li = lineOf[si] ?? -1;
    if (li < 0) used[pos[si * DEPTH] ?? 0] = d > 0 ? 1 : 0;
    else if (high[si]) takeHi[li] = (takeHi[li] ?? 0) + d;
    else takeLo[li] = (takeLo[li] ?? 0) + d;
  };
  /** Σ over the worlds ws[a..b) of the best continuation; `leaked`: the cost if the run ends now. */
  const best = (
    ws: Int32Array,
    a: number,
    b: number,
    depth: number,
    x: number,
    left: number,
    shown: number,
    leaked: number,
  ): number => {
    let top = Number.NEGATIVE_INFINITY;
    for (let si = 0; si < S; si++) {
      const sc = evalSource(si, ws, a, b, depth, x, left, shown, leaked);
      if (sc > top) top = sc;
    }
    // No source left (cannot happen in a real turn): the run simply ends.
    return top === Number.NEGATIVE_INFINITY ? -leaked * (b - a) : top;
  };
  const evalSource = (
    si: number,
    ws: Int32Array,
    a: number,
    b: number,
    depth: number,
    x: number | null,
    left: number,
    shown: number,
    leaked: number,
  ): number => {
    const c = cellOf(si);
    if (c < 0) return Number.NEGATIVE_INFINITY;
    const off = c * W;
    let total = (learnT[c] ?? 0) * (b - a);
    if (x !== null && left <= 1) {
      // The last card of a run: only how many worlds show each value matters.
      counts.fill(0);
      for (let k = a; k < b; k++) {
        const v = vals[off + (ws[k] ?? 0)] ?? 0;
        counts[v] = (counts[v] ?? 0) + 1;
      }
      for (let v = 1; v <= 12; v++) {
        const n = counts[v] ?? 0;
        if (n === 0) continue;
        if (v === x) total += n * (worth[v] ?? 0);
        else total -= n * (leaked + (leakT[(c * 13 + v) * DEPTH] ?? 0));
      }
      return total;
    }
    // Group the worlds by the value shown (counting sort into this depth's buffer).
    const start = starts[depth] as Int32Array;
    const fill = fills[depth] as Int32Array;
    const out = sorted[depth] as Int32Array;
    start.fill(0);
    for (let k = a; k < b; k++) {
      const v = (vals[off + (ws[k] ?? 0)] ?? 0) + 1;
      start[v] = (start[v] ?? 0) + 1;
    }
    for (let v = 1; v <= 13; v++) start[v] = (start[v] ?? 0) + (start[v - 1] ?? 0);
    fill.set(start);
    for (let k = a; k < b; k++) {
      const w = ws[k] ?? 0;
      const v = vals[off + w] ?? 0;
      const at = fill[v] ?? 0;
      out[at] = w;
      fill[v] = at + 1;
    }
    takeOf(si, 1);
    for (let v = 1; v <= 12; v++) {
      const lo = start[v] ?? 0;
      const hi = start[v + 1] ?? 0;
      if (lo === hi) continue;
      const leak = (c * 13 + v) * DEPTH;
      if (x !== null && v !== x) total -= (hi - lo) * (leaked + (leakT[leak] ?? 0));
      else total += best(out, lo, hi, depth + 1, v, left - 1, shown + 1, leaked + (leakT[leak + shown] ?? 0));
    }
    takeOf(si, -1);
    return total;
  };
  const all = Int32Array.from({ length: W }, (_, w) => w);
  return sources.map((_, si) => {
    const sc = evalSource(si, all, 0, W, 0, fixed, need, 0, 0);
    return sc === Number.NEGATIVE_INFINITY ? sc : sc / Math.max(1, W);
  });
}
