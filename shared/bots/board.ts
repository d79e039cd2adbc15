import type { CardValue, PlayerView, Seat, Target } from '../engine/types';
import type { BotMemory } from './memory';
import { inferBetween } from './observe';
import { turnLine, unlocatedCopies } from './turn-lines';

/** The values 1..12 in order. */
export const VALUES: readonly CardValue[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** One hand as the bot sees it during a decision: positions as at the turn's start. */
export interface HandLine {
  seat: Seat;
  /** Known values by position (this turn's reveals filled in; the bot's own hand fully known). */
  full: (CardValue | null)[];
  /** What every other player has seen of this hand (equals `full` except for the bot's own). */
  pub: (CardValue | null)[];
  /** Cards taken from the lowest / highest end this turn (they are face up now). */
  lo: number;
  hi: number;
  /** Hard: per position, a bit mask of values the owner's play made unlikely there (memory `not`). */
  not?: readonly number[];
}

/** A reachable reveal: a face-down center slot, or one end of a non-empty hand. */
export type Source =
  | { kind: 'center'; slot: number; known: CardValue | null; target: Target }
  | { kind: 'hand'; line: HandLine; end: 'lowest' | 'highest'; target: Target };

/**
 * The bot's working picture for one decision: every hand's known positions, the center, which
 * copies are still unaccounted for (`pool`, indexed by value), and the reachable sources.
 */
export interface Board {
  view: PlayerView;
  me: Seat;
  lines: HandLine[];
  /** Per slot: the value known to be face down there (null: unknown, empty or face up). */
  center: (CardValue | null)[];
  /** Index = value: copies neither collected nor known to the bot. */
  pool: number[];
  /** Σ pool: cards whose value the bot does not know. */
  unknown: number;
  sources: Source[];
}

/** Builds the board from the memory and the seat's current view. */
export function buildBoard(memory: BotMemory, view: PlayerView): Board {
  const me = memory.seat;
  const lines: HandLine[] = view.handSizes.map((_size, seat) => {
    const { full, lo, hi } = turnLine(view, seat, memory.hands[seat]?.cards);
    const n = full.length;
    const pub = seat === me ? full.slice() : full;
    if (seat === me && view.hand !== null) {
      for (let i = 0; i < view.hand.length; i++) full[lo + i] = view.hand[i] ?? null;
    } else inferBetween(full);
    const not = memory.hands[seat]?.not;
    if (seat !== me && not !== undefined && not.length === n) return { seat, full, pub, lo, hi, not };
    return { seat, full, pub, lo, hi };
  });
  const center = view.center.map((c, slot) => (c === 'face_down' ? (memory.center[slot] ?? null) : null));
  const pool = unlocatedCopies(view, [...lines.flatMap((line) => line.full), ...center]);
  let unknown = 0;
  for (const c of pool) unknown += c;
  const sources: Source[] = [];
  view.center.forEach((c, slot) => {
    if (c === 'face_down')
      sources.push({ kind: 'center', slot, known: center[slot] ?? null, target: { kind: 'center', slot } });
  });
  for (const line of lines) {
    const left = line.full.length - line.lo - line.hi;
    if (left <= 0) continue;
    sources.push({
      kind: 'hand',
      line,
      end: 'lowest',
      target: { kind: 'hand', seat: line.seat, end: 'lowest' },
    });
    // With one card left the highest is the same card: one source is enough for planning.
    if (left > 1)
      sources.push({
        kind: 'hand',
        line,
        end: 'highest',
        target: { kind: 'hand', seat: line.seat, end: 'highest' },
      });
  }
  return { view, me, lines, center, pool, unknown, sources };
}

/** The position of the `step`-th card (0 = the current end) a source would reveal, or -1. */
export function positionAt(line: HandLine, end: 'lowest' | 'highest', step: number): number {
  const n = line.full.length;
  const idx = end === 'lowest' ? line.lo + step : n - 1 - line.hi - step;
  return idx >= line.lo && idx < n - line.hi ? idx : -1;
}

/** The value the source's next card is known to have, or null (unknown). */
export function knownFirst(s: Source): CardValue | null {
  if (s.kind === 'center') return s.known;
  const idx = positionAt(s.line, s.end, 0);
  return idx < 0 ? null : (s.line.full[idx] ?? null);
}
