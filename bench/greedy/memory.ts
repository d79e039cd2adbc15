/**
 * The `greedy` benchmark player's memory (issue 30): a player with a perfect memory and no search,
 * written apart from shared/bots' memories and plans so "hard" is measured against an independent
 * opponent (it shares only shared/bots/turn-lines.ts: what a view says of the hands this turn). It sees
 * what a seat sees: its `PlayerView` and the public `GameEvent`s, nothing of the engine's state.
 *
 * It remembers every value ever revealed and where it lies: each center slot (a slot keeps its
 * card until a trio takes it), and each hand position as far as the public reveals and the hand
 * sizes tell (hands are sorted, so the k-th card taken from a hand's lowest end in one turn goes
 * back to position k; docs/rules.md, A turn). Plain JSON data, like a bot's memory.
 */

import { takenFrom } from '../../shared/bots/turn-lines';
import type { CardValue, GameEvent, PlayerView, Reveal, Seat } from '../../shared/engine/index';
import { type RngState, seedRng } from '../../shared/engine/rng';

export interface GreedyMemory {
  seat: Seat;
  /** Its own generator for tie-breaks, seeded from the seat and its own seed, not the game's. */
  rng: RngState;
  /** Per slot: the value last seen there, else null (never seen, or emptied by a trio). */
  center: (CardValue | null)[];
  /** Per seat: the hand as it stood at the current turn's start, ascending; null = not known. */
  hands: (CardValue | null)[][];
  /** The current turn's reveals, in order. */
  turn: Reveal[];
}

export function createGreedy(seat: Seat, seed: string): GreedyMemory {
  return { seat, rng: seedRng(`greedy:${seat}:${seed}`), center: [], hands: [], turn: [] };
}

/** Sorted hands: two known equal values enclose only that value. */
function fillBetween(cards: (CardValue | null)[]): void {
  let last = -1;
  for (let i = 0; i < cards.length; i++) {
    const v = cards[i] ?? null;
    if (v === null) continue;
    if (last >= 0 && cards[last] === v) for (let j = last + 1; j < i; j++) cards[j] = v;
    last = i;
  }
}

/** Learns from the view after a change and the change's public events; returns a new memory. */
export function observeGreedy(memory: GreedyMemory, view: PlayerView, events: GameEvent[]): GreedyMemory {
  const m: GreedyMemory = {
    seat: memory.seat,
    rng: [memory.rng[0], memory.rng[1], memory.rng[2], memory.rng[3]],
    center: memory.center.slice(),
    hands: memory.hands.map((h) => h.slice()),
    turn: memory.turn.slice(),
  };
  for (const ev of events) {
    if (ev.type === 'turn_started') m.turn = [];
    else if (ev.type === 'revealed') m.turn.push({ target: ev.target, value: ev.value });
    else if (ev.type === 'mismatch') {
      putBack(m, ev.revealed, view);
      m.turn = [];
    } else if (ev.type === 'trio_collected') {
      takeAway(m, m.turn);
      m.turn = [];
    } else if (ev.type === 'swap_done' && ev.swapped)
      // One card left and one came: no position of those two hands is certain any more.
      for (const s of ev.team) m.hands[s] = (m.hands[s] ?? []).map(() => null);
  }
  fitToView(m, view);
  return m;
}

/** A mismatch: every revealed card goes back where it came from, its value now public there. */
function putBack(m: GreedyMemory, revealed: readonly Reveal[], view: PlayerView): void {
  fitToView(m, { ...view, revealed: [] });
  const taken = new Map<Seat, { lo: number; hi: number }>();
  for (const r of revealed) {
    if (r.target.kind === 'center') {
      m.center[r.target.slot] = r.value;
      continue;
    }
    const t = taken.get(r.target.seat) ?? { lo: 0, hi: 0 };
    taken.set(r.target.seat, t);
    const h = m.hands[r.target.seat] ?? [];
    const pos = r.target.end === 'lowest' ? t.lo++ : h.length - 1 - t.hi++;
    if (pos >= 0 && pos < h.length) h[pos] = r.value;
  }
  for (const h of m.hands) fillBetween(h);
}

/** A trio: its center slots are empty for good, its hand cards leave their hands. */
function takeAway(m: GreedyMemory, turn: readonly Reveal[]): void {
  for (const r of turn) if (r.target.kind === 'center') m.center[r.target.slot] = null;
  m.hands = m.hands.map((h, seat) => {
    const t = takenFrom(turn, seat);
    return h.slice(t.lo, Math.max(t.lo, h.length - t.hi));
  });
}

/** Keeps the memory's shape to the view's: a hand of another length is forgotten, never guessed. */
function fitToView(m: GreedyMemory, view: PlayerView): void {
  if (m.center.length !== view.center.length) m.center = view.center.map(() => null);
  view.center.forEach((c, i) => {
    if (c === 'empty') m.center[i] = null;
  });
  m.hands.length = view.handSizes.length;
  for (let s = 0; s < view.handSizes.length; s++) {
    const t = takenFrom(view.revealed, s);
    const size = (view.handSizes[s] ?? 0) + t.lo + t.hi;
    const h = m.hands[s];
    if (h === undefined || h.length !== size) m.hands[s] = new Array<CardValue | null>(size).fill(null);
  }
}
