import { signal } from '@preact/signals';
import type { CardValue, Seat, Target } from '../../../../shared/engine/types';
import type { LogEvent } from '../../../../shared/protocol/game';
import type { HistoryMessage, StateMessage } from '../../../state/room';

/**
 * The game log, seeded by the `history` message on (re)join and extended by the public events of
 * each state message. Each reveal remembers its turn; when that turn ends in a mismatch the reveal
 * is marked `returned`, so a classic log can hide its value (docs/rules.md, Online presentation) while
 * an open log keeps it. In a history the server already replaced such values with `null`.
 */

export type LogEntry =
  | { kind: 'reveal'; id: number; seat: Seat; target: Target; value: CardValue | null; returned: boolean }
  | { kind: 'mismatch'; id: number; seat: Seat }
  | { kind: 'trio'; id: number; seat: Seat; value: CardValue }
  | { kind: 'turn'; id: number; seat: Seat }
  | { kind: 'swap'; id: number; team: Seat[]; swapped: boolean }
  | { kind: 'swap_started'; id: number }
  | { kind: 'won'; id: number; seats: Seat[] };

const MAX_ENTRIES = 80;

export const log = signal<LogEntry[]>([]);
/**
 * Whether the log starts mid-game: false when it starts at the deal; true when it does not (no
 * history came yet, or only the last moves did) and nothing older can be asked for; a number when
 * older moves can be asked for, before that version (`log_page`: table/Scrollback.tsx).
 */
export const logPartial = signal<boolean | number>(false);

let gameNumber = -1;
let nextId = 0;
/** Lines kept: the last `MAX_ENTRIES`, or all once the player scrolled back to older ones. */
let kept = MAX_ENTRIES;

function entryFor(event: LogEvent): LogEntry | null {
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

/** Forgets the last room's log. */
export function resetLog(): void {
  gameNumber = -1;
  log.value = [];
}

/** Takes in one state message's events. */
export function recordState(message: StateMessage): void {
  if (message.game !== gameNumber) {
    gameNumber = message.game;
    log.value = [];
    logPartial.value = message.events.length === 0 && message.version > 0;
    kept = MAX_ENTRIES;
  }
  if (message.events.length > 0) log.value = append(log.value, message.events);
}

/** Takes in the log so far (sent right after the state on join): it replaces what was there. */
export function recordHistory(message: HistoryMessage): void {
  gameNumber = message.game;
  kept = MAX_ENTRIES;
  log.value = append([], message.events);
  logPartial.value = message.complete ? false : (message.from ?? true);
}

/**
 * Puts an older page of the log (`log_page`, whole turns) before the lines held; `from` is where
 * it begins, `more` whether older moves can be asked for. From then on every line is kept.
 */
export function prependLog(events: LogEvent[], from: number, more: boolean): void {
  kept = Number.POSITIVE_INFINITY;
  log.value = [...append([], events), ...log.value];
  // Back at the deal, the log is whole; moves never kept (a room from before the log) it is not.
  logPartial.value = more ? from : from > 1;
}

function append(start: LogEntry[], events: LogEvent[]): LogEntry[] {
  const entries = start.slice();
  for (const event of events) {
    // The cards of this turn go back: every reveal since the turn began is now "returned".
    if (event.type === 'mismatch') markReturned(entries);
    const entry = entryFor(event);
    if (entry) entries.push(entry);
  }
  return entries.slice(-kept);
}

function markReturned(entries: LogEntry[]): void {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e?.kind !== 'reveal') break;
    entries[i] = { ...e, returned: true };
  }
}
