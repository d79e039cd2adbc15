import {
  latestVersion,
  type Migration,
  migrate as runMigrations,
  storedVersion as storedLayout,
} from '../../net/migrations';
import type { RoomStorage } from '../../net/ports';

/**
 * The room's SQLite layout, as a numbered list of migrations. A room is created by running them
 * all (`init`); a room stored by an older deploy runs those after its `schema_version` when it is
 * first opened, all in one transaction. A Durable Object that was never initialised has no tables,
 * so looking up an unknown room id never writes anything.
 *
 * - `room`: one row — id, settings for the next game, status, host, game number, clocks, the
 *   token hash of a creator who has not joined yet (`creator`), the current game's bot seed
 *   (`bot_seed`: where the computers' random choices come from, drawn apart from the game's seed),
 *   the creator's player id (`owner`: the host role comes back to it) and since when the host has
 *   been away (`host_away_since`).
 * - `players`: every identity that joined: public id, name, SHA-256 of the token, seat, presence.
 * - `bots`: computer players by seat, with their memory (JSON) for the current game and the version
 *   it was written at (`memory_version`; `players.autoplay_memory_version` likewise): memories are
 *   written at the deal, a takeover and each checkpoint, and a room that wakes replays the moves
 *   after them (`store/memories.ts`). Null: written by an older deploy, current on every move.
 * - `actions`: append-only log of accepted actions (game, seq = version after the action), each
 *   with the public events it produced (JSON `GameEvent[]`, unredacted: the `history` message
 *   redacts them by log mode when sent). One row per move, in the move's transaction, and the
 *   record of the game: the current state is rebuilt from it (`snapshot` below); the
 *   primary key is the table's only B-tree (WITHOUT ROWID), so a move writes one page here.
 * - `snapshot`: the current game's latest checkpoint — a `GameState` (JSON) and its version, and
 *   since when the turn then played had run (`due_since`, ms: the turn timer counts from it) —
 *   written at the deal, every `SNAPSHOT_EVERY` versions and at the game's end (checkpoints.ts);
 *   the current state is it plus the game's actions after it, replayed.
 * - `games`: one row per game dealt — its settings, deal, first seat and who sat where (written
 *   with the deal), and its winner (written when it is won): with the game's action rows, the
 *   game's record (`GET /api/games/:id/games/:game`). Never a seed.
 * - `scoreboard`: one row, the room's tally across rematches (tally.ts): games won in the room,
 *   and the wins of each occupant (JSON object: a player's public id, or `bot:<seat>:<level>`).
 *   Written when a game is won, in the move's transaction; never reset by a rematch.
 * - `schema_version`: one row, the number of the last migration run.
 */

/** Moves of the current game whose events `history` sends (≈ 200 bytes of JSON per move at most). */
export const MAX_LOG_MOVES = 240;

/** One step of the layout (worker/net/migrations.ts runs them, as for the queues and the directory). */
export type { Migration };

export const MIGRATIONS: readonly Migration[] = [
  {
    // The first layout (rooms older than the public log).
    version: 1,
    statements: [
      `CREATE TABLE room (
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
      `CREATE TABLE players (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        seat INTEGER UNIQUE,
        joined_at INTEGER NOT NULL,
        away_since INTEGER,
        autoplay INTEGER NOT NULL DEFAULT 0,
        autoplay_memory TEXT
      )`,
      'CREATE TABLE bots (seat INTEGER PRIMARY KEY, level TEXT NOT NULL, memory TEXT)',
      `CREATE TABLE actions (
        game INTEGER NOT NULL,
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        at INTEGER NOT NULL,
        PRIMARY KEY (game, seq)
      ) WITHOUT ROWID`,
      `CREATE TABLE snapshot (
        k INTEGER PRIMARY KEY CHECK (k = 1),
        game INTEGER NOT NULL,
        version INTEGER NOT NULL,
        phase_since INTEGER NOT NULL,
        state TEXT NOT NULL
      )`,
    ],
  },
  {
    // Each move's public events beside it. Rooms that kept them in a separate `log` table have it
    // copied in and dropped; rooms older still keep no events for their earlier moves (`history`
    // then says it is incomplete).
    version: 2,
    adds: { table: 'actions', column: 'events' },
    statements: [
      'ALTER TABLE actions ADD COLUMN events TEXT',
      'CREATE TABLE IF NOT EXISTS log (game INTEGER NOT NULL, seq INTEGER NOT NULL, events TEXT NOT NULL)',
      `UPDATE actions SET events = (SELECT log.events FROM log WHERE log.game = actions.game AND log.seq = actions.seq)`,
      'DROP TABLE log',
    ],
  },
  {
    // The turn timer. A game running then counts from its last move (or, before any, from the
    // room's last activity): once, on record.
    version: 3,
    adds: { table: 'snapshot', column: 'due_since' },
    statements: [
      'ALTER TABLE snapshot ADD COLUMN due_since INTEGER',
      `UPDATE snapshot SET due_since = COALESCE(
        (SELECT MAX(at) FROM actions WHERE actions.game = snapshot.game),
        (SELECT active_at FROM room WHERE k = 1))`,
    ],
  },
  {
    // `POST /api/games` makes the creator's identity: their token's hash waits here for their first join.
    version: 4,
    adds: { table: 'room', column: 'creator' },
    statements: ['ALTER TABLE room ADD COLUMN creator TEXT'],
  },
  {
    // Game records: what a game's action rows need beside them to be replayed. Games dealt before
    // this layout have no row here, so they have no record. (IF NOT EXISTS: a room whose layout
    // number was lost runs every step again, as the column steps skip what they find.)
    version: 5,
    statements: [
      `CREATE TABLE IF NOT EXISTS games (
        game INTEGER PRIMARY KEY,
        config TEXT NOT NULL,
        deal TEXT NOT NULL,
        first_seat INTEGER NOT NULL,
        seats TEXT NOT NULL,
        winner TEXT
      )`,
    ],
  },
  {
    // The computers' seed, drawn at each deal apart from the game's seed (which rebuilds the deal),
    // so that no change to a bot can ever let it see the deal through its seed. A room stored
    // without it draws one when a computer first needs it (`botSeed`).
    version: 6,
    adds: { table: 'room', column: 'bot_seed' },
    statements: ['ALTER TABLE room ADD COLUMN bot_seed TEXT'],
  },
  {
    // The scoreboard across rematches: it starts at the first game won after this layout (games
    // won before it are not counted: their rows hold names, not the occupants' ids).
    version: 7,
    statements: [
      `CREATE TABLE IF NOT EXISTS scoreboard (
        k INTEGER PRIMARY KEY CHECK (k = 1),
        games INTEGER NOT NULL,
        wins TEXT NOT NULL
      )`,
    ],
  },
  {
    // A computer's memory is no longer written on every move, only with the checkpoints: the
    // version it was written at tells a waking room which moves to replay to it.
    version: 8,
    adds: { table: 'bots', column: 'memory_version' },
    statements: ['ALTER TABLE bots ADD COLUMN memory_version INTEGER'],
  },
  {
    version: 9,
    adds: { table: 'players', column: 'autoplay_memory_version' },
    statements: ['ALTER TABLE players ADD COLUMN autoplay_memory_version INTEGER'],
  },
  {
    // The host role comes back to the room's creator (`owner`, a player id: host.ts). Rooms stored
    // before have no owner: their role only gets the grace (below).
    version: 10,
    adds: { table: 'room', column: 'owner' },
    statements: ['ALTER TABLE room ADD COLUMN owner TEXT'],
  },
  {
    // The host role's grace: since when the host has been away (ms), the role theirs meanwhile.
    version: 11,
    adds: { table: 'room', column: 'host_away_since' },
    statements: ['ALTER TABLE room ADD COLUMN host_away_since INTEGER'],
  },
];

/** The layout this code reads and writes: the last migration's number. */
export const SCHEMA_VERSION = latestVersion(MIGRATIONS);

/**
 * The stored layout's number: null when the room has no tables (never created, or deleted), 0 for
 * a room stored before `schema_version` existed.
 */
export function storedVersion(storage: RoomStorage): number | null {
  return storedLayout(storage, 'room');
}

/**
 * Brings the layout from `from` (`storedVersion`; null: no tables yet) to `SCHEMA_VERSION`, in one
 * transaction. A room from before versions (0) had its columns added one by one when first used,
 * so each migration that adds a column it already has is skipped, once.
 */
export function migrate(storage: RoomStorage, from: number | null): void {
  runMigrations(storage, MIGRATIONS, from);
}
