import { partnerOf } from '../engine/queries';
import type { CardValue, GameEvent, PlayerView, Reveal, Seat, Target } from '../engine/types';
import { type BotMemory, cloneMemory, type HandKnowledge } from './memory';
import { addEndRuns } from './reach';
import { draw, type RngCursor } from './rng';
import { handOf, inSync, syncWithView } from './shape';
import { takenFrom } from './turn-lines';

/**
 * How likely an `easy` bot is to remember one public reveal (issue 5: forgetful, ≈ 0.5). What it
 * knows of a card is what it noted the last time that card was shown: a reveal it does not note
 * replaces an older memory of that card, so a card shown again and again is still known only about
 * half the time (keeping old memories would make it near-perfect on every card the table keeps
 * showing: pairs that a five-player table starts from turn after turn).
 */
export const EASY_RECALL = 0.5;

/**
 * Learns from what just happened: the seat's view after a state change and the public events that
 * led to it. Returns a new memory; the input is not changed.
 */
export function observeEvents(memory: BotMemory, view: PlayerView, events: GameEvent[]): BotMemory {
  const quick = observeQuickly(memory, view, events);
  if (quick !== null) return quick;
  const m = cloneMemory(memory);
  const cursor: RngCursor = { state: m.rng };
  for (const ev of events) {
    switch (ev.type) {
      case 'turn_started':
        m.turn = [];
        break;
      case 'revealed':
        if (m.level === 'hard' && m.turn.length > 0) readHunt(m, ev.seat, ev.target);
        m.turn.push({ target: ev.target, value: ev.value });
        break;
      case 'mismatch':
        if (m.level === 'hard') readMiss(m, ev.seat, ev.revealed);
        remember(m, ev.revealed, view, cursor);
        m.turn = [];
        break;
      case 'trio_collected':
        m.quiet = 0;
        collect(m, m.turn, ev.value);
        m.turn = [];
        break;
      case 'swap_done':
        if (ev.swapped) swapped(m, ev.team, view);
        if (ev.team.includes(m.seat)) m.swap = null;
        break;
      case 'swap_started':
      case 'game_won':
        break;
      default:
        assertNever(ev);
    }
  }
  m.rng = cursor.state;
  syncWithView(m, view);
  return m;
}

function assertNever(x: never): never {
  throw new Error(`unexpected event ${JSON.stringify(x)}`);
}

/**
 * A mismatch sends every card back where it came from: their values become known there (to an
 * easy bot, each with probability `EASY_RECALL`, else that card becomes unknown to it).
 */
function remember(m: BotMemory, revealed: Reveal[], view: PlayerView, cursor: RngCursor): void {
  // A bot that joined late has no shape yet: the view after a mismatch shows the hands whole again.
  if (m.center.length !== view.center.length) m.center = view.center.map(() => null);
  const taken = new Map<Seat, { lo: number; hi: number }>();
  let news = false;
  for (const r of revealed) {
    const keep = m.level !== 'easy' || draw(cursor) < EASY_RECALL;
    if (r.target.kind === 'center') {
      if (m.center[r.target.slot] !== r.value) news = true;
      if (r.target.slot < m.center.length) m.center[r.target.slot] = keep ? r.value : null;
      continue;
    }
    const seat = r.target.seat;
    const t = taken.get(seat) ?? { lo: 0, hi: 0 };
    taken.set(seat, t);
    const h = handOf(m, seat);
    const size = view.handSizes[seat] ?? 0;
    if (h.cards.length !== size) h.cards = new Array<CardValue | null>(size).fill(null);
    const pos = r.target.end === 'lowest' ? t.lo++ : h.cards.length - 1 - t.hi++;
    if (h.cards[pos] !== r.value) news = true;
    if (pos >= 0 && pos < h.cards.length) h.cards[pos] = keep ? r.value : null;
  }
  m.quiet = news ? 0 : m.quiet + 1;
  for (const h of m.hands) if (h !== undefined) inferBetween(h.cards);
}

/**
 * Sorted-hand inference: two known equal values enclose only that value, and known values bound the
 * unknown cards between them (used by the reasoning, not stored).
 */
export function inferBetween(cards: (CardValue | null)[]): void {
  let last = -1;
  for (let i = 0; i < cards.length; i++) {
    const v = cards[i];
    if (v === null || v === undefined) continue;
    if (last >= 0 && cards[last] === v) for (let j = last + 1; j < i; j++) cards[j] = v;
    last = i;
  }
}

/** A trio leaves the game: its center slots become empty, its hand cards leave their hands. */
function collect(m: BotMemory, turn: Reveal[], value: CardValue): void {
  const taken = new Map<Seat, { lo: number; hi: number }>();
  for (const r of turn) {
    if (r.target.kind === 'center') {
      if (r.target.slot < m.center.length) m.center[r.target.slot] = null;
      continue;
    }
    const t = taken.get(r.target.seat) ?? { lo: 0, hi: 0 };
    if (r.target.end === 'lowest') t.lo++;
    else t.hi++;
    taken.set(r.target.seat, t);
  }
  for (const [seat, t] of taken) {
    const h = handOf(m, seat);
    const end = Math.max(t.lo, h.cards.length - t.hi);
    if (h.not !== undefined && h.not.length === h.cards.length) h.not = h.not.slice(t.lo, end);
    else delete h.not;
    h.cards = h.cards.slice(t.lo, end);
  }
  for (const h of m.hands) if (h !== undefined) h.loose = h.loose.filter((v) => v !== value);
}

/**
 * A team swapped one card each way: positions in both hands are no longer certain, so what was
 * known moves to `loose` (knowledge decays). The bot's own team knows which cards moved.
 */
function swapped(m: BotMemory, team: Seat[], view: PlayerView): void {
  for (const seat of team) {
    const h = handOf(m, seat);
    const known = h.cards.filter((v): v is CardValue => v !== null);
    h.loose = [...h.loose, ...known].slice(-Math.max(1, h.cards.length));
    h.cards = h.cards.map(() => null);
    delete h.not;
  }
  if (!team.includes(m.seat) || m.swap === null || view.hand === null) return;
  const rest = m.swap.before.slice();
  rest.splice(rest.indexOf(m.swap.offered), 1);
  const received = multisetMinus(view.hand, rest)[0];
  const partner = partnerOf(view, m.seat);
  if (partner === null) return;
  const ph = handOf(m, partner);
  if (received !== undefined) {
    const i = ph.loose.indexOf(received);
    if (i >= 0) ph.loose.splice(i, 1);
  }
  ph.loose.push(m.swap.offered);
}

/** The values of `a` not matched one-for-one in `b`. */
export function multisetMinus(a: readonly CardValue[], b: readonly CardValue[]): CardValue[] {
  const rest = b.slice();
  const out: CardValue[] = [];
  for (const v of a) {
    const i = rest.indexOf(v);
    if (i >= 0) rest.splice(i, 1);
    else out.push(v);
  }
  return out;
}

/**
 * The common case, a reveal in the middle of a turn: only the turn's list grows. The new memory
 * shares the untouched arrays with the old one (neither is ever mutated after it is returned).
 */
function observeQuickly(memory: BotMemory, view: PlayerView, events: GameEvent[]): BotMemory | null {
  let turn = memory.turn;
  for (const ev of events) {
    if (ev.type === 'revealed') {
      // Hard reads a hunt (a second or third reveal) for what it says of the hunter's hand.
      if (memory.level === 'hard' && turn.length > 0) return null;
      turn = [...turn, { target: ev.target, value: ev.value }];
    } else if (ev.type === 'turn_started') turn = [];
    else return null;
  }
  return inSync(memory, view) ? { ...memory, turn } : null;
}

/*
 * Reading play (hard): every level reveals a copy of the turn's value it knows of before it hunts an
 * unknown card, and starts its turn with a trio it knows is reachable. A player knows its own hand,
 * so a hunt says its own lowest and highest cards are not the hunted value, and a mismatched turn
 * says that no value the table could already reach twice sat at either end of its hand. These are
 * likelihoods, not certainties (an easy player forgets, a person may play otherwise): `worlds.ts`
 * weighs them softly.
 */

function notOf(h: HandKnowledge): number[] {
  if (h.not === undefined || h.not.length !== h.cards.length) h.not = h.cards.map(() => 0);
  return h.not;
}

/** Marks the current ends of `seat`'s hand (after this turn's reveals `turn`) as not holding x. */
function markEnds(m: BotMemory, seat: Seat, x: number, turn: readonly Reveal[]): void {
  const h = handOf(m, seat);
  const t = takenFrom(turn, seat);
  const last = h.cards.length - 1 - t.hi;
  if (last < t.lo) return;
  const not = notOf(h);
  for (const i of [t.lo, last]) if (h.cards[i] === null) not[i] = (not[i] ?? 0) | (1 << x);
}

/** A reveal after the first: if it hunted a card the table did not know, the hunter held no x at its ends. */
function readHunt(m: BotMemory, seat: Seat, target: Target): void {
  const x = m.turn[0]?.value;
  if (x === undefined) return;
  // A copy of x the table knew of says nothing; any other card means the hunter knew of no x.
  if (target.kind === 'center') {
    if ((m.center[target.slot] ?? null) === x) return;
  } else {
    if (target.seat === seat) return;
    const h = m.hands[target.seat];
    if (h === undefined) return;
    const t = takenFrom(m.turn, target.seat);
    const pos = target.end === 'lowest' ? t.lo : h.cards.length - 1 - t.hi;
    if ((h.cards[pos] ?? null) === x) return;
  }
  markEnds(m, seat, x, m.turn);
}

/** A mismatched turn: no value the table could reach twice at its start was at the player's ends. */
function readMiss(m: BotMemory, seat: Seat, revealed: readonly Reveal[]): void {
  if (revealed.length === 0) return;
  const reach = new Array<number>(13).fill(0);
  for (const v of m.center) if (v !== null) reach[v] = (reach[v] ?? 0) + 1;
  for (const h of m.hands) if (h !== undefined) addEndRuns(reach, h.cards);
  for (let x = 1; x <= 12; x++) if ((reach[x] ?? 0) >= 2) markEnds(m, seat, x, []);
}
