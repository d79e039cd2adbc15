/**
 * The room's SQLite layout. Created by `init` only: a Durable Object that was never initialised
 * has no tables, so looking up an unknown room id never writes anything.
 *
 * - `room`: one row — id, settings for the next game, status, host, game number, clocks, and the
 *   token hash of a creator who has not joined yet (`creator`).
 * - `players`: every identity that joined: public id, name, SHA-256 of the token, seat, presence.
 * - `bots`: computer players by seat, with their memory (JSON) for the current game.
 * - `actions`: append-only log of accepted actions (game, seq = version after the action), each
 *   with the public events it produced (JSON `GameEvent[]`, unredacted: the `history` message
 *   redacts them by log mode when sent). One row per move, in the move's transaction; the
 *   primary key is the table's only B-tree (WITHOUT ROWID), so a move writes one page here.
 * - `snapshot`: the current game's latest `GameState` (JSON) and its version, and since when the
 *   moves now due have been due (`due_since`, ms: the turn timer counts from it).
 *
 * Rooms created before `events` existed kept the public log in a separate `log` table:
 * `ACTIONS_EVENTS_MIGRATION` adds the column, copies the log into it and drops that table (rooms
 * older still have no log: their earlier moves keep no events, and `history` says it is
 * incomplete).
 */
/** Moves of the current game whose events `history` sends (≈ 200 bytes of JSON per move at most). */
export const MAX_LOG_MOVES = 240;

export const ACTIONS_EVENTS_MIGRATION = [
  'ALTER TABLE actions ADD COLUMN events TEXT',
  'CREATE TABLE IF NOT EXISTS log (game INTEGER NOT NULL, seq INTEGER NOT NULL, events TEXT NOT NULL)',
  `UPDATE actions SET events = (SELECT log.events FROM log WHERE log.game = actions.game AND log.seq = actions.seq)`,
  'DROP TABLE log',
] as const;

/**
 * Gives `snapshot` its `due_since` column in a room created before the turn timer. A game running
 * then counts from its last move (or, before any, from the room's last activity): once, on record.
 */
export const SNAPSHOT_DUE_MIGRATION = [
  'ALTER TABLE snapshot ADD COLUMN due_since INTEGER',
  `UPDATE snapshot SET due_since = COALESCE(
    (SELECT MAX(at) FROM actions WHERE actions.game = snapshot.game),
    (SELECT active_at FROM room WHERE k = 1))`,
] as const;

/** Gives `room` its `creator` column in a room created before `POST /api/games` made identities. */
export const ROOM_CREATOR_MIGRATION = ['ALTER TABLE room ADD COLUMN creator TEXT'] as const;

export const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS room (
    k INTEGER PRIMARY KEY CHECK (k = 1),
    id TEXT NOT NULL,
    config TEXT NOT NULL,
    status TEXT NOT NULL,
    host TEXT,
    game INTEGER NOT NULL,
    first_seat INTEGER,
    created_at INTEGER NOT NULL,
    active_at INTEGER NOT NULL,
    bot_due_at INTEGER,
    creator TEXT
  )`,
  `CREATE TABLE IF NOT EXISTS players (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    seat INTEGER UNIQUE,
    joined_at INTEGER NOT NULL,
    away_since INTEGER,
    autoplay INTEGER NOT NULL DEFAULT 0,
    autoplay_memory TEXT
  )`,
  `CREATE TABLE IF NOT EXISTS bots (
    seat INTEGER PRIMARY KEY,
    level TEXT NOT NULL,
    memory TEXT
  )`,
  `CREATE TABLE IF NOT EXISTS actions (
    game INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    at INTEGER NOT NULL,
    events TEXT,
    PRIMARY KEY (game, seq)
  ) WITHOUT ROWID`,
  `CREATE TABLE IF NOT EXISTS snapshot (
    k INTEGER PRIMARY KEY CHECK (k = 1),
    game INTEGER NOT NULL,
    version INTEGER NOT NULL,
    phase_since INTEGER NOT NULL,
    state TEXT NOT NULL,
    due_since INTEGER
  )`,
] as const;
