import { DurableObject } from 'cloudflare:workers';
import * as v from 'valibot';
import {
  type CreateGameRequest,
  ERROR_CODES,
  MatchedTableSchema,
  PING_FRAME,
  PONG_FRAME,
  type RoomSummary,
  type TableListing,
} from '../../shared/protocol';
import type { GameSummaryEntry, RecordLookup } from '../../shared/protocol/record';
import type { Env, RoomRpc } from '../env';
import { clientKey } from '../net/client-key';
import { CONTINENTS, type Continent } from '../net/continents';
import { LOGGED_ERROR, logError } from '../net/error-log';
import { jsonError } from '../net/json-error';
import { refusalResponse } from '../net/refusal';
import { directoryName, directoryStub } from '../tables/regions';
import type { Creator } from './create';
import { Room } from './Room';
import { ALARM_RETRY_MS, timingFrom } from './timing';

/**
 * One game room as a Durable Object: a thin adapter from the runtime to `Room` (worker/room/),
 * which holds the logic. Here: the hibernation API (`ctx.acceptWebSocket`, `getWebSockets`, the
 * ping autoresponse), `blockConcurrencyWhile` for the start, and HTTP answers built from the
 * room's plain values. `ctx.storage` serves as the room's storage and alarm ports as it is.
 */
export class GameRoom extends DurableObject<Env> implements RoomRpc {
  private readonly room: Room;
  /**
   * The room's public id, for log lines; read once here: reading `ctx.id` in a handler of an
   * object the runtime aborted (tests evict rooms) never returns.
   */
  private readonly roomId: string | null;
  /** The room's continent (`continent`), undefined until read. */
  private known: Continent | null | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.roomId = ctx.id.name ?? null;
    this.room = new Room({
      storage: ctx.storage,
      alarm: ctx.storage,
      clock: Date,
      sockets: () => ctx.getWebSockets(),
      timing: timingFrom(env.BOT_DELAY_MS, env.TURN_LIMIT_MS),
      directory: {
        publish: async (id, listing, source) =>
          directoryStub(env, directoryName(await this.continent())).publish(id, listing, source),
      },
    });
    // Keep-alive pings are answered by the runtime: an idle room stays hibernated.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
    void ctx.blockConcurrencyWhile(() => this.room.onStart());
  }

  /**
   * RPC from the Worker (`POST /api/games`, validated): see `Room.onCreate`. The creator's
   * `continent` is kept (not for a world room: nothing is written) for the room's directory.
   */
  async create(
    id: string,
    request: CreateGameRequest,
    continent?: Continent | null,
  ): Promise<Creator | null> {
    return this.guarded('create', async () => {
      const created = await this.room.onCreate(id, request);
      const known = CONTINENTS.find((c) => c === continent) ?? null;
      if (created && known) await this.ctx.storage.put(CONTINENT_KEY, known);
      this.known = created ? known : this.known;
      return created;
    });
  }

  /** The continent the room was created from (its directory's), null when unknown; read once. */
  private async continent(): Promise<Continent | null> {
    if (this.known === undefined) {
      const stored = await this.ctx.storage.get(CONTINENT_KEY);
      this.known = CONTINENTS.find((c) => c === stored) ?? null;
    }
    return this.known;
  }

  /**
   * RPC from a matchmaker: a table with every seeker's seat reserved, dealt at once; the tokens in
   * seat order, or null when the id is taken. Validated here too: a room trusts no caller's shape.
   */
  async createTable(id: string, table: unknown): Promise<string[] | null> {
    return this.room.onCreateTable(id, v.parse(MatchedTableSchema, table));
  }

  /** RPC from the directory: the room's entry in the open-tables list now, or null. */
  async listing(): Promise<TableListing | null> {
    return this.room.listing();
  }

  /** RPC from the Worker: the public summary, or null for a room that was never created. */
  async summary(): Promise<RoomSummary | null> {
    return this.guarded('summary', async () => this.room.summary());
  }

  /** RPC from the Worker: a game's record, or why not; null for a room that was never created. */
  async record(game: number): Promise<RecordLookup | null> {
    return this.room.record(game);
  }

  /** RPC from the Worker: the room's finished games; null for a room that was never created. */
  async games(): Promise<GameSummaryEntry[] | null> {
    return this.room.games();
  }

  /** The WebSocket upgrade: 404 for no room, 426 without the header, 429 when the room refuses. */
  override async fetch(request: Request): Promise<Response> {
    try {
      return this.upgrade(request);
    } catch (error) {
      this.failed('upgrade', error);
      return jsonError(500, ERROR_CODES.internal, 'internal error');
    }
  }

  private upgrade(request: Request): Response {
    if (!this.room.exists()) return jsonError(404, ERROR_CODES.notFound, 'no such room');
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return jsonError(426, ERROR_CODES.upgradeRequired, 'this route needs a WebSocket upgrade');
    }
    const from = clientKey(request.headers.get('cf-connecting-ip') ?? undefined) ?? '';
    const refusal = this.room.accept(from);
    if (refusal) return refusalResponse(refusal);
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    this.room.onConnect(server, from);
    return new Response(null, { status: 101, webSocket: client });
  }

  /*
   * Every entry point logs its unexpected failure here, once, and never lets the raw error out:
   * the runtime's record of it (and, over RPC, the Worker) would carry its message, which
   * worker/net/error-log.ts masks. The RPC methods reject with `LOGGED_ERROR` instead (the Worker
   * answers 500 without logging it again); the runtime's own calls are not rethrown.
   *
   * Every frame but `join` is handled synchronously (Room.onMessage): the socket handlers return
   * a promise only when there is something to wait for, and catch both kinds of failure.
   */

  override webSocketMessage(ws: WebSocket, frame: string | ArrayBuffer): Promise<void> | undefined {
    // The frame is lost (its transaction rolled back); the socket's later frames go on. Written
    // out rather than through `caught`: no closure on the path every move takes.
    try {
      return this.room
        .onMessage(ws, frame)
        ?.catch((error: unknown) => this.failed('websocket message', error));
    } catch (error) {
      this.failed('websocket message', error);
      return undefined;
    }
  }

  override webSocketClose(
    ws: WebSocket,
    code: number,
    _reason: string,
    _clean: boolean,
  ): Promise<void> | undefined {
    // The player is marked away when the room next starts (`onStart`), as after a restart.
    return this.caught('websocket close', () => this.room.onClose(ws, code));
  }

  override webSocketError(ws: WebSocket, _error: unknown): Promise<void> | undefined {
    // As for a close that failed.
    return this.caught('websocket error', () => this.room.onError(ws));
  }

  /** Runs a socket handler; a failure, thrown or rejected, is logged and not rethrown. */
  private caught(entry: string, run: () => Promise<void> | undefined): Promise<void> | undefined {
    try {
      return run()?.catch((error: unknown) => this.failed(entry, error));
    } catch (error) {
      this.failed(entry, error);
      return undefined;
    }
  }

  override async alarm(): Promise<void> {
    try {
      await this.room.onAlarm();
    } catch (error) {
      // The object itself went away (below): the runtime runs the alarm again in its next one.
      if (objectGone(error)) throw error;
      // Not rethrown: a rejected alarm is retried only six times, then never again, and the room
      // would stall. It comes back in ALARM_RETRY_MS instead, as after a computer's failed move.
      this.failed('alarm', error);
      await this.ctx.storage.setAlarm(Date.now() + ALARM_RETRY_MS);
    }
  }

  private async guarded<T>(entry: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      this.failed(entry, error);
      throw new Error(LOGGED_ERROR);
    }
  }

  private failed(entry: string, error: unknown): void {
    if (objectGone(error)) return;
    logError({ route: `room ${entry}`, room: this.roomId }, error);
  }
}

/** Where the room keeps its creator's continent (the Durable Object's key-value storage). */
const CONTINENT_KEY = 'continent';

/**
 * Whether `error` says that this object itself was reset or aborted (a deploy's reset; the test
 * pool's `abortAllDurableObjects()`): nothing of the room failed, the runtime replays what is due
 * in the next instance, and the aborted one can no longer write a log line (the test pool waits
 * for it forever).
 */
function objectGone(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    ('durableObjectReset' in error && error.durableObjectReset === true) ||
    /abortAllDurableObjects|Durable Object reset/.test(error.message)
  );
}
