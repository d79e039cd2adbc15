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
} from '../shared/protocol';
import { DIRECTORY_NAME, type Env, type RoomRpc } from './env';
import { clientKey } from './net/client-key';
import { jsonError } from './net/json-error';
import type { Creator } from './room/create';
import { Room } from './room/Room';
import { timingFrom } from './room/timing';

/**
 * One game room as a Durable Object: a thin adapter from the runtime to `Room` (worker/room/),
 * which holds the logic. Here: the hibernation API (`ctx.acceptWebSocket`, `getWebSockets`, the
 * ping autoresponse), `blockConcurrencyWhile` for the start, and HTTP answers built from the
 * room's plain values. `ctx.storage` serves as the room's storage and alarm ports as it is.
 */
export class GameRoom extends DurableObject<Env> implements RoomRpc {
  private readonly room: Room;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.room = new Room({
      storage: ctx.storage,
      alarm: ctx.storage,
      clock: Date,
      sockets: () => ctx.getWebSockets(),
      timing: timingFrom(env.BOT_DELAY_MS, env.TURN_LIMIT_MS),
      directory: {
        publish: (id, listing) =>
          env.DIRECTORY.get(env.DIRECTORY.idFromName(DIRECTORY_NAME)).publish(id, listing),
      },
    });
    // Keep-alive pings are answered by the runtime: an idle room stays hibernated.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
    void ctx.blockConcurrencyWhile(() => this.room.onStart());
  }

  /** RPC from the Worker (`POST /api/games`, validated): see `Room.onCreate`. */
  async create(id: string, request: CreateGameRequest): Promise<Creator | null> {
    return this.room.onCreate(id, request);
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
    return this.room.summary();
  }

  /** The WebSocket upgrade: 404 for no room, 426 without the header, 429 when the room refuses. */
  override async fetch(request: Request): Promise<Response> {
    if (!this.room.exists()) return jsonError(404, ERROR_CODES.notFound, 'no such room');
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return jsonError(426, ERROR_CODES.upgradeRequired, 'this route needs a WebSocket upgrade');
    }
    const from = clientKey(request.headers.get('cf-connecting-ip') ?? undefined) ?? '';
    const refusal = this.room.accept(from);
    if (refusal) {
      const refused = jsonError(refusal.status, refusal.code, refusal.message);
      refused.headers.set('Retry-After', String(refusal.retryAfter));
      return refused;
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    this.room.onConnect(server, from);
    return new Response(null, { status: 101, webSocket: client });
  }

  // Every frame but `join` is handled synchronously (Room.onMessage): a promise only when there
  // is something to wait for.
  override webSocketMessage(ws: WebSocket, frame: string | ArrayBuffer): Promise<void> | undefined {
    return this.room.onMessage(ws, frame);
  }

  override webSocketClose(
    ws: WebSocket,
    code: number,
    _reason: string,
    _clean: boolean,
  ): Promise<void> | undefined {
    return this.room.onClose(ws, code);
  }

  override webSocketError(ws: WebSocket, _error: unknown): Promise<void> | undefined {
    return this.room.onError(ws);
  }

  override alarm(): Promise<void> {
    return this.room.onAlarm();
  }
}
