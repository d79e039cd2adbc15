import { signal } from '@preact/signals';
import type { CardValue, GameEvent, Seat, Target } from '../../shared/engine/types';
import type { StateMessage } from '../net/store';

/**
 * The game log, built from the public events of each state message. Each reveal remembers its
 * turn; when that turn ends in a mismatch the reveal is marked `returned`, so a classic log can
 * hide its value (RULES.md, Online presentation) while an open log keeps it.
 */

export type LogEntry =
  | { kind: 'reveal'; id: number; seat: Seat; target: Target; value: CardValue; returned: boolean }
  | { kind: 'mismatch'; id: number; seat: Seat }
  | { kind: 'trio'; id: number; seat: Seat; value: CardValue }
  | { kind: 'turn'; id: number; seat: Seat }
  | { kind: 'swap'; id: number; team: Seat[]; swapped: boolean }
  | { kind: 'swap_started'; id: number }
  | { kind: 'won'; id: number; seats: Seat[] };

const MAX_ENTRIES = 80;

export const log = signal<LogEntry[]>([]);
/** True when the log starts mid-game (the page joined or reloaded after the start). */
export const logPartial = signal(false);

let gameNumber = -1;
let nextId = 0;

function entryFor(event: GameEvent): LogEntry | null {
  const id = ++nextId;
  switch (event.type) {
    case 'revealed':
      return {
        kind: 'reveal',
        id,
        seat: event.seat,
        target: event.target,
        value: event.value,
        returned: false,
      };
    case 'mismatch':
      return { kind: 'mismatch', id, seat: event.seat };
    case 'trio_collected':
      return { kind: 'trio', id, seat: event.seat, value: event.value };
    case 'turn_started':
      return { kind: 'turn', id, seat: event.seat };
    case 'swap_done':
      return { kind: 'swap', id, team: event.team, swapped: event.swapped };
    case 'swap_started':
      return { kind: 'swap_started', id };
    case 'game_won':
      return { kind: 'won', id, seats: event.seats };
  }
}

/** Takes in one state message's events. */
export function recordState(message: StateMessage): void {
  if (message.game !== gameNumber) {
    gameNumber = message.game;
    log.value = [];
    logPartial.value = message.events.length === 0 && message.version > 0;
  }
  if (message.events.length === 0) return;
  let entries = log.value;
  for (const event of message.events) {
    if (event.type === 'mismatch') {
      // The cards of this turn go back: every reveal since the turn began is now "returned".
      entries = markReturned(entries);
    }
    const entry = entryFor(event);
    if (entry) entries = [...entries, entry];
  }
  log.value = entries.slice(-MAX_ENTRIES);
}

function markReturned(entries: LogEntry[]): LogEntry[] {
  const out = entries.slice();
  for (let i = out.length - 1; i >= 0; i--) {
    const e = out[i];
    if (e?.kind !== 'reveal') break;
    out[i] = { ...e, returned: true };
  }
  return out;
}
