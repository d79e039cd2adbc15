/**
 * The `greedy` benchmark player's moves (issue 30): perfect memory (`memory.ts`), no search, no
 * care for what the table learns. On its turn it picks the value it can reach most of (its own end
 * cards, remembered center slots, other hands' known ends), reveals the known copies first, and
 * hunts the unknown ones where a copy is most likely (sorted-hand bounds and the copies not yet
 * seen). In a team swap it gives a single card, one its partner is known to hold if it can.
 */
import { isConnected } from '../../shared/engine/connected';
import type { Action, CardValue, PlayerView, Target } from '../../shared/engine/index';
import { partnerOf, teamOf } from '../../shared/engine/queries';
import { randomInt } from '../../shared/engine/rng';
import { type GreedyMemory, takenFrom } from './memory';

/** One reachable card: its target and, when remembered, its value. */
interface Source {
  target: Target;
  known: CardValue | null;
  /** Unknown cards only: the chance of each value (index = value). */
  chance: number[];
}

/** P(the lowest, or `highest`, of k cards drawn from `pool` within [lb, ub] is each value). */
function endChances(pool: readonly number[], lb: number, ub: number, k: number, highest: boolean): number[] {
  const out = new Array<number>(13).fill(0);
  let total = 0;
  for (let u = lb; u <= ub; u++) total += pool[u] ?? 0;
  if (total <= 0) return out;
  const draws = Math.max(1, Math.min(k, total));
  // P(every one of the k cards lies in a tail of `inTail` copies), walking from the far end.
  let inTail = 0;
  let prev = 0;
  for (let step = 0; step <= ub - lb; step++) {
    const u = highest ? lb + step : ub - step;
    inTail += pool[u] ?? 0;
    let p = 1;
    for (let i = 0; i < draws; i++) p *= Math.max(0, inTail - i) / (total - i);
    out[u] = p - prev;
    prev = p;
  }
  return out;
}

/** The hands as the seat sees them now: remembered positions, this turn's reveals, its own hand. */
function lines(m: GreedyMemory, view: PlayerView): (CardValue | null)[][] {
  return view.handSizes.map((size, seat) => {
    const t = takenFrom(view.revealed, seat);
    const had = m.hands[seat] ?? [];
    const full = had.length === size + t.lo + t.hi ? had.slice() : new Array(size + t.lo + t.hi).fill(null);
    let lo = 0;
    let hi = 0;
    for (const r of view.revealed) {
      if (r.target.kind !== 'hand' || r.target.seat !== seat) continue;
      if (r.target.end === 'lowest') full[lo++] = r.value;
      else full[full.length - 1 - hi++] = r.value;
    }
    if (seat === m.seat && view.hand !== null)
      for (let i = 0; i < view.hand.length; i++) full[t.lo + i] = view.hand[i] ?? null;
    return full;
  });
}

function sources(m: GreedyMemory, view: PlayerView): Source[] {
  const hands = lines(m, view);
  const pool = new Array<number>(13).fill(3);
  pool[0] = 0;
  for (const v of view.trios.flat()) pool[v] = 0;
  const seen = (v: CardValue | null | undefined): void => {
    if (v !== null && v !== undefined) pool[v] = Math.max(0, (pool[v] ?? 0) - 1);
  };
  for (const h of hands) h.forEach(seen);
  view.center.forEach((c, slot) => {
    seen(c === 'face_down' ? m.center[slot] : c === 'empty' ? null : c);
  });
  let unknown = 0;
  for (const c of pool) unknown += c;
  const out: Source[] = [];
  view.center.forEach((c, slot) => {
    if (c !== 'face_down') return;
    const known = m.center[slot] ?? null;
    const chance = pool.map((n) => (known === null && unknown > 0 ? n / unknown : 0));
    out.push({ target: { kind: 'center', slot }, known, chance });
  });
  hands.forEach((full, seat) => {
    const t = takenFrom(view.revealed, seat);
    const first = t.lo;
    const last = full.length - 1 - t.hi;
    for (const end of ['lowest', 'highest'] as const) {
      if (last < first || (end === 'highest' && last === first)) continue;
      const idx = end === 'lowest' ? first : last;
      const step = end === 'lowest' ? 1 : -1;
      const known = full[idx] ?? null;
      let k = 0;
      let j = idx;
      while (j >= first && j <= last && full[j] === null) {
        k++;
        j += step;
      }
      const inner = full[j] ?? null;
      const outer = full[idx - step] ?? null;
      const [lb, ub] = end === 'lowest' ? [outer ?? 1, inner ?? 12] : [inner ?? 1, outer ?? 12];
      const chance = known === null ? endChances(pool, lb, ub, k, end === 'highest') : new Array(13).fill(0);
      out.push({ target: { kind: 'hand', seat, end }, known, chance });
    }
  });
  return out;
}

/** How many known copies of each value the seat can reveal in a row (a known run at a hand's end counts whole). */
function reach(m: GreedyMemory, view: PlayerView): number[] {
  const count = new Array<number>(13).fill(0);
  view.center.forEach((c, slot) => {
    const v = c === 'face_down' ? m.center[slot] : null;
    if (v !== null && v !== undefined) count[v] = (count[v] ?? 0) + 1;
  });
  for (const full of lines(m, view)) {
    let i = 0;
    while (i < full.length && full[i] !== null && full[i] === full[0]) i++;
    if (i > 0) count[full[0] as CardValue] = (count[full[0] as CardValue] ?? 0) + i;
    let j = full.length - 1;
    while (j >= i && full[j] !== null && full[j] === full[full.length - 1]) j--;
    const high = full[full.length - 1];
    if (j < full.length - 1 && high !== null && high !== undefined)
      count[high] = (count[high] ?? 0) + full.length - 1 - j;
  }
  return count;
}

/** Whether collecting x wins at once for the seat's team (docs/rules.md, Winning). */
function wins(view: PlayerView, m: GreedyMemory, x: number): boolean {
  const own = teamOf(view, m.seat).flatMap((s) => view.trios[s] ?? []);
  if (x === 7) return true;
  if ((view.config.mode === 'simple' || view.config.spicyThreeTrios) && own.length >= 2) return true;
  return view.config.mode === 'spicy' && own.some((t) => isConnected(t, x as CardValue));
}

/** The best source for x: a known copy, else the unknown card likeliest to be x (ties at random). */
function hunt(
  m: GreedyMemory,
  list: readonly Source[],
  x: number,
): { source: Source | undefined; p: number } {
  const known = list.find((s) => s.known === x);
  if (known !== undefined) return { source: known, p: 1 };
  let best: Source[] = [];
  let top = -1;
  for (const s of list) {
    if (s.known !== null) continue;
    const p = s.chance[x] ?? 0;
    if (p > top + 1e-12) [best, top] = [[s], p];
    else if (Math.abs(p - top) <= 1e-12) best.push(s);
  }
  return { source: best.length > 0 ? best[randomInt(m.rng, best.length)] : undefined, p: top };
}

/** The reveal for the seat's turn (`view.turn === m.seat`, phase `play`). */
function reveal(m: GreedyMemory, view: PlayerView): Target {
  const list = sources(m, view);
  const fallback = list[0]?.target ?? { kind: 'center', slot: 0 };
  const first = view.revealed[0];
  if (first !== undefined) return hunt(m, list, first.value).source?.target ?? fallback;
  const counts = reach(m, view);
  let pick = -1;
  let key = Number.NEGATIVE_INFINITY;
  for (let x = 1; x <= 12; x++) {
    const n = Math.min(3, counts[x] ?? 0);
    if (n === 0) continue;
    // Most copies first; among equals, a winning value, then the likeliest missing copy. A value
    // whose missing copies all lie out of reach (mid-hand, remembered) is a last resort.
    const p = n < 3 ? hunt(m, list, x).p : 1;
    const k = p <= 0 ? n / 100 : n + (wins(view, m, x) ? 0.5 : 0) + (n < 3 ? 0.4 * p : 0);
    if (k > key) [pick, key] = [x, k];
  }
  if (pick < 0) return hunt(m, list, randomInt(m.rng, 12) + 1).source?.target ?? fallback;
  return hunt(m, list, pick).source?.target ?? fallback;
}

/** A swap: a single card (one its partner is known to hold first), else any card. */
function swapValue(m: GreedyMemory, view: PlayerView): CardValue | null {
  const hand = view.hand ?? [];
  if (hand.length === 0) return null;
  const partner = partnerOf(view, m.seat);
  const theirs = partner === null ? [] : (m.hands[partner] ?? []);
  const singles = hand.filter((v) => hand.indexOf(v) === hand.lastIndexOf(v));
  const pool = singles.length > 0 ? singles : hand;
  return pool.find((v) => theirs.includes(v)) ?? pool[randomInt(m.rng, pool.length)] ?? null;
}

/** The greedy player's move when its seat must act. Pure: returns the action and the new memory. */
export function decideGreedy(
  memory: GreedyMemory,
  view: PlayerView,
): { action: Action; memory: GreedyMemory } {
  const m: GreedyMemory = { ...memory, rng: [memory.rng[0], memory.rng[1], memory.rng[2], memory.rng[3]] };
  if (view.phase === 'swap') {
    const offered = view.swap?.offered ?? null;
    const value = offered ?? swapValue(m, view);
    return { action: value === null ? { type: 'skip_swap' } : { type: 'swap', value }, memory: m };
  }
  return { action: { type: 'reveal', target: reveal(m, view) }, memory: m };
}
