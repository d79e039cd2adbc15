import type { Action, CardValue, Target } from '../engine/types';
import type { ClientMessage } from './messages';

/**
 * The `act` frame — nearly every frame a room receives — read without the schema library: a
 * plain check of the parsed JSON that accepts exactly what `ClientMessageSchema` accepts for a
 * well-formed `act` and returns the same message (the same fields, in the schema's order, unknown
 * fields dropped). Anything else, including every malformed `act`, is left to the schema, so the
 * refusals and their reasons stay the schema's. test/protocol/act-fast-path.test.ts holds the two
 * to the same answers.
 */

type Act = Extract<ClientMessage, { type: 'act' }>;

const isInteger = Number.isInteger as (value: unknown) => value is number;

/** A slot 0..8, a seat 0..5, a card value 1..12 (`SlotSchema`, `SeatSchema`, `CardValueSchema`). */
const inRange = (value: unknown, low: number, high: number): value is number =>
  isInteger(value) && value >= low && value <= high;
const isCardValue = (value: unknown): value is CardValue => inRange(value, 1, 12);

function target(input: unknown): Target | null {
  if (typeof input !== 'object' || input === null) return null;
  const t = input as { kind?: unknown; slot?: unknown; seat?: unknown; end?: unknown };
  if (t.kind === 'center') return inRange(t.slot, 0, 8) ? { kind: 'center', slot: t.slot } : null;
  if (t.kind !== 'hand' || !inRange(t.seat, 0, 5) || (t.end !== 'lowest' && t.end !== 'highest')) return null;
  return { kind: 'hand', seat: t.seat, end: t.end };
}

function action(input: unknown): Action | null {
  if (typeof input !== 'object' || input === null) return null;
  const a = input as { type?: unknown; target?: unknown; value?: unknown };
  if (a.type === 'reveal') {
    const t = target(a.target);
    return t === null ? null : { type: 'reveal', target: t };
  }
  if (a.type === 'swap') return isCardValue(a.value) ? { type: 'swap', value: a.value } : null;
  return a.type === 'skip_swap' ? { type: 'skip_swap' } : null;
}

/** The `act` message in `json` (a parsed frame), or null: not a well-formed `act` (ask the schema). */
export function fastAct(json: unknown): Act | null {
  if (typeof json !== 'object' || json === null) return null;
  const m = json as { type?: unknown; action?: unknown; version?: unknown; game?: unknown };
  if (m.type !== 'act' || !isInteger(m.version)) return null;
  const parsed = action(m.action);
  if (parsed === null) return null;
  if (!('game' in m)) return { type: 'act', action: parsed, version: m.version };
  return isInteger(m.game) ? { type: 'act', action: parsed, version: m.version, game: m.game } : null;
}
