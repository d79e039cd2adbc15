import type { Action, GameEvent } from '../../../shared/engine/types';
import type { RoomSettings } from '../../../shared/protocol';
import { isCheckpoint, latestSnapshot, writeCheckpoint } from './checkpoints';
import { HistoryStore } from './HistoryStore';
import { type HeldMemories, heldMemories, recallMemories, type StoredMemory } from './memories';
import { migrate, storedVersion } from './migrations';
import {
  deleteBotRow,
  deletePlayerRow,
  readBots,
  readPlayers,
  withPlayer,
  writeBot,
  writePlayer,
} from './occupants';
import type { Bot, Player, RoomMeta, Snapshot } from './parse-room-rows';
import { hasRoomRow, insertRoomRow, readRoomMeta, writeRoomMeta } from './room-row-sql';
import { readTally, saveTally, type Tally } from './tally';

/**
 * The room's persistence over its SQLite storage (`RoomStorage`: the Durable Object's, or an
 * in-memory one in Node), with an in-memory cache. The cache is only a cache: a fresh instance
 * (after eviction or a restart) reloads from SQLite on first use. Writes go to SQLite and the
 * cache together; `transaction` groups them atomically. The layout is brought up to date
 * (`migrations.ts`) the first time storage is read after `forget`. The uncached history (the
 * action log, the games' rows and records) is `HistoryStore`'s.
 */
export class RoomStore extends HistoryStore {
  private cachedMeta: RoomMeta | null = null;
  private cachedPlayers: Map<string, Player> | null = null;
  private cachedBots: Map<number, Bot> | null = null;
  private cachedSnapshot: Snapshot | null | undefined;
  private cachedTally: Tally | null = null;
  /** Whether the stored layout is known to be `SCHEMA_VERSION` (see `initialised`). */
  private current = false;
  /**
   * The computers' memories (by seat) the cache held when `forget` dropped it, with the game and
   * version they reflect: a reload at that same version takes them rather than replaying the moves
   * again (the replay gives exactly these: only this room writes its storage). The alarm forgets
   * the cache on every wake-up, and a bot game wakes on every computer move. Dropped with a failed
   * transaction, whose cache may be ahead of storage.
   */
  private kept: HeldMemories | null = null;

  /**
   * Whether `init` ever ran. An unknown room is only read, so it stays without storage; a room
   * stored by an older deploy is migrated here, on its first event.
   */
  initialised(): boolean {
    if (this.cachedMeta) return true;
    if (!this.current) {
      const version = storedVersion(this.storage);
      if (version === null) return false;
      migrate(this.storage, version);
      this.current = true;
    }
    return hasRoomRow(this.storage);
  }

  /** Creates the tables and the room row (no-op if the room already exists). */
  init(id: string, config: RoomSettings, now: number): void {
    migrate(this.storage, storedVersion(this.storage));
    this.transaction(() => insertRoomRow(this.storage, id, config, now));
    this.forget();
  }

  /** Drops the cache (after `deleteAll`, or a failed transaction). */
  forget(): void {
    this.kept = this.cachedSnapshot
      ? heldMemories(this.cachedSnapshot, this.cachedBots?.values(), this.cachedPlayers?.values())
      : null;
    this.cachedMeta = null;
    this.cachedPlayers = null;
    this.cachedBots = null;
    this.cachedSnapshot = undefined;
    this.cachedTally = null;
    this.current = false;
  }

  /** Runs `fn` in one synchronous SQLite transaction; on failure the cache is dropped. */
  transaction<T>(fn: () => T): T {
    try {
      return this.storage.transactionSync(fn);
    } catch (error) {
      this.forget();
      this.kept = null;
      throw error;
    }
  }

  /**
   * The room row. A move does not rewrite it just to move `activeAt` (see `touch`): the move's
   * time is in the action log, so a reload takes the later of the row's `active_at` and the
   * current game's last action.
   */
  meta(): RoomMeta {
    if (!this.cachedMeta) this.cachedMeta = readRoomMeta(this.storage);
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
    writeRoomMeta(this.storage, meta);
    this.cachedMeta = meta;
  }

  private playerMap(): Map<string, Player> {
    if (!this.cachedPlayers) this.cachedPlayers = readPlayers(this.storage, (stored) => this.recall(stored));
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
    writePlayer(this.storage, player, this.memoryVersion(player.autoplayMemory));
    // After the write: a cache read now already holds `player`, in join order.
    this.cachedPlayers = withPlayer(this.playerMap(), player);
  }

  /** Forgets an identity (its token then resumes nothing). */
  deletePlayer(id: string): void {
    deletePlayerRow(this.storage, id);
    this.playerMap().delete(id);
  }

  private botMap(): Map<number, Bot> {
    if (!this.cachedBots) this.cachedBots = readBots(this.storage, (stored) => this.recall(stored));
    return this.cachedBots;
  }

  bots(): Bot[] {
    return [...this.botMap().values()];
  }

  bot(seat: number): Bot | undefined {
    return this.botMap().get(seat);
  }

  saveBot(bot: Bot): void {
    writeBot(this.storage, bot, this.memoryVersion(bot.memory));
    this.botMap().set(bot.seat, bot);
  }

  /**
   * A computer player's memory after a move (or its decision), in the cache only: a fresh store
   * rebuilds it from the stored memory and the moves after it (`memories.ts`). `saveBot` or
   * `savePlayer` write it with the version it reflects (at the deal, a takeover, a checkpoint).
   */
  keepMemory(seat: number, memory: string): void {
    const bot = this.bot(seat);
    if (bot) this.botMap().set(seat, { ...bot, memory });
    const player = this.players().find((p) => p.seat === seat);
    if (player && !bot) this.playerMap().set(player.id, { ...player, autoplayMemory: memory });
  }

  /** The version a memory written now reflects: the current snapshot's (null: no memory, or no game). */
  private memoryVersion(memory: string | null): number | null {
    return memory === null ? null : (this.snapshot()?.version ?? null);
  }

  /** Stored memories brought up to the current snapshot (`recallMemories`), by seat. */
  private recall(stored: StoredMemory[]): Map<number, string> {
    const current = stored.length > 0 ? this.snapshot() : null;
    return current ? recallMemories(this.storage, current, stored, this.kept) : new Map();
  }

  deleteBot(seat: number): void {
    deleteBotRow(this.storage, seat);
    this.botMap().delete(seat);
  }

  /**
   * The current game's latest state: the latest checkpoint (`snapshot` row) with the game's
   * actions after it replayed through `advance` (checkpoints.ts), as the moves made it. Throws if
   * the log does not replay (a gap, or an action the engine refuses): storage is broken.
   */
  snapshot(): Snapshot | null {
    if (this.cachedSnapshot === undefined) this.cachedSnapshot = latestSnapshot(this.storage);
    return this.cachedSnapshot;
  }

  /**
   * One accepted move, inside the move's transaction: its action row (`appendAction`), and the
   * state it led to (`next`, from `advance`) — written whole only at a checkpoint, else kept in
   * memory, where `snapshot()` would rebuild it from storage.
   */
  recordMove(next: Snapshot, seat: number, action: Action, events: GameEvent[], at: number): void {
    this.appendAction(next.game, next.version, seat, action, events, at);
    if (isCheckpoint(next)) this.saveSnapshot(next);
    else this.cachedSnapshot = next;
  }

  /** Writes a checkpoint: `snapshot` whole (at the deal; `recordMove` decides for moves). */
  saveSnapshot(snapshot: Snapshot): void {
    writeCheckpoint(this.storage, snapshot);
    this.cachedSnapshot = snapshot;
  }

  /** The room's scoreboard (tally.ts): games won, and wins by occupant. */
  tally(): Tally {
    if (!this.cachedTally) this.cachedTally = readTally(this.storage);
    return this.cachedTally;
  }

  /** Writes the scoreboard (inside the transaction of the move that won a game). */
  saveTally(tally: Tally): void {
    saveTally(this.storage, tally);
    this.cachedTally = tally;
  }
}
