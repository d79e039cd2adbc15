import { DurableObject } from 'cloudflare:workers';
import { CLOSE_CODES, type CreateGameRequest, ERROR_CODES, PING_FRAME, PONG_FRAME } from '../shared/protocol';
import type { Env } from './env';
import { clientKey } from './http/create-limit';
import { jsonError } from './http/errors';
import { runAutomation, scheduleAutomation, timerDue } from './room/automation';
import { abandoned, cleanupDue, closeAll } from './room/cleanup';
import type { RoomContext } from './room/context';
import { type Creator, createRoom } from './room/create';
import { admit, prepareJoin, route } from './room/dispatch';
import { commitAction } from './room/game';
import { hashToken, newToken } from './room/ids';
import { handleClose, handleJoin, makeRoomForSocket, markDropped } from './room/join';
import { RoomStore } from './room/RoomStore';
import { type OpenBucket, takeOpen } from './room/rate-limit';
import { newSession, type RoomSocket, wrapSocket } from './room/session';
import { roomSummary } from './room/summary';
import { ALARM_RETRY_MS, type Timing, timingFrom } from './room/timing';

/** `429 http/rate_limited` with `Retry-After: 5`, for a socket the room does not accept now. */
function busy(message: string): Response {
  const refused = jsonError(429, ERROR_CODES.httpRateLimited, message);
  refused.headers.set('Retry-After', '5');
  return refused;
}

/**
 * One game room: owns its state (SQLite) and its players' WebSockets (hibernation API). Thin:
 * every event builds a `RoomContext` and hands it to the modules under `room/`.
 */
export class GameRoom extends DurableObject<Env> {
  private readonly store: RoomStore;
  private readonly timing: Timing;
  private readonly wrapped = new WeakMap<WebSocket, RoomSocket>();
  /** Per socket, its latest event's handling: the next one starts after it (see `inOrder`). */
  private readonly queues = new WeakMap<WebSocket, Promise<void>>();
  private wake: number | null = null;
  /**
   * When this instance last set the alarm for (ms since epoch), or null if unknown (a cache: the
   * alarm itself lives in storage). A wake-up later than an alarm still to come needs no write:
   * that alarm fires first and sets the next one.
   */
  private armed: number | null = null;
  /** New sockets per client address (`takeOpen`), in memory only. */
  private readonly opens = new Map<string, OpenBucket>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new RoomStore(ctx.storage);
    this.timing = timingFrom(env.BOT_DELAY_MS, env.TURN_LIMIT_MS);
    // Keep-alive pings are answered by the runtime: an idle room stays hibernated.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
    // A restart or a deploy drops sockets without a close event: their players are marked away
    // here, before any other event, so the takeover and the away countdown work for them too.
    void ctx.blockConcurrencyWhile(async () => {
      if (!this.store.initialised()) return;
      markDropped(this.context(null));
      await this.flushWake();
    });
  }

  /**
   * RPC from the Worker (`POST /api/games`, validated): creates the room with its creator's
   * identity, bots and, for `start: true`, the deal; arms the cleanup alarm (and a computer's first
   * move). Resolves the creator's token and seat, or null when a room with this id exists already
   * (nothing changed).
   */
  async create(id: string, request: CreateGameRequest): Promise<Creator | null> {
    if (this.store.initialised()) return null;
    const token = newToken();
    const creator = { token, hash: await hashToken(token) };
    // Another event may have run while the hash was computed.
    if (this.store.initialised()) return null;
    const ctx = this.context(null);
    const created = createRoom(ctx, id, request, creator);
    this.wake = Math.min(this.wake ?? Number.POSITIVE_INFINITY, ctx.now + this.timing.abandonAfter);
    await this.flushWake();
    return created;
  }

  /** RPC from the Worker: the public summary, or null for a room that was never created. */
  async summary(): Promise<ReturnType<typeof roomSummary> | null> {
    return this.store.initialised() ? roomSummary(this.context(null)) : null;
  }

  override async fetch(request: Request): Promise<Response> {
    if (!this.store.initialised()) return jsonError(404, ERROR_CODES.notFound, 'no such room');
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return jsonError(426, ERROR_CODES.upgradeRequired, 'this route needs a WebSocket upgrade');
    }
    const now = Date.now();
    const from = clientKey(request.headers.get('cf-connecting-ip') ?? undefined) ?? '';
    if (from !== '' && !takeOpen(this.opens, from, now)) {
      return busy('too many new connections to this game from this address: try again in a few seconds');
    }
    if (!makeRoomForSocket(this.context(null), from)) {
      return busy('too many connections are waiting to join this game: try again in a few seconds');
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment(newSession(now, from));
    return new Response(null, { status: 101, webSocket: client });
  }

  override webSocketMessage(ws: WebSocket, frame: string | ArrayBuffer): Promise<void> {
    return this.inOrder(ws, async () => {
      if (!this.store.initialised()) {
        ws.close(CLOSE_CODES.roomGone, 'room deleted');
        return;
      }
      const ctx = this.context(null);
      const socket = this.socket(ws, ctx.now);
      const message = admit(ctx, socket, frame);
      if (message?.type === 'join') {
        const request = await prepareJoin(message);
        handleJoin(this.context(null), socket, request);
      } else if (message) {
        route(ctx, socket, message);
      }
      await this.flushWake();
    });
  }

  override webSocketClose(ws: WebSocket, code: number, _reason: string, _clean: boolean): Promise<void> {
    return this.inOrder(ws, async () => {
      // Complete the closing handshake; 1005/1006 cannot be sent back, so answer those with 1000.
      // The socket is then closed for the room too: a frame the runtime still delivers is ignored.
      const reply = code === 1005 || code === 1006 || code === 1015 ? 1000 : code;
      this.socket(ws, Date.now()).close(reply, 'bye');
      await this.left(ws, code === CLOSE_CODES.left);
    });
  }

  override webSocketError(ws: WebSocket, _error: unknown): Promise<void> {
    return this.inOrder(ws, () => this.left(ws, false));
  }

  override async alarm(): Promise<void> {
    // The alarm usually wakes an idle room: it acts on what storage says, not on a cached copy.
    this.store.forget();
    // Deleted already (a second firing) or never created: nothing to do, and nothing is written.
    if (!this.store.initialised()) return;
    const ctx = this.context(null);
    if (abandoned(ctx)) {
      closeAll(ctx);
      this.armed = null;
      await this.ctx.storage.deleteAlarm();
      await this.ctx.storage.deleteAll();
      this.store.forget();
      return;
    }
    const due = this.store.meta().botDueAt;
    const timer = timerDue(ctx);
    let played = true;
    if ((due !== null && due <= ctx.now) || (timer !== null && timer <= ctx.now)) {
      played = runAutomation(ctx, (seat, action) => commitAction(ctx, seat, action).ok);
      const after = this.store.meta().botDueAt;
      if (after !== null && after <= ctx.now) scheduleAutomation(ctx, []);
    }
    // The next wake-up: a computer move, the turn timer, or the cleanup check, whichever is first
    // (after a move that failed even by the fallback, not before `ALARM_RETRY_MS`: no busy loop).
    let next = cleanupDue(ctx);
    for (const at of [this.store.meta().botDueAt, timerDue(ctx)]) if (at !== null) next = Math.min(next, at);
    this.wake = null;
    await this.setAlarm(Math.max(next, played ? ctx.now : ctx.now + ALARM_RETRY_MS));
  }

  /**
   * Runs one event of `ws` after its earlier ones. A `join` awaits its token hashes, and the
   * runtime may deliver the socket's next frame or its close meanwhile: handled at once, a frame
   * sent right after `join` would be refused (`join_required`), and a close would find no player
   * to mark away (the join then marks them present with no socket, and no computer ever takes
   * their turn). A frame delivered after the close is ignored (`admit`).
   */
  private inOrder(ws: WebSocket, handle: () => Promise<void>): Promise<void> {
    const next = (this.queues.get(ws) ?? Promise.resolve()).then(handle);
    // A failed event still fails for the runtime (through `next`); the socket's later ones go on.
    const settled = next.catch(() => undefined);
    this.queues.set(ws, settled);
    return next;
  }

  /** A socket closed; `deliberate`: its player chose to leave (close code `CLOSE_CODES.left`). */
  private async left(ws: WebSocket, deliberate: boolean): Promise<void> {
    if (!this.store.initialised()) return;
    const ctx = this.context(ws);
    handleClose(ctx, this.socket(ws, ctx.now), deliberate);
    await this.flushWake();
  }

  private socket(ws: WebSocket, now: number): RoomSocket {
    let socket = this.wrapped.get(ws);
    if (!socket) {
      socket = wrapSocket(ws, now);
      this.wrapped.set(ws, socket);
    }
    return socket;
  }

  /** The context for one event; `closing` (a socket being closed) is left out of `sockets()`. */
  private context(closing: WebSocket | null): RoomContext {
    const now = Date.now();
    return {
      store: this.store,
      now,
      timing: this.timing,
      sockets: () => this.ctx.getWebSockets().flatMap((ws) => (ws === closing ? [] : [this.socket(ws, now)])),
      wakeAt: (at) => {
        this.wake = this.wake === null ? at : Math.min(this.wake, at);
      },
    };
  }

  private async flushWake(): Promise<void> {
    if (this.wake === null) return;
    const at = this.wake;
    this.wake = null;
    if (this.armed !== null && this.armed > Date.now() && this.armed <= at) return;
    await this.setAlarm(at);
  }

  private async setAlarm(at: number): Promise<void> {
    this.armed = at;
    await this.ctx.storage.setAlarm(at);
  }
}
