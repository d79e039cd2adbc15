import type { GameEvent } from '../../shared/engine/types';
import { historyMessage } from '../../shared/protocol/frames';
import type { RoomContext } from './context';
import type { RoomSocket } from './session';
import type { LogRow } from './store/rows';

/**
 * The `history` message: the current game's public log, so a page that reloads (or a spectator who
 * arrives mid-game) shows the same log as everyone else. The events come from the action log
 * (stored with each move, in its transaction); `historyMessage` shows their values as the room's
 * log mode allows (shared/engine/view.ts, `visibleLog`).
 */

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
    JSON.stringify(
      historyMessage({
        game: snapshot.game,
        version: snapshot.version,
        complete,
        events,
        log: store.meta().config.log,
      }),
    ),
  );
}
