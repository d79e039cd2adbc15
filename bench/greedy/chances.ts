/**
 * The `greedy` benchmark player's picture of the table for one decision (issue 30): every hand as
 * far as it remembers it (positions from either end, this turn's reveals, its own hand), every
 * face-down center slot with its remembered value, the copies it has not located (`pool`), and the
 * chance that an unknown card holds each value: a center slot draws from the whole pool, a hand's
 * end card is the lowest (or highest) of the unknown run between that end and the hand's nearest
 * known card, within the bounds the sorted hand sets (docs/rules.md, Setup: hands are sorted).
 */

import { turnLine, unlocatedCopies } from '../../shared/bots/turn-lines';
import type { CardValue, PlayerView } from '../../shared/engine/index';
import type { GreedyMemory } from './memory';

/** One hand during the decision: positions as at the turn's start, `first..last` still in it. */
export interface Line {
  full: (CardValue | null)[];
  first: number;
  last: number;
}

/** What the seat knows at a moment of its turn; `reveal` returns the picture after one more card. */
export interface Picture {
  lines: Line[];
  /** Per slot: face down with a remembered value, face down unknown (null), or gone (undefined). */
  center: (CardValue | null | undefined)[];
  /** Index = value: copies neither collected nor located. */
  pool: number[];
  unknown: number;
}

/** A reveal the seat can make: a face-down slot, or one end of a hand. */
export type Spot =
  | { kind: 'center'; slot: number }
  | { kind: 'hand'; seat: number; end: 'lowest' | 'highest' };

/** The hands as the seat sees them now: remembered positions, this turn's reveals, its own hand. */
export function picture(m: GreedyMemory, view: PlayerView): Picture {
  const lines = view.handSizes.map((_size, seat): Line => {
    const { full, lo, hi } = turnLine(view, seat, m.hands[seat]);
    if (seat === m.seat && view.hand !== null)
      for (let i = 0; i < view.hand.length; i++) full[lo + i] = view.hand[i] ?? null;
    return { full, first: lo, last: full.length - 1 - hi };
  });
  const center = view.center.map((c, slot) => (c === 'face_down' ? (m.center[slot] ?? null) : undefined));
  const pool = unlocatedCopies(view, [...lines.flatMap((l) => l.full), ...center]);
  return { lines, center, pool, unknown: pool.reduce((a, b) => a + b, 0) };
}

/** Every reveal the picture allows. */
export function spots(p: Picture): Spot[] {
  const out: Spot[] = [];
  p.center.forEach((c, slot) => {
    if (c !== undefined) out.push({ kind: 'center', slot });
  });
  p.lines.forEach((l, seat) => {
    if (l.last >= l.first) out.push({ kind: 'hand', seat, end: 'lowest' });
    if (l.last > l.first) out.push({ kind: 'hand', seat, end: 'highest' });
  });
  return out;
}

/** The value the spot's card is known to have, or null. */
export function knownAt(p: Picture, s: Spot): CardValue | null {
  if (s.kind === 'center') return p.center[s.slot] ?? null;
  const l = p.lines[s.seat] as Line;
  return l.full[s.end === 'lowest' ? l.first : l.last] ?? null;
}

/** P(the spot's unknown card is x). Zero for a known card. */
export function chance(p: Picture, s: Spot, x: number): number {
  if (knownAt(p, s) !== null) return 0;
  if (s.kind === 'center') return p.unknown > 0 ? (p.pool[x] ?? 0) / p.unknown : 0;
  const l = p.lines[s.seat] as Line;
  const low = s.end === 'lowest';
  const step = low ? 1 : -1;
  const idx = low ? l.first : l.last;
  let k = 0;
  let j = idx;
  while (j >= l.first && j <= l.last && l.full[j] === null) {
    k++;
    j += step;
  }
  const inner = l.full[j] ?? null;
  const outer = l.full[idx - step] ?? null;
  const [lb, ub] = low ? [outer ?? 1, inner ?? 12] : [inner ?? 1, outer ?? 12];
  if (x < lb || x > ub) return 0;
  let total = 0;
  for (let u = lb; u <= ub; u++) total += p.pool[u] ?? 0;
  if (total <= 0) return 0;
  const draws = Math.max(1, Math.min(k, total));
  // P(all k cards in a tail that ends at x) − P(all in the tail past x), walking from the far bound.
  const tail = (upto: number): number => {
    let inTail = 0;
    for (let u = low ? ub : lb; low ? u >= upto : u <= upto; u += low ? -1 : 1) inTail += p.pool[u] ?? 0;
    let q = 1;
    for (let i = 0; i < draws; i++) q *= Math.max(0, inTail - i) / (total - i);
    return q;
  };
  return tail(x) - (x === (low ? ub : lb) ? 0 : tail(low ? x + 1 : x - 1));
}

/** The picture after the spot's card shows x (it is face up now: it leaves its place this turn). */
export function reveal(p: Picture, s: Spot, x: CardValue): Picture {
  const wasKnown = knownAt(p, s) !== null;
  const pool = wasKnown ? p.pool : p.pool.slice();
  if (!wasKnown) pool[x] = Math.max(0, (pool[x] ?? 0) - 1);
  const unknown = wasKnown ? p.unknown : p.unknown - 1;
  if (s.kind === 'center') {
    const center = p.center.slice();
    center[s.slot] = undefined;
    return { lines: p.lines, center, pool, unknown };
  }
  const lines = p.lines.slice();
  const l = p.lines[s.seat] as Line;
  const full = l.full.slice();
  const low = s.end === 'lowest';
  full[low ? l.first : l.last] = x;
  lines[s.seat] = { full, first: low ? l.first + 1 : l.first, last: low ? l.last : l.last - 1 };
  return { lines, center: p.center, pool, unknown };
}

/** How many copies of x the seat can reveal for sure, one after another (known runs at hand ends). */
export function knownReach(p: Picture, x: number): number {
  let n = 0;
  for (const c of p.center) if (c === x) n++;
  for (const l of p.lines) {
    let i = l.first;
    while (i <= l.last && l.full[i] === x) i++;
    let j = l.last;
    while (j >= i && l.full[j] === x) j--;
    n += i - l.first + (l.last - j);
  }
  return n;
}
