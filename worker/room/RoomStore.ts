import type { Action, GameEvent } from '../../shared/engine/types';
import type { RoomConfig } from '../../shared/protocol';
import {
  type Bot,
  type LogRow,
  type Player,
  type RoomMeta,
  type Snapshot,
  toBot,
  toLogRow,
  toPlayer,
  toRoomMeta,
  toSnapshot,
} from './rows';
import {
  ACTIONS_EVENTS_MIGRATION,
  MAX_LOG_MOVES,
  ROOM_CREATOR_MIGRATION,
  SCHEMA,
  SNAPSHOT_DUE_MIGRATION,
} from './tables';

/**
 * The room's persistence over the Durable Object's SQLite storage, with an in-memory cache.
 * The cache is only a cache: a fresh instance (after eviction or a restart) reloads from SQLite
 * on first use. Writes go to SQLite and the cache together; `transaction` groups them atomically.
 */
export class RoomStore {
  private cachedMeta: RoomMeta | null = null;
  private cachedPlayers: Map<string, Player> | null = null;
  private cachedBots: Map<number, Bot> | null = null;
  private cachedSnapshot: Snapshot | null | undefined;
  /** Whether `actions` is known to have its `events` column (see `ACTIONS_EVENTS_MIGRATION`). */
  private eventsReady = false;
  /** Whether `snapshot` is known to have its `due_since` column (see `SNAPSHOT_DUE_MIGRATION`). */
  private dueReady = false;
  /** Whether `room` is known to have its `creator` column (see `ROOM_CREATOR_MIGRATION`). */
  private creatorReady = false;

  constructor(private readonly storage: DurableObjectStorage) {}

  /** Whether `init` ever ran. Reads only: an unknown room stays without storage. */
  initialised(): boolean {
    if (this.cachedMeta) return true;
    const tables = this.storage.sql
      .exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'room'")
      .toArray();
    return tables.length > 0 && this.storage.sql.exec('SELECT k FROM room').toArray().length > 0;
  }

  /** Creates the tables and the room row (no-op if the room already exists). */
  init(id: string, config: RoomConfig, now: number): void {
    this.transaction(() => {
      for (const statement of SCHEMA) this.storage.sql.exec(statement);
      this.storage.sql.exec(
        `INSERT OR IGNORE INTO room (k, id, config, status, host, game, first_seat, created_at, active_at, bot_due_at)
         VALUES (1, ?, ?, 'lobby', NULL, 0, NULL, ?, ?, NULL)`,
        id,
        JSON.stringify(config),
        now,
        now,
      );
    });
    this.forget();
  }

  /** Drops the cache (after `deleteAll`, or a failed transaction). */
  forget(): void {
    this.cachedMeta = null;
    this.cachedPlayers = null;
    this.cachedBots = null;
    this.cachedSnapshot = undefined;
    this.eventsReady = false;
    this.dueReady = false;
  }

  /** Runs `fn` in one synchronous SQLite transaction; on failure the cache is dropped. */
  transaction<T>(fn: () => T): T {
    try {
      return this.storage.transactionSync(fn);
    } catch (error) {
      this.forget();
      throw error;
    }
  }

  /**
   * The room row. A move does not rewrite it just to move `activeAt` (see `touch`): the move's
   * time is in the action log, so a reload takes the later of the row's `active_at` and the
   * current game's last action.
   */
  meta(): RoomMeta {
    if (!this.cachedMeta) {
      this.ensureCreator();
      const meta = toRoomMeta(this.storage.sql.exec('SELECT * FROM room WHERE k = 1').one());
      const last = this.storage.sql
        .exec('SELECT at FROM actions WHERE game = ? ORDER BY seq DESC LIMIT 1', meta.game)
        .toArray()[0]?.at;
      this.cachedMeta = typeof last === 'number' && last > meta.activeAt ? { ...meta, activeAt: last } : meta;
    }
    return this.cachedMeta;
  }

  /**
   * Activity at `at` that is already on record in `actions` (a move, appended in the same
   * transaction): updates the cached `activeAt` only, as `meta()` would after a reload.
   */
  touch(at: number): void {
    const meta = this.meta();
    if (at > meta.activeAt) this.cachedMeta = { ...meta, activeAt: at };
  }

  saveMeta(meta: RoomMeta): void {
    this.storage.sql.exec(
      `UPDATE room SET config = ?, status = ?, host = ?, game = ?, first_seat = ?, active_at = ?, bot_due_at = ?,
       creator = ? WHERE k = 1`,
      JSON.stringify(meta.config),
      meta.status,
      meta.host,
      meta.game,
      meta.firstSeat,
      meta.activeAt,
      meta.botDueAt,
      meta.creator,
    );
    this.cachedMeta = meta;
  }

  private playerMap(): Map<string, Player> {
    if (!this.cachedPlayers) {
      const rows = this.storage.sql.exec('SELECT * FROM players ORDER BY joined_at, id').toArray();
      this.cachedPlayers = new Map(rows.map((row) => [toPlayer(row).id, toPlayer(row)]));
    }
    return this.cachedPlayers;
  }

  /** Every identity, in join order. */
  players(): Player[] {
    return [...this.playerMap().values()];
  }

  player(id: string): Player | undefined {
    return this.playerMap().get(id);
  }

  playerByTokenHash(hash: string): Player | undefined {
    return this.players().find((p) => p.tokenHash === hash);
  }

  savePlayer(player: Player): void {
    this.storage.sql.exec(
      `INSERT OR REPLACE INTO players (id, name, token_hash, seat, joined_at, away_since, autoplay, autoplay_memory)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      player.id,
      player.name,
      player.tokenHash,
      player.seat,
      player.joinedAt,
      player.awaySince,
      player.autoplay ? 1 : 0,
      player.autoplayMemory,
    );
    this.playerMap().set(player.id, player);
  }

  /** Forgets an identity (its token then resumes nothing). */
  deletePlayer(id: string): void {
    this.storage.sql.exec('DELETE FROM players WHERE id = ?', id);
    this.playerMap().delete(id);
  }

  private botMap(): Map<number, Bot> {
    if (!this.cachedBots) {
      const rows = this.storage.sql.exec('SELECT * FROM bots').toArray();
      this.cachedBots = new Map(rows.map((row) => [toBot(row).seat, toBot(row)]));
    }
    return this.cachedBots;
  }

  bots(): Bot[] {
    return [...this.botMap().values()];
  }

  bot(seat: number): Bot | undefined {
    return this.botMap().get(seat);
  }

  saveBot(bot: Bot): void {
    this.storage.sql.exec(
      'INSERT OR REPLACE INTO bots (seat, level, memory) VALUES (?, ?, ?)',
      bot.seat,
      bot.level,
      bot.memory,
    );
    this.botMap().set(bot.seat, bot);
  }

  deleteBot(seat: number): void {
    this.storage.sql.exec('DELETE FROM bots WHERE seat = ?', seat);
    this.botMap().delete(seat);
  }

  snapshot(): Snapshot | null {
    if (this.cachedSnapshot === undefined) {
      this.ensureDue();
      const rows = this.storage.sql.exec('SELECT * FROM snapshot WHERE k = 1').toArray();
      this.cachedSnapshot = rows[0] ? toSnapshot(rows[0]) : null;
    }
    return this.cachedSnapshot;
  }

  saveSnapshot(snapshot: Snapshot): void {
    this.ensureDue();
    this.storage.sql.exec(
      'INSERT OR REPLACE INTO snapshot (k, game, version, phase_since, due_since, state) VALUES (1, ?, ?, ?, ?, ?)',
      snapshot.game,
      snapshot.version,
      snapshot.phaseSince,
      snapshot.dueSince,
      JSON.stringify(snapshot.state),
    );
    this.cachedSnapshot = snapshot;
  }

  /**
   * Gives `room` its `creator` column in a room created before it: once per instance (the flag
   * outlives `forget`, as the column outlives any cache).
   */
  private ensureCreator(): void {
    if (this.creatorReady) return;
    this.migrateOnce('room', 'creator', ROOM_CREATOR_MIGRATION);
    this.creatorReady = true;
  }

  /** Gives `snapshot` its `due_since` column in a room created before it (once per instance). */
  private ensureDue(): void {
    if (this.dueReady) return;
    this.migrateOnce('snapshot', 'due_since', SNAPSHOT_DUE_MIGRATION);
    this.dueReady = true;
  }

  /**
   * Appends one accepted action and the public events it produced to the log; `seq` is the
   * version it produced. `at`: ms since epoch.
   */
  appendAction(
    game: number,
    seq: number,
    seat: number,
    action: Action,
    events: GameEvent[],
    at: number,
  ): void {
    this.ensureEvents();
    this.storage.sql.exec(
      'INSERT INTO actions (game, seq, seat, action, at, events) VALUES (?, ?, ?, ?, ?, ?)',
      game,
      seq,
      seat,
      JSON.stringify(action),
      at,
      JSON.stringify(events),
    );
  }

  /** Gives `actions` its `events` column in a room created before it (once per instance). */
  private ensureEvents(): void {
    if (this.eventsReady) return;
    this.migrateOnce('actions', 'events', ACTIONS_EVENTS_MIGRATION);
    this.eventsReady = true;
  }

  /**
   * Runs `migration` when `table`'s stored definition lacks `column`. Its statements run in the
   * caller's transaction (a move's, or the event's implicit one), so a migration is atomic.
   */
  private migrateOnce(table: string, column: string, migration: readonly string[]): void {
    const row = this.storage.sql
      .exec("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", table)
      .one();
    if (!String(row.sql).includes(column))
      for (const statement of migration) this.storage.sql.exec(statement);
  }

  /** The last `MAX_LOG_MOVES` moves of `game` that have events, oldest first. */
  logTail(game: number): LogRow[] {
    this.ensureEvents();
    const rows = this.storage.sql
      .exec(
        'SELECT seq, events FROM actions WHERE game = ? AND events IS NOT NULL ORDER BY seq DESC LIMIT ?',
        game,
        MAX_LOG_MOVES,
      )
      .toArray();
    return rows.map(toLogRow).reverse();
  }
}
