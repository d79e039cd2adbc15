import type { GameEvent } from '../../shared/engine/types';
import { ERROR_CODES } from '../../shared/protocol';
import { historyMessage, logPageMessage } from '../../shared/protocol/frames';
import type { RoomContext } from './context';
import { publicVersion } from './public-version';
import type { RoomSocket } from './session';
import { MAX_LOG_MOVES } from './store/migrations';
import type { LogRow, StoredMove } from './store/parse-history-rows';
import type { Snapshot } from './store/parse-room-rows';
import type { RoomStore } from './store/RoomStore';
import { sendError } from './views';

/**
 * The `history` message and older pages of the log (`log_page`): the current game's public log,
 * so a page that reloads (or a spectator who arrives mid-game) shows the same log as everyone else
 * and can scroll back to the deal. The events come from the action log (stored with each move, in
 * its transaction); `historyMessage` and `logPageMessage` (shared/protocol/frames.ts) show their
 * values as the room's log mode allows, the same way for the history and every page.
 *
 * Pages are cut at turns: a move that starts a turn ends its events with `turn_started` (the
 * engine's order), so a **turn boundary** is a version `b` whose move `b - 1` ends so (or `b = 1`,
 * the deal). The log from boundary `b` on starts with move `b - 1`'s `turn_started` and holds the
 * events of moves `b`, `b + 1`, …; a page `[from, before)` holds exactly the events between two
 * boundaries. Every turn in a page has ended, so its redaction is final: a page of a running game
 * shows what the whole log shows, and no more.
 */

/** Whether version `move.seq + 1` is a turn boundary: the move's events end with `turn_started`. */
function endsTurn(move: { events: GameEvent[] | null } | undefined): boolean {
  const events = move?.events;
  return events !== null && events !== undefined && events[events.length - 1]?.type === 'turn_started';
}

/**
 * The stored moves of a game at `version` as one event list. `complete` when they are all its
 * moves from the deal on; otherwise (the oldest left out, or never stored: a room from before the
 * log) the list starts at the first `turn_started`, so that no turn is cut in half, and `from` is
 * the turn boundary it starts at (absent when no turn starts in it).
 */
export function logEvents(
  rows: LogRow[],
  version: number,
): { complete: boolean; events: GameEvent[]; from?: number } {
  const complete = rows.length === 0 ? version === 0 : rows[0]?.seq === 1;
  const events = rows.flatMap((row) => row.events);
  if (complete) return { complete, events };
  const first = rows.findIndex((row) => row.events.some((e) => e.type === 'turn_started'));
  if (first === -1) return { complete, events: [] };
  const start = events.findIndex((e) => e.type === 'turn_started');
  return { complete, events: events.slice(start), from: rows[first]!.seq + 1 };
}

/** A page of the log: the events between turn boundaries `from` and `before` (see above). */
export interface LogPage {
  from: number;
  before: number;
  more: boolean;
  events: GameEvent[];
}

/**
 * The page that ends at turn boundary `before`, at most `size` moves long, from `moves`: the
 * stored moves with `max(1, before - size - 1) <= seq < before`, oldest first. Null when `before`
 * is not a turn boundary of these moves. Moves stored without events (a room from before the log)
 * end the pages: nothing older is served, and `more` says whether a boundary is left after them.
 */
export function logPage(moves: StoredMove[], before: number, size: number): LogPage | null {
  const last = moves[moves.length - 1];
  if (before < 2 || last?.seq !== before - 1 || !endsTurn(last)) return null;
  // The unbroken run of moves with events that ends at `before - 1`, and whether a gap precedes it.
  let run = moves.length - 1;
  while (run > 0 && moves[run - 1]!.events !== null && moves[run - 1]!.seq === moves[run]!.seq - 1) run--;
  const runStart = moves[run]!.seq;
  const gap = run > 0 || runStart > Math.max(1, before - size - 1);
  // The oldest boundary this page may start at: the deal, or the first one after a gap.
  const limit = gap ? Math.max(runStart + 1, before - size) : Math.max(1, before - size);
  let from = limit === 1 ? 1 : before;
  for (let i = run; from !== 1 && i < moves.length - 1; i++) {
    const seq = moves[i]!.seq;
    if (seq + 1 >= limit && endsTurn(moves[i])) {
      from = seq + 1;
      break;
    }
  }
  const events: GameEvent[] = [];
  for (let i = run; i < moves.length; i++) {
    const move = moves[i]!;
    // Only moves after the gap are read; they all have events.
    const stored = move.events!;
    if (move.seq === from - 1) events.push(stored[stored.length - 1]!);
    else if (move.seq >= from) events.push(...stored);
  }
  // The newer log starts with this `turn_started`: it is not this page's.
  if (from < before) events.pop();
  // A boundary older than `from` is left: always without a gap, else one right after the gap.
  const older = (m: StoredMove) => m.seq + 1 < from && endsTurn(m);
  const more = from > 1 && from < before && (!gap || moves.slice(run).some(older));
  return { from, before, more, events };
}

/** Sends one socket the current game's log (after its `state`); nothing before the first deal. */
export function sendHistory(ctx: RoomContext, socket: RoomSocket): void {
  const { store } = ctx;
  const snapshot = store.snapshot();
  if (!snapshot) return;
  // The version of the `state` just sent: the public one. A decision waiting for its partner adds
  // no event, but it is an action row: counted in the window of the last `MAX_LOG_MOVES` moves, it
  // would push the window's oldest turn out and tell a newcomer that someone has decided.
  const version = publicVersion(snapshot);
  const { complete, events, from } = logEvents(withoutWaiting(store, snapshot, version), version);
  const log = store.meta().config.log;
  const input = { game: snapshot.game, version, complete, events, log };
  socket.send(JSON.stringify(historyMessage(from === undefined ? input : { ...input, from })));
}

/**
 * The game's last `MAX_LOG_MOVES` moves as if no decision were waiting for its partner (`version`:
 * the public one): the tail with one more row per waiting decision, less as many of the newest
 * rows without events. Those are all in the current swap phase (a waiting decision is one, and so
 * is the first decision of each exchange resolved in it), so the window starts where it would
 * without the waiting decisions, and dropping one empty row rather than another changes no event.
 */
function withoutWaiting(store: RoomStore, snapshot: Snapshot, version: number): LogRow[] {
  const waiting = snapshot.version - version;
  const rows = store.logTail(snapshot.game, waiting);
  for (let i = rows.length - 1, left = waiting; i >= 0 && left > 0; i--) {
    if (rows[i]!.events.length > 0) continue;
    rows.splice(i, 1);
    left--;
  }
  return rows;
}

/**
 * `log_page`: the page of the current game's log that ends at turn boundary `before`, redacted as
 * the history is (`visibleLog`). `room/no_such_page` for another game or a `before` that is not a
 * boundary of it (nothing is sent of the game then).
 */
export function sendLogPage(ctx: RoomContext, socket: RoomSocket, game: number, before: number): void {
  const { store } = ctx;
  const snapshot = store.snapshot();
  const page =
    snapshot && snapshot.game === game && before <= publicVersion(snapshot) + 1
      ? logPage(
          store.logRange(game, Math.max(1, before - MAX_LOG_MOVES - 1), before - 1),
          before,
          MAX_LOG_MOVES,
        )
      : null;
  if (!page) {
    sendError(socket, ERROR_CODES.noSuchPage, 'no such page of the log: ask for pages of the current game');
    return;
  }
  socket.send(JSON.stringify(logPageMessage({ game, ...page, log: store.meta().config.log })));
}
