import type { GameEvent } from '../../shared/engine/types';
import type { LogEvent, RoomConfig, ServerMessage } from '../../shared/protocol';
import type { RoomContext } from './context';
import type { RoomSocket } from './session';
import type { LogRow } from './store/rows';

/**
 * The `history` message: the current game's public log, so a page that reloads (or a spectator who
 * arrives mid-game) shows the same log as everyone else. The events come from the action log
 * (stored with each move, in its transaction); values are redacted here, by the room's log mode.
 */

/**
 * The events as a log in `mode` may show them (RULES.md, Online presentation). Open: unchanged.
 * Classic: a revealed value stays only while the card is face up — the reveals of the turn still
 * running, or of a turn that collected a trio (trios stay face up); the reveals of a turn that
 * ended in a mismatch went back face down, so their values (and the mismatch's) become `null`.
 * `events` must start at a turn boundary (or at the deal).
 */
export function redactLog(events: GameEvent[], mode: RoomConfig['log']): LogEvent[] {
  if (mode === 'open') return events;
  const out: LogEvent[] = [];
  let turn: number[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'revealed':
        turn.push(out.length);
        out.push(event);
        break;
      case 'mismatch':
        for (const i of turn) {
          const reveal = out[i];
          if (reveal?.type === 'revealed') out[i] = { ...reveal, value: null };
        }
        turn = [];
        out.push({ ...event, revealed: event.revealed.map((r) => ({ target: r.target, value: null })) });
        break;
      case 'trio_collected':
      case 'turn_started':
        turn = [];
        out.push(event);
        break;
      default:
        out.push(event);
    }
  }
  return out;
}

/**
 * The stored moves of a game at `version` as one event list. `complete` when they are all its
 * moves from the deal on; otherwise (the oldest left out, or never stored: a room from before the
 * log) the list starts at the first `turn_started`, so that no turn is cut in half.
 */
export function logEvents(rows: LogRow[], version: number): { complete: boolean; events: GameEvent[] } {
  const complete = rows.length === 0 ? version === 0 : rows[0]?.seq === 1;
  const events = rows.flatMap((row) => row.events);
  if (complete) return { complete, events };
  const start = events.findIndex((e) => e.type === 'turn_started');
  return { complete, events: start === -1 ? [] : events.slice(start) };
}

/** Sends one socket the current game's log (after its `state`); nothing before the first deal. */
export function sendHistory(ctx: RoomContext, socket: RoomSocket): void {
  const { store } = ctx;
  const snapshot = store.snapshot();
  if (!snapshot) return;
  const { complete, events } = logEvents(store.logTail(snapshot.game), snapshot.version);
  socket.send(
    JSON.stringify({
      type: 'history',
      game: snapshot.game,
      version: snapshot.version,
      complete,
      events: redactLog(events, store.meta().config.log),
    } satisfies ServerMessage),
  );
}
