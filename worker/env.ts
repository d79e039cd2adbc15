import type {
  CreateGameRequest,
  CreateGameResponse,
  MatchedTable,
  OpenTable,
  RoomSummary,
  TableListing,
} from '../shared/protocol';
import type { GameSummaryEntry, RecordLookup } from '../shared/protocol/record';
import type { Delivery, OfferInput } from './match/ports';
import type { QueueLoad } from './match/tiers';
import type { Continent } from './net/continents';

/**
 * What the Worker calls on a room's Durable Object (worker/room/GameRoom.ts implements it). Written out
 * here rather than taken from the class, so this file and GameRoom.ts do not import each other.
 */
export interface RoomRpc extends Rpc.DurableObjectBranded {
  /**
   * Creates the room with its creator; null when the id is taken (nothing changed). `continent`:
   * where the creating request came from (`request.cf.continent`), whose directory of open
   * tables the room reports to (worker/tables/regions.ts); null or absent: the world's.
   */
  create(
    id: string,
    request: CreateGameRequest,
    continent?: Continent | null,
  ): Promise<Pick<CreateGameResponse, 'token' | 'seat'> | null>;
  /**
   * A matchmaker's table (validated again here): the room with every seeker's seat reserved, dealt
   * at once, in one step. Resolves the seat tokens in seat order; null when the id is taken.
   */
  createTable(id: string, table: MatchedTable): Promise<string[] | null>;
  /** The public summary, or null for a room that was never created (or was deleted). */
  summary(): Promise<RoomSummary | null>;
  /** A game's record once it has ended, or why not; null for a room never created. */
  record(game: number): Promise<RecordLookup | null>;
  /** The room's finished games, oldest first; null for a room never created. */
  games(): Promise<GameSummaryEntry[] | null>;
  /** The room's entry in the open-tables list now, or null when it is not listed. */
  listing(): Promise<TableListing | null>;
  /** The WebSocket upgrade, forwarded as it came. */
  fetch(request: Request): Promise<Response>;
}

/** What the Worker and other queues call on a quick-match queue (worker/match/Matchmaker.ts). */
export interface MatchmakerRpc extends Rpc.DurableObjectBranded {
  /** The WebSocket upgrade, with the queue's name in the `QUEUE_HEADER` header. */
  fetch(request: Request): Promise<Response>;
  /** How many people wait in the queue `name`, and how many sought a table in the last second. */
  load(name: string): Promise<QueueLoad>;
  offer(name: string, offer: OfferInput): Promise<void>;
  timeUp(name: string, ids: string[]): Promise<string[]>;
  withdraw(name: string, ids: string[]): Promise<void>;
  claim(name: string, ids: string[]): Promise<string[]>;
  release(name: string, ids: string[]): Promise<void>;
  deliver(name: string, seats: Delivery[]): Promise<void>;
}

/** What rooms and the Worker call on the open-tables list (worker/tables/Directory.ts). */
export interface DirectoryRpc extends Rpc.DurableObjectBranded {
  /** A room's entry now (`null`: not listed any more), and its host's address hashed ('' unknown). */
  publish(id: string, listing: TableListing | null, source?: string): Promise<void>;
  /** The open tables, newest first. */
  list(): Promise<OpenTable[]>;
}

/** The Worker's bindings (wrangler.toml). */
export interface Env {
  /** One Durable Object per game room, addressed by the room id. */
  ROOMS: DurableObjectNamespace<RoomRpc>;
  /** One Durable Object per quick-match queue (players × mode × region), by its name. */
  MATCHMAKER: DurableObjectNamespace<MatchmakerRpc>;
  /** The lists of open tables: one Durable Object per continent, and the world's (`DIRECTORY_NAME`). */
  DIRECTORY: DurableObjectNamespace<DirectoryRpc>;
  /** The built client (Vite output), served with the SPA fallback. */
  ASSETS: Fetcher;
  /** Room creations per client address (`[[ratelimits]]` in wrangler.toml; worker/http/create-limit.ts). */
  CREATE_LIMIT: RateLimit;
  /** Quick-match sockets per client address (`[[ratelimits]]` in wrangler.toml; worker/http/match.ts). */
  MATCH_LIMIT: RateLimit;
  /** Crash reports per client address (`[[ratelimits]]`; worker/http/client-errors.ts). */
  CLIENT_ERROR_LIMIT: RateLimit;
  /**
   * Optional: a fixed delay (ms) before every computer move, replacing the human-like pacing and
   * the mismatch hold. The tests set "0"; production leaves it unset.
   */
  BOT_DELAY_MS?: string;
  /**
   * Optional: the `normal` turn timer's limit (ms) instead of 90 s, the other settings scaled with
   * it (worker/room/timing.ts, `turnLimitFor`), for trying the countdown locally.
   */
  TURN_LIMIT_MS?: string;
  /**
   * Optional: how long (ms) the Worker reuses a directory's list of open tables
   * (worker/tables/edge-cache.ts), instead of 2000; "0" reads every time, and a queue's load
   * too (worker/http/match.ts, else 5 s): the tests.
   */
  EDGE_CACHE_MS?: string;
  /**
   * Optional: the most sub-queues a queue is split into (worker/match/tiers.ts), instead of 8;
   * "1" never splits (bench/objects.ts measures one queue alone).
   */
  MAX_QUEUE_SHARDS?: string;
}

/** The name of the world's Directory object (rooms of no known continent; worker/tables/regions.ts). */
export const DIRECTORY_NAME = 'tables';

/** The header that carries a quick-match socket's queue name from the Worker to its queue. */
export const QUEUE_HEADER = 'x-trio-queue';
