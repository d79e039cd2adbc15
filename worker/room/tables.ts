/**
 * The room's SQLite layout. Created by `init` only: a Durable Object that was never initialised
 * has no tables, so looking up an unknown room id never writes anything.
 *
 * - `room`: one row — id, settings for the next game, status, host, game number, clocks.
 * - `players`: every identity that joined: public id, name, SHA-256 of the token, seat, presence.
 * - `bots`: computer players by seat, with their memory (JSON) for the current game.
 * - `actions`: append-only log of accepted actions (game, seq = version after the action).
 * - `snapshot`: the current game's latest `GameState` (JSON) and its version.
 */
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
    bot_due_at INTEGER
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
    PRIMARY KEY (game, seq)
  )`,
  `CREATE TABLE IF NOT EXISTS snapshot (
    k INTEGER PRIMARY KEY CHECK (k = 1),
    game INTEGER NOT NULL,
    version INTEGER NOT NULL,
    phase_since INTEGER NOT NULL,
    state TEXT NOT NULL
  )`,
] as const;
