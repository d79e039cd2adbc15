import type { CardValue, Target } from '../engine/types';
import { type Board, type HandLine, positionAt, type Source, VALUES } from './board';
import { type SearchCosts, searchTurn } from './plan-search';
import { seqProbs } from './prob';
import { addEndRuns } from './reach';
import type { RngCursor } from './rng';
import { rivalWorths, trioWorths } from './value';
import { sampleWorlds, UNLIKELY } from './worlds';

/** How many hidden-card assignments the hard bot samples per decision. */
export const SAMPLES = 40;

/** Leak weights: what handing information to the table costs, as a share of the rivals' worth. */
export const LEAK = {
  /** The reveal lets a rival reach a third known copy: a trio handed over. */
  third: 0.9,
  /** The reveal makes a second known copy: a rival needs one lucky card. */
  second: 0.25,
  /** Any other new fact. */
  first: 0.03,
  /** A card of the next seat's own hand tells that seat nothing. */
  ownerKnows: 0.35,
  /** What learning one unknown card is worth to the bot itself. */
  explore: 0.02,
  /**
   * After a whole round of turns that showed nothing new, exploring outweighs any leak: cautious
   * bots would otherwise stall forever when any news would hand the next seat the game.
   */
  unstall: 3,
} as const;

/** Per value, the chains of publicly known copies that stay reachable after the turn ends. */
function publicReach(board: Board): number[] {
  const count = new Array<number>(13).fill(0);
  board.center.forEach((v) => {
    if (v !== null) count[v] = (count[v] ?? 0) + 1;
  });
  for (const c of board.view.center) if (typeof c === 'number') count[c] = (count[c] ?? 0) + 1;
  for (const line of board.lines) addEndRuns(count, line.pub);
  return count;
}

/** Whether revealing the source's next card tells the table something new. */
function isNews(s: Source): boolean {
  if (s.kind === 'center') return s.known === null;
  const idx = positionAt(s.line, s.end, 0);
  return idx >= 0 && s.line.pub[idx] === null;
}

interface Ctx {
  board: Board;
  worth: number[];
  rival: number[];
  reach: number[];
  next: number;
  /** seqs[x][i]: the source i's conditional chances of x, card after card. */
  seqs: number[][][];
  explore: number;
}

function danger(ctx: Ctx, s: Source, v: number): number {
  return isNews(s) ? leakAt(ctx, s, v, 0) : 0;
}

/** The cost of the table learning v from source s, after `extra` other new copies this turn. */
function leakAt(ctx: Ctx, s: Source, v: number, extra: number): number {
  const c = (ctx.reach[v] ?? 0) + 1 + extra;
  const w = ctx.rival[v] ?? 0;
  const base = c >= 3 ? LEAK.third : c === 2 ? LEAK.second : LEAK.first;
  const owner = s.kind === 'hand' && (s.line as HandLine).seat === ctx.next ? LEAK.ownerKnows : 1;
  return base * w * owner;
}

/** Whether the card at position idx of a source (center slot or hand position) is public already. */
function newsAt(s: Source, idx: number): boolean {
  return s.kind === 'center' ? s.known === null : s.line.pub[idx] === null;
}

function searchCosts(ctx: Ctx): SearchCosts {
  return {
    worth: ctx.worth,
    leak: (s, idx, v, extra) => (newsAt(s, idx) ? leakAt(ctx, s, v, extra) : 0),
    learn: (s, idx) => (newsAt(s, idx) ? ctx.explore : 0),
  };
}

/** The best chance of revealing `need` more x cards after source `t` gave one (t advanced). */
function bestRest(ctx: Ctx, x: number, need: number, t: number): number {
  const seqs = ctx.seqs[x] ?? [];
  let top1 = 0;
  let top2 = 0;
  let double = 0;
  for (let i = 0; i < seqs.length; i++) {
    const q = seqs[i] ?? [];
    const a = (i === t ? q[1] : q[0]) ?? 0;
    const b = (i === t ? q[2] : q[1]) ?? 0;
    if (a > top1) {
      top2 = top1;
      top1 = a;
    } else if (a > top2) top2 = a;
    if (a * b > double) double = a * b;
  }
  if (need <= 1) return top1;
  let pair = top1 * top2;
  if (top1 < 1 && top2 < 1) {
    const c = ctx.board.pool[x] ?? 0;
    pair *= c > 1 ? (c - 1) / c : 0;
  }
  return Math.max(pair, double);
}

/** Scores revealing source t now, hoping for x (or, on the first reveal, for whatever it shows). */
function score(ctx: Ctx, t: number, fixed: number | null, need: number): number {
  const s = ctx.board.sources[t];
  if (s === undefined) return Number.NEGATIVE_INFINITY;
  let total = isNews(s) ? ctx.explore : 0;
  for (const x of VALUES) {
    const p = ctx.seqs[x]?.[t]?.[0] ?? 0;
    if (p <= 0) continue;
    if (fixed !== null && x !== fixed) {
      total -= p * danger(ctx, s, x);
      continue;
    }
    const rest = need > 1 ? bestRest(ctx, x, need - 1, t) : 1;
    total += p * (rest * (ctx.worth[x] ?? 0) - (1 - rest) * danger(ctx, s, x));
  }
  return total;
}

/**
 * The `hard` policy: samples assignments of the hidden cards consistent with everything it knows
 * (sorted-hand bounds, remaining copies; `worlds.ts`), then scores every reachable source by
 * expectimax over the turn's 2–3 reveals in those worlds (`plan-search.ts`): the worth of the trio
 * (the 7s, connected values, pooled team trios) against the cost of what a mismatch would show the
 * next seats. When its knowledge admits no world (blurred by a team swap) it falls back to
 * per-source estimates. Picks the best expected score; `cursor` drives the sampling. Without
 * `leaks` what a mismatch shows costs nothing: the turn is searched for the bot's own trio alone.
 */
export function decideReasoning(
  board: Board,
  quiet: number,
  cursor: RngCursor,
  leaks = true,
): Target | undefined {
  const view = board.view;
  const n = view.handSizes.length;
  const seqs: number[][][] = [[]];
  const ctx: Ctx = {
    board,
    worth: trioWorths(view, board.me),
    // No rival worth, no leak cost (`leakAt` scales by it).
    rival: leaks ? rivalWorths(view, board.me) : new Array<number>(13).fill(0),
    reach: publicReach(board),
    next: (board.me + 1) % n,
    seqs,
    explore: quiet >= n ? LEAK.unstall : LEAK.explore,
  };
  const first = view.revealed[0];
  const fixed = first === undefined ? null : first.value;
  const need = 3 - view.revealed.length;
  const worlds = sampleWorlds(board, SAMPLES, cursor, UNLIKELY);
  const scores = worlds === null ? null : searchTurn(board, worlds, searchCosts(ctx), fixed, need);
  // Without worlds (knowledge blurred by a swap), each source is estimated on its own.
  if (scores === null)
    for (const x of VALUES) seqs[x] = board.sources.map((s) => seqProbs(board, s, x as CardValue, 3));
  let best = -1;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let t = 0; t < board.sources.length; t++) {
    const sc = scores === null ? score(ctx, t, fixed, need) : (scores[t] ?? Number.NEGATIVE_INFINITY);
    if (sc > bestScore + 1e-12) {
      best = t;
      bestScore = sc;
    }
  }
  return board.sources[best]?.target;
}
