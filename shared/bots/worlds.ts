import type { Board } from './board';
import type { RngCursor } from './rng';

/**
 * Sampling the hidden cards for hard reasoning. A deal is uniform over the 36 distinguishable cards,
 * so given what the bot knows, each assignment of the unaccounted copies to the unknown places
 * (center slots; runs of unknown cards between known positions of a sorted hand, whose values must
 * lie between those neighbours) has weight Π over hands and values of 1 / (copies of v in the hand)!.
 * A Metropolis chain of value swaps between places draws assignments with those weights, times
 * `unlikely` per card its owner's play said it is not (hard's reading of play, `observe.ts`).
 */

/**
 * The weight of a world per card that contradicts what its owner's play said (`HandKnowledge.not`):
 * such readings are likelihoods, never certainties.
 */
export const UNLIKELY = 0.05;

/** One unknown card position: a center slot (`line` -1) or a position of a hand line. */
export interface Spot {
  line: number;
  /** The slot, or the position in the line's `full`. */
  idx: number;
  /** Bounds from the sorted neighbours (center: 1..12). */
  lb: number;
  ub: number;
  /** The spots of the same run (sorted together), as indexes into the spot list. */
  run: number[];
  /** Bit mask of values the owner's play made unlikely here (`HandLine.not`). */
  not: number;
}

/** The unknown spots and a set of sampled assignments (one value per spot, runs ascending). */
export interface Worlds {
  spots: Spot[];
  samples: Int8Array[];
}

/** The unknown spots of a board with their sorted-hand bounds. */
export function unknownSpots(board: Board): Spot[] {
  const spots: Spot[] = [];
  board.center.forEach((v, slot) => {
    if (v === null && board.view.center[slot] === 'face_down')
      spots.push({ line: -1, idx: slot, lb: 1, ub: 12, run: [spots.length], not: 0 });
  });
  board.lines.forEach((line, li) => {
    const f = line.full;
    let i = 0;
    while (i < f.length) {
      if (f[i] !== null) {
        i++;
        continue;
      }
      let j = i;
      while (j < f.length && f[j] === null) j++;
      const run: number[] = [];
      const lb = i > 0 ? (f[i - 1] ?? 1) : 1;
      const ub = j < f.length ? (f[j] ?? 12) : 12;
      for (let k = i; k < j; k++) {
        run.push(spots.length);
        spots.push({ line: li, idx: k, lb, ub, run, not: line.not?.[k] ?? 0 });
      }
      i = j;
    }
  });
  return spots;
}

/** A first assignment meeting every bound (values ascending, each to the open spot closing first). */
function firstFill(spots: readonly Spot[], pool: readonly number[]): Int8Array | null {
  const out = new Int8Array(spots.length);
  const done = new Uint8Array(spots.length);
  let placed = 0;
  for (let v = 1; v <= 12; v++) {
    for (let c = 0; c < (pool[v] ?? 0); c++) {
      let pick = -1;
      for (let i = 0; i < spots.length; i++) {
        const s = spots[i];
        if (done[i] || s === undefined || s.lb > v || s.ub < v) continue;
        if (pick < 0 || s.ub < (spots[pick]?.ub ?? 13)) pick = i;
      }
      if (pick < 0) return null;
      out[pick] = v;
      done[pick] = 1;
      placed++;
    }
  }
  return placed === spots.length ? out : null;
}

/** Per hand line, the count of each value (known cards and the assignment's). */
function lineCounts(board: Board, spots: readonly Spot[], a: Int8Array): Int8Array[] {
  return board.lines.map((line, li) => {
    const c = new Int8Array(13);
    for (const v of line.full) if (v !== null) c[v] = (c[v] ?? 0) + 1;
    spots.forEach((s, i) => {
      const v = a[i] ?? 0;
      if (s.line === li) c[v] = (c[v] ?? 0) + 1;
    });
    return c;
  });
}

/**
 * The cursor's sfc32 generator (as `rng.ts`) run on local words, for the chain's many draws; `save`
 * writes the state back to the cursor.
 */
function localRng(cursor: RngCursor): (() => number) & { save: () => void } {
  let [a, b, c, d] = cursor.state;
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  return Object.assign(next, {
    save: (): void => {
      cursor.state = [a >>> 0, b, c, d];
    },
  });
}

/** One copy of `out` leaves a hand's counts and one of `into` joins them (center: no counts). */
function move(c: Int8Array | undefined, out: number, into: number): void {
  if (c === undefined) return;
  c[out] = (c[out] ?? 1) - 1;
  c[into] = (c[into] ?? 0) + 1;
}

/** Re-sorts the run of spot i after its value changed (insertion step). */
function resort(spots: readonly Spot[], a: Int8Array, i: number): void {
  const run = spots[i]?.run ?? [];
  let p = run.indexOf(i);
  while (p > 0 && (a[run[p - 1] ?? 0] ?? 0) > (a[run[p] ?? 0] ?? 0)) {
    const x = run[p - 1] ?? 0;
    const y = run[p] ?? 0;
    [a[x], a[y]] = [a[y] ?? 0, a[x] ?? 0];
    p--;
  }
  while (p < run.length - 1 && (a[run[p] ?? 0] ?? 0) > (a[run[p + 1] ?? 0] ?? 0)) {
    const x = run[p] ?? 0;
    const y = run[p + 1] ?? 0;
    [a[x], a[y]] = [a[y] ?? 0, a[x] ?? 0];
    p++;
  }
}

/**
 * Draws `count` assignments of the board's unknown cards, or null when the bot's knowledge admits
 * none (say, after a team swap blurred it): callers then fall back to the independent estimates.
 * With `unlikely` (a weight in (0, 1]) the readings of play on the board's lines count; without,
 * they are ignored.
 */
export function sampleWorlds(
  board: Board,
  count: number,
  cursor: RngCursor,
  unlikely: number | null = null,
): Worlds | null {
  const spots = unknownSpots(board);
  let pool = 0;
  for (const c of board.pool) pool += c;
  if (pool !== spots.length) return null;
  const a = firstFill(spots, board.pool);
  if (a === null) return null;
  const counts = lineCounts(board, spots, a);
  const soft = unlikely ?? 1;
  // Without `unlikely` the readings are ignored: the chain below runs unweighted.
  const marked = unlikely !== null && spots.some((s) => s.not !== 0);
  const cardWeight = (k: number): number => (((spots[k]?.not ?? 0) >> (a[k] ?? 0)) & 1 ? soft : 1);
  /** What the read play weighs the runs of spots i and j at: `unlikely` per card against it. */
  const runWeight = (si: Spot, sj: Spot): number => {
    let w = 1;
    for (const k of si.run) w *= cardWeight(k);
    if (sj.run !== si.run) for (const k of sj.run) w *= cardWeight(k);
    return w;
  };
  const n = spots.length;
  const samples: Int8Array[] = [];
  if (n < 2) {
    for (let k = 0; k < count; k++) samples.push(a.slice());
    return { spots, samples };
  }
  const rand = localRng(cursor);
  // The two runs' values before a tried move (two distinct runs hold at most n spots).
  const keep = new Int8Array(n);
  const step = (): void => {
    const i = Math.floor(rand() * n);
    const j = Math.floor(rand() * n);
    const si = spots[i];
    const sj = spots[j];
    const vi = a[i] ?? 0;
    const vj = a[j] ?? 0;
    if (si === undefined || sj === undefined || vi === vj || si.run === sj.run) return;
    if (vj < si.lb || vj > si.ub || vi < sj.lb || vi > sj.ub) return;
    const ci = si.line >= 0 ? counts[si.line] : undefined;
    const cj = sj.line >= 0 ? counts[sj.line] : undefined;
    // Two runs of one hand: the hand's counts, and so the weight, do not change.
    const same = si.line === sj.line;
    let ratio = 1;
    if (ci !== undefined && !same) ratio *= (ci[vi] ?? 1) / ((ci[vj] ?? 0) + 1);
    if (cj !== undefined && !same) ratio *= (cj[vj] ?? 1) / ((cj[vi] ?? 0) + 1);
    if (marked) {
      // Read play weighs the runs: try the move, and undo it if the chain rejects it.
      let kept = 0;
      for (const k of si.run) keep[kept++] = a[k] ?? 0;
      for (const k of sj.run) keep[kept++] = a[k] ?? 0;
      const before = runWeight(si, sj);
      a[i] = vj;
      a[j] = vi;
      resort(spots, a, i);
      resort(spots, a, j);
      ratio *= runWeight(si, sj) / before;
      if (ratio < 1 && rand() >= ratio) {
        kept = 0;
        for (const k of si.run) a[k] = keep[kept++] ?? 0;
        for (const k of sj.run) a[k] = keep[kept++] ?? 0;
        return;
      }
      if (!same) {
        move(ci, vi, vj);
        move(cj, vj, vi);
      }
      return;
    }
    if (ratio < 1 && rand() >= ratio) return;
    if (!same) {
      move(ci, vi, vj);
      move(cj, vj, vi);
    }
    a[i] = vj;
    a[j] = vi;
    resort(spots, a, i);
    resort(spots, a, j);
  };
  for (let k = 0; k < 20 * n; k++) step();
  for (let s = 0; s < count; s++) {
    for (let k = 0; k < n; k++) step();
    samples.push(a.slice());
  }
  rand.save();
  return { spots, samples };
}
