/**
 * The `greedy` benchmark player's moves (issue 30): perfect memory (`memory.ts`, `chances.ts`), no
 * search of the other seats' play, no care for what the table learns. On its turn it goes for the
 * trio it can reach with the best chance: the copies it can reveal for sure (its own end cards,
 * remembered center slots, other hands' known ends, a known run card after card), then the unknown
 * cards likeliest to hold the rest; a win (the 7s, a third trio, a spicy connected trio) outweighs
 * another trio. It opens on the card with the best chance of a trio this turn (a known copy, or an
 * unknown card when what it may show has known copies to follow); once a value shows, it reveals the
 * known copies first and hunts the unknown ones where a copy is most likely. In a team swap it gives a single card, one its partner is known to hold if it can.
 */
import { isConnected } from '../../shared/engine/connected';
import type { Action, CardValue, PlayerView, Target } from '../../shared/engine/index';
import { partnerOf, teamOf } from '../../shared/engine/queries';
import { randomInt } from '../../shared/engine/rng';
import { chance, knownAt, knownReach, type Picture, picture, reveal, type Spot, spots } from './chances';
import type { GreedyMemory } from './memory';

/** What a trio that wins at once is worth against any other trio (1). */
const WIN = 2;

/** Whether collecting x wins at once for the seat's team (docs/rules.md, Winning). */
function wins(view: PlayerView, m: GreedyMemory, x: number): boolean {
  const own = teamOf(view, m.seat).flatMap((s) => view.trios[s] ?? []);
  if (x === 7) return true;
  if ((view.config.mode === 'simple' || view.config.spicyThreeTrios) && own.length >= 2) return true;
  return view.config.mode === 'spicy' && own.some((t) => isConnected(t, x as CardValue));
}

/**
 * A trio's worth to the seat: 1, a win `WIN`; in spicy a trio whose connected values are all
 * collected already (it can never be linked) is worth half.
 */
function worth(view: PlayerView, m: GreedyMemory, x: number): number {
  if (wins(view, m, x)) return WIN;
  if (view.config.mode !== 'spicy' || view.config.spicyThreeTrios) return 1;
  const gone = new Set(view.trios.flat());
  for (let y = 1; y <= 12; y++)
    if (isConnected(x as CardValue, y as CardValue) && !gone.has(y as CardValue)) return 1;
  return 0.5;
}

/** P(the seat reveals `need` more copies of x from picture p): known copies first, then the likeliest. */
function rest(p: Picture, list: readonly Spot[], x: number, need: number): number {
  const sure = knownReach(p, x);
  if (sure >= need) return 1;
  if ((p.pool[x] ?? 0) < need - sure) return 0;
  let best = 0;
  for (const s of list) {
    const q = chance(p, s, x);
    if (q <= 0) continue;
    const after = need - sure > 1 ? rest(reveal(p, s, x as CardValue), live(list, p, s), x, need - 1) : 1;
    if (q * after > best) best = q * after;
  }
  return best;
}

/** The spots still reachable after `s` is revealed (a hand end stays while its hand has cards). */
function live(list: readonly Spot[], p: Picture, s: Spot): Spot[] {
  if (s.kind === 'center') return list.filter((t) => !(t.kind === 'center' && t.slot === s.slot));
  const l = p.lines[s.seat];
  const left = l === undefined ? 0 : l.last - l.first; // cards left in that hand after this one
  return list.filter(
    (t) => t.kind === 'center' || t.seat !== s.seat || (left > 0 && (left > 1 || t.end === 'lowest')),
  );
}

/** The turn's chance-weighted worth of revealing `s` first. */
function opening(p: Picture, list: readonly Spot[], s: Spot, value: (x: number) => number): number {
  const known = knownAt(p, s);
  const others = live(list, p, s);
  if (known !== null) return value(known) * rest(reveal(p, s, known), others, known, 2);
  let total = 0;
  for (let x = 1; x <= 12; x++) {
    const q = chance(p, s, x);
    if (q > 0) total += q * value(x) * rest(reveal(p, s, x as CardValue), others, x, 2);
  }
  return total;
}

/** The best of `list` by `score`, ties at random with the seat's own generator. */
function best(m: GreedyMemory, list: readonly Spot[], score: (s: Spot) => number): Spot | undefined {
  let top = Number.NEGATIVE_INFINITY;
  let picks: Spot[] = [];
  for (const s of list) {
    const v = score(s);
    if (v > top + 1e-9) [top, picks] = [v, [s]];
    else if (v > top - 1e-9) picks.push(s);
  }
  return picks.length > 0 ? picks[randomInt(m.rng, picks.length)] : undefined;
}

/** The reveal for the seat's turn (`view.turn === m.seat`, phase `play`). */
function choose(m: GreedyMemory, view: PlayerView): Target {
  const p = picture(m, view);
  const list = spots(p);
  const first = view.revealed[0];
  let pick: Spot | undefined;
  if (first !== undefined) {
    const x = first.value;
    const need = 3 - view.revealed.length;
    // A known copy first; else the unknown card with the best chance of x (and of the next x).
    pick =
      list.find((s) => knownAt(p, s) === x) ??
      best(m, list, (s) => {
        const q = chance(p, s, x);
        return q <= 0 || need < 2 ? q : q * rest(reveal(p, s, x), live(list, p, s), x, need - 1);
      });
  } else {
    const value = (x: number): number => worth(view, m, x);
    // The opening with the best chance-weighted trio: a known copy, or an unknown card when what it
    // may show has more known copies to follow (issue 30: that greedy held hard to about 44 % in
    // simple, where always opening on a known copy let hard win about 64 %, 400 games, seed v1).
    pick = best(m, list, (s) => opening(p, list, s, value));
  }
  const s = pick ?? list[0];
  if (s === undefined) return { kind: 'center', slot: 0 };
  return s.kind === 'center' ? { kind: 'center', slot: s.slot } : { kind: 'hand', seat: s.seat, end: s.end };
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
  return { action: { type: 'reveal', target: choose(m, view) }, memory: m };
}
