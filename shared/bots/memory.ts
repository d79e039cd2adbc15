import type { CardValue, Reveal, Seat } from '../engine/types';
import type { BotLevel } from '../protocol';
import { type RngState, seedRng } from './rng';

/**
 * What a bot knows of one hand. Hands are sorted ascending (docs/rules.md, Setup), so a card revealed at
 * an end and sent back on a mismatch keeps its position until a trio or a swap changes that hand.
 */
export interface HandKnowledge {
  /**
   * One entry per card of the hand as it stood when the current turn started, ascending: the card's
   * value when known (revealed earlier, or inferred from its sorted neighbours), else null.
   */
  cards: (CardValue | null)[];
  /**
   * Values believed to still be somewhere in this hand, position unknown: what was known before a
   * swap moved one card in and one out (docs/rules.md, Team variant), and a partner's received card.
   */
  loose: CardValue[];
  /**
   * Hard only, one entry per entry of `cards`: a bit mask of values (bit v) that card is unlikely
   * to be, read from the owner's play (`observe.ts`, `readPlay`). Absent: nothing read yet.
   */
  not?: number[];
}

/**
 * A computer player's memory: plain JSON data (no classes, no Maps), so a room can store it and
 * restore it after hibernation. Built by `createBot`, advanced by `observe` and `decide`.
 */
export interface BotMemory {
  /** The strength (issue 5): `easy` forgets, `normal` remembers, `hard` also reasons. */
  level: BotLevel;
  /** The seat this bot plays. */
  seat: Seat;
  /** The bot's own PRNG state (sfc32); the only source of randomness. */
  rng: RngState;
  /** Per center slot: the value seen there (a slot keeps its card until collected), else null. */
  center: (CardValue | null)[];
  /** Per seat (the bot's own too: what the others have seen of it): knowledge of that hand. */
  hands: HandKnowledge[];
  /** The current turn's reveals, from `revealed` events, to place them when the turn ends. */
  turn: Reveal[];
  /** Turns ended in a row that showed the table nothing new (no unknown card, no trio). */
  quiet: number;
  /** During a swap: the bot's hand before it and the card it offered, to learn what it received. */
  swap: { before: CardValue[]; offered: CardValue } | null;
}

/** A fresh memory for `level` on `seat`; `seed` seeds its PRNG (same seed, same play). */
export function createMemory(level: BotLevel, seat: Seat, seed: string): BotMemory {
  return {
    level,
    seat,
    rng: seedRng(`${level}:${seat}:${seed}`),
    center: [],
    hands: [],
    turn: [],
    quiet: 0,
    swap: null,
  };
}

/** A deep copy, so the pure API can update a copy in place and never touch its input. */
export function cloneMemory(m: BotMemory): BotMemory {
  return {
    level: m.level,
    seat: m.seat,
    rng: [m.rng[0], m.rng[1], m.rng[2], m.rng[3]],
    center: m.center.slice(),
    hands: m.hands.map((h) =>
      h.not === undefined
        ? { cards: h.cards.slice(), loose: h.loose.slice() }
        : { cards: h.cards.slice(), loose: h.loose.slice(), not: h.not.slice() },
    ),
    turn: m.turn.slice(),
    quiet: m.quiet,
    swap: m.swap === null ? null : { before: m.swap.before.slice(), offered: m.swap.offered },
  };
}
