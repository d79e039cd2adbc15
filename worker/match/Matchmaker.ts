import { DurableObject } from 'cloudflare:workers';
import { ERROR_CODES, PING_FRAME, PONG_FRAME } from '../../shared/protocol';
import type { Env, MatchmakerRpc } from '../env';
import { QUEUE_HEADER } from '../env';
import { clientKey } from '../net/client-key';
import { jsonError } from '../net/json-error';
import { randomId } from '../net/random-id';
import { refusalResponse } from '../net/refusal';
import { newRoomId } from '../net/room-id';
import type { Delivery, OfferInput, QueuePeer, QueuePorts } from './ports';
import { Queue } from './Queue';
import { parseQueueName } from './queue-key';
import type { QueueLoad } from './tiers';

/** A queue's ports from its Durable Object state and the Worker's bindings. */
export function queuePorts(ctx: DurableObjectState, env: Env): QueuePorts {
  const peer = (name: string): QueuePeer => {
    const stub = env.MATCHMAKER.get(env.MATCHMAKER.idFromName(name));
    return {
      offer: (offer) => stub.offer(name, offer),
      timeUp: (ids) => stub.timeUp(name, ids),
      withdraw: (ids) => stub.withdraw(name, ids),
      claim: (ids) => stub.claim(name, ids),
      release: (ids) => stub.release(name, ids),
      deliver: (seats) => stub.deliver(name, seats),
    };
  };
  return {
    storage: ctx.storage,
    alarm: ctx.storage,
    clock: Date,
    sockets: (tag) => ctx.getWebSockets(tag),
    peer,
    createRoom: async (table, hint) => {
      const id = newRoomId();
      const room = env.ROOMS.get(env.ROOMS.idFromName(id), hint === null ? {} : { locationHint: hint });
      const tokens = await room.createTable(id, table);
      if (tokens === null || tokens.length !== table.names.length)
        throw new Error('the room was not created');
      return { id, tokens };
    },
  };
}

/**
 * One quick-match queue (players × mode × region) as a Durable Object: a thin adapter from the
 * runtime to `Queue` (worker/match/), which holds the logic. Here: the hibernation API (sockets
 * tagged with their seeker's id, the ping autoresponse), `blockConcurrencyWhile` for the start,
 * rooms created through the `ROOMS` binding with a location hint, and the other queues by name.
 */
export class Matchmaker extends DurableObject<Env> implements MatchmakerRpc {
  private readonly queue: Queue;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.queue = new Queue(queuePorts(ctx, env));
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
    void ctx.blockConcurrencyWhile(() => this.queue.onStart());
  }

  /** The upgrade from `GET /api/match/ws`: 400 without a queue name, 426 without the header, 429. */
  override async fetch(request: Request): Promise<Response> {
    const name = request.headers.get(QUEUE_HEADER) ?? '';
    if (parseQueueName(name) === null) return jsonError(400, ERROR_CODES.badRequest, 'no such queue');
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return jsonError(426, ERROR_CODES.upgradeRequired, 'this route needs a WebSocket upgrade');
    }
    this.queue.bind(name);
    const from = clientKey(request.headers.get('cf-connecting-ip') ?? undefined) ?? '';
    const refusal = this.queue.accept(from);
    if (refusal) return refusalResponse(refusal);
    const { 0: client, 1: server } = new WebSocketPair();
    const id = `s_${randomId(16)}`;
    this.ctx.acceptWebSocket(server, [id]);
    this.queue.onConnect(server, { id, from, origin: new URL(request.url).origin });
    return new Response(null, { status: 101, webSocket: client });
  }

  override webSocketMessage(ws: WebSocket, frame: string | ArrayBuffer): Promise<void> {
    return this.queue.onMessage(ws, frame);
  }

  override webSocketClose(ws: WebSocket, _code: number, _reason: string, _clean: boolean): Promise<void> {
    return this.queue.onClose(ws);
  }

  override webSocketError(ws: WebSocket, _error: unknown): Promise<void> {
    return this.queue.onClose(ws);
  }

  override alarm(): Promise<void> {
    return this.queue.onAlarm();
  }

  // RPC from the Worker and from other queues: `name` is this queue's own (see `Queue.bind`).

  /** Not `bind`: a queue nobody used stays without storage when the Worker looks at it. */
  async load(_name: string): Promise<QueueLoad> {
    return this.queue.load();
  }

  async offer(name: string, offer: OfferInput): Promise<void> {
    this.queue.bind(name);
    await this.queue.offer(offer);
  }

  async timeUp(name: string, ids: string[]): Promise<string[]> {
    this.queue.bind(name);
    return this.queue.timeUp(ids);
  }

  async withdraw(name: string, ids: string[]): Promise<void> {
    this.queue.bind(name);
    await this.queue.withdraw(ids);
  }

  async claim(name: string, ids: string[]): Promise<string[]> {
    this.queue.bind(name);
    return this.queue.claim(ids);
  }

  async release(name: string, ids: string[]): Promise<void> {
    this.queue.bind(name);
    await this.queue.release(ids);
  }

  async deliver(name: string, seats: Delivery[]): Promise<void> {
    this.queue.bind(name);
    await this.queue.deliver(seats);
  }
}
