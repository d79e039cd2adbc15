import type { Board, Source } from './board';
import type { Worlds } from './worlds';

/**
 * Expected value over the rest of a turn, by expectimax over sampled worlds: for each reachable
 * source, the worlds are grouped by the value it would show; a value that breaks the turn's run
 * ends it (the cost of what the table learns), a third equal value scores the trio's worth, and
 * otherwise the best next source is searched in the same way, as the bot will choose it then.
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

interface Taken {
  lo: number[];
  hi: number[];
  slots: number[];
}

/** Each world's value at every hand position and center slot, known ones filled in. */
function fillWorlds(board: Board, worlds: Worlds): { lines: Int8Array[]; center: Int8Array }[] {
  return worlds.samples.map((a) => {
    const lines = board.lines.map((l) => Int8Array.from(l.full, (v) => v ?? 0));
    const center = Int8Array.from(board.center, (v) => v ?? 0);
    worlds.spots.forEach((s, i) => {
      const target = s.line < 0 ? center : lines[s.line];
      if (target !== undefined) target[s.idx] = a[i] ?? 0;
    });
    return { lines, center };
  });
}

/** The position a source reveals next given this turn's planned takes, or -1 if it has none. */
function spotOf(board: Board, s: Source, t: Taken): number {
  if (s.kind === 'center') return t.slots.includes(s.slot) ? -1 : s.slot;
  const li = board.lines.indexOf(s.line);
  const lo = s.line.lo + (t.lo[li] ?? 0);
  const hi = s.line.hi + (t.hi[li] ?? 0);
  const left = s.line.full.length - lo - hi;
  if (left <= 0 || (left === 1 && s.end === 'highest')) return -1;
  return s.end === 'lowest' ? lo : s.line.full.length - 1 - hi;
}

function take(board: Board, s: Source, t: Taken): Taken {
  if (s.kind === 'center') return { lo: t.lo, hi: t.hi, slots: [...t.slots, s.slot] };
  const li = board.lines.indexOf(s.line);
  const lo = t.lo.slice();
  const hi = t.hi.slice();
  if (s.end === 'lowest') lo[li] = (lo[li] ?? 0) + 1;
  else hi[li] = (hi[li] ?? 0) + 1;
  return { lo, hi, slots: t.slots };
}

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
  const filled = fillWorlds(board, worlds);
  const lineOf = board.sources.map((s) => (s.kind === 'center' ? -1 : board.lines.indexOf(s.line)));
  const valueAt = (w: number, si: number, idx: number): number => {
    const f = filled[w];
    const li = lineOf[si] ?? -1;
    if (f === undefined) return 0;
    return (li < 0 ? f.center[idx] : f.lines[li]?.[idx]) ?? 0;
  };
  const counts = new Int32Array(13);
  const n0: Taken = { lo: board.lines.map(() => 0), hi: board.lines.map(() => 0), slots: [] };
  /** Σ over `ws` of the best continuation's score; `leaked` = cost already incurred if it ends now. */
  const best = (ws: Int32Array, t: Taken, x: number, left: number, shown: number, leaked: number): number => {
    let top = Number.NEGATIVE_INFINITY;
    for (let si = 0; si < board.sources.length; si++) {
      const sc = evalSource(si, ws, t, x, left, shown, leaked);
      if (sc > top) top = sc;
    }
    // No source left (cannot happen in a real turn): the run simply ends.
    return top === Number.NEGATIVE_INFINITY ? -leaked * ws.length : top;
  };
  /** The last card of a run: only how many worlds show each value matters. */
  const finish = (s: Source, si: number, idx: number, ws: Int32Array, x: number, leaked: number): number => {
    counts.fill(0);
    for (const w of ws) counts[valueAt(w, si, idx)] = (counts[valueAt(w, si, idx)] ?? 0) + 1;
    let total = costs.learn(s, idx) * ws.length;
    for (let v = 1; v <= 12; v++) {
      const c = counts[v] ?? 0;
      if (c === 0) continue;
      if (v === x) total += c * (costs.worth[v] ?? 0);
      else total -= c * (leaked + costs.leak(s, idx, v, 0));
    }
    return total;
  };
  const evalSource = (
    si: number,
    ws: Int32Array,
    t: Taken,
    x: number | null,
    left: number,
    shown: number,
    leaked: number,
  ): number => {
    const s = board.sources[si];
    const idx = s === undefined ? -1 : spotOf(board, s, t);
    if (s === undefined || idx < 0) return Number.NEGATIVE_INFINITY;
    if (x !== null && left <= 1) return finish(s, si, idx, ws, x, leaked);
    // Group the worlds by the value shown (counting sort into one buffer).
    const start = new Int32Array(14);
    const vals = new Int8Array(ws.length);
    ws.forEach((w, k) => {
      const v = valueAt(w, si, idx);
      vals[k] = v;
      start[v + 1] = (start[v + 1] ?? 0) + 1;
    });
    for (let v = 1; v <= 13; v++) start[v] = (start[v] ?? 0) + (start[v - 1] ?? 0);
    const sorted = new Int32Array(ws.length);
    const fill = start.slice();
    ws.forEach((w, k) => {
      const v = vals[k] ?? 0;
      sorted[fill[v] ?? 0] = w;
      fill[v] = (fill[v] ?? 0) + 1;
    });
    let total = costs.learn(s, idx) * ws.length;
    const next = take(board, s, t);
    for (let v = 1; v <= 12; v++) {
      const a = start[v] ?? 0;
      const b = start[v + 1] ?? 0;
      if (a === b) continue;
      if (x !== null && v !== x) total -= (b - a) * (leaked + costs.leak(s, idx, v, 0));
      else
        total += best(
          sorted.subarray(a, b),
          next,
          v,
          left - 1,
          shown + 1,
          leaked + costs.leak(s, idx, v, shown),
        );
    }
    return total;
  };
  const all = Int32Array.from(worlds.samples, (_, w) => w);
  return board.sources.map((_, si) => {
    const sc = evalSource(si, all, n0, fixed, need, 0, 0);
    return sc === Number.NEGATIVE_INFINITY ? sc : sc / Math.max(1, all.length);
  });
}
