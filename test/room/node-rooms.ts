import * as v from 'valibot';
import type { GameState } from '../../shared/engine/types';
import {
  CreateGameRequestSchema,
  ERROR_CODES,
  type RoomSummary,
  TAKEOVER_AFTER_MS,
} from '../../shared/protocol';
import { clientKey } from '../../worker/net/client-key';
import { jsonError } from '../../worker/net/json-error';
import { type Refusal, refusalResponse } from '../../worker/net/refusal';
import { newRoomId } from '../../worker/net/room-id';
import { Room, type RoomPorts } from '../../worker/room/Room';
import type { Snapshot } from '../../worker/room/store/parse-room-rows';
import { RoomStore } from '../../worker/room/store/RoomStore';
import { ALARM_RETRY_MS, timingFrom } from '../../worker/room/timing';
import type { RoomClient } from '../harness/room-client';
import { linkPair, type ServerEnd } from './node-link';
import { NodeStorage } from './node-storage';

/**
 * The room harness in plain Node: each room is the room's logic (`Room`, worker/room/Room.ts)
 * over sql.js (`NodeStorage`) and in-memory links (node-link.ts), under the real clock, with
 * computers due at once (`BOT_DELAY_MS` 0) and the alarm fired when due, as the workerd tests run it. The functions mirror
 * test/worker/client.ts, so a test reads the same on both harnesses: `createRoom`, `join`,
 * `trueState`, and in place of `runInDurableObject` / `runDurableObjectAlarm`, `inRoom` / `runAlarm`.
 */
export class NodeRoom {
  /** Every socket the room accepted, whatever its state (`ctx.getWebSockets()`). */
  readonly sockets: ServerEnd[] = [];
  readonly ports: RoomPorts;
  private instance: Room;
  /** The runtime's timer for the alarm now set (it fires it when due, as workerd does). */
  private timer: ReturnType<typeof setTimeout> | undefined;

  private constructor(readonly storage: NodeStorage) {
    const alarm = {
      setAlarm: async (at: number) => {
        await storage.setAlarm(at);
        this.arm(at);
      },
      deleteAlarm: async () => {
        clearTimeout(this.timer);
        await storage.deleteAlarm();
      },
      deleteAll: async () => {
        clearTimeout(this.timer);
        await storage.deleteAll();
      },
    };
    this.ports = { storage, alarm, clock: Date, sockets: () => this.sockets, timing: timingFrom('0') };
    this.instance = new Room(this.ports);
  }

  /** Fires the alarm at `at` unless it was moved or cleared by then (`runAlarm` fires it early). */
  private arm(at: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => {
        if (this.storage.alarm !== at) return;
        this.storage.alarm = null;
        void this.alarm();
      },
      Math.max(0, at - Date.now()),
    );
  }

  static async open(): Promise<NodeRoom> {
    const room = new NodeRoom(await NodeStorage.open());
    await room.instance.onStart();
    return room;
  }

  /** The running instance. */
  get room(): Room {
    return this.instance;
  }

  /**
   * The room's answer to a socket upgrade from address `from` (`CF-Connecting-IP`), as
   * `GameRoom.fetch` decides it: 404 for no room, 429 with the room's `Refusal`, or 101 with the
   * new client.
   */
  upgrade(from?: string): { status: 101; client: RoomClient } | { status: 404; client: null } | Refused {
    if (!this.instance.exists()) return { status: 404, client: null };
    const key = clientKey(from) ?? '';
    const refusal = this.instance.accept(key);
    if (refusal) return { status: 429, client: null, refusal };
    return { status: 101, client: this.accepted(key).client };
  }

  /** A socket the room accepted from `from` (no refusal asked): both ends. */
  accepted(from = ''): { client: RoomClient; server: ServerEnd } {
    const pair = linkPair(() => this.instance);
    this.sockets.push(pair.server);
    this.instance.onConnect(pair.server, from);
    return pair;
  }

  /** The alarm as `GameRoom.alarm` runs it: a failure is not rethrown, the alarm comes back later. */
  async alarm(): Promise<void> {
    try {
      await this.instance.onAlarm();
    } catch {
      await this.storage.setAlarm(Date.now() + ALARM_RETRY_MS);
    }
  }

  /** As `runDurableObjectAlarm`: runs the alarm now if one is set (clearing it first); whether it ran. */
  async runAlarm(): Promise<boolean> {
    if (this.storage.alarm === null) return false;
    clearTimeout(this.timer);
    this.storage.alarm = null;
    await this.alarm();
    return true;
  }

  /**
   * A restart (a deploy; `abortAllDurableObjects` in workerd): every socket is dropped without a
   * close event, and a fresh instance starts over the same storage.
   */
  async restart(): Promise<void> {
    for (const socket of this.sockets) socket.drop();
    this.sockets.length = 0;
    await this.evict();
  }

  /** An eviction: a new instance over the same storage and the same (hibernated) sockets. */
  async evict(): Promise<void> {
    this.instance = new Room(this.ports);
    await this.instance.onStart();
  }
}

interface Refused {
  status: 429;
  client: null;
  refusal: Refusal;
}

const rooms = new Map<string, NodeRoom>();

/** Room `id` (throws for an id never created here). */
export function nodeRoom(id: string): NodeRoom {
  const room = rooms.get(id);
  if (!room) throw new Error(`no room ${id}`);
  return room;
}

/** As `POST /api/games` with `config` (refused: throws as test/worker/client.ts does); the room's id. */
export async function createRoom(config: Record<string, unknown>): Promise<string> {
  const request = v.safeParse(CreateGameRequestSchema, config);
  if (!request.success) throw new Error('create failed: 400');
  const id = newRoomId();
  const room = await NodeRoom.open();
  if (!(await room.room.onCreate(id, request.output))) throw new Error('create failed: 500');
  rooms.set(id, room);
  return id;
}

/** A socket into room `id` from address `from` (refused: throws with the status, as in workerd). */
export function openClient(id: string, from?: string): RoomClient {
  const answer = rooms.get(id)?.upgrade(from) ?? { status: 404, client: null };
  if (!answer.client) throw new Error(`no websocket: ${answer.status}`);
  return answer.client;
}

/**
 * The upgrade's answer as an HTTP response says it (`GameRoom.fetch`): a refusal is the very
 * `refusalResponse` the Durable Object sends; an accepted socket is only its status, 101.
 */
export async function upgrade(
  id: string,
  from?: string,
): Promise<Pick<Response, 'status' | 'headers' | 'json'>> {
  const answer = rooms.get(id)?.upgrade(from) ?? { status: 404, client: null };
  if (answer.status === 429) return refusalResponse(answer.refusal);
  if (answer.status === 404) return jsonError(404, ERROR_CODES.notFound, 'no such room');
  return { status: 101, headers: new Headers(), json: async () => null };
}

/** Opens a socket (from address `from` when given) and joins; resolves with the welcome. */
export async function join(id: string, name: string, token?: string, from?: string) {
  const client = openClient(id, from);
  client.send(
    token === undefined ? { type: 'join', protocol: 1, name } : { type: 'join', protocol: 1, name, token },
  );
  const welcome = await client.next('welcome');
  return { client, welcome };
}

/** Runs `fn` on room `id`'s harness (its instance, storage and sockets), as `runInDurableObject`. */
export async function inRoom<T>(id: string, fn: (room: NodeRoom, storage: NodeStorage) => T | Promise<T>) {
  const room = nodeRoom(id);
  return fn(room, room.storage);
}

/** The room's socket handlers as the Durable Object's runtime calls them (`GameRoom`). */
export interface SocketHandlers {
  webSocketMessage(ws: ServerEnd, frame: string | ArrayBuffer): Promise<void> | undefined;
  webSocketClose(ws: ServerEnd, code: number, reason: string, clean: boolean): Promise<void> | undefined;
}

/**
 * As test/worker/client.ts `onRoom`: runs `fn` with the room's handlers and a fresh accepted
 * server socket, so a test calls the handlers directly and in a certain order; `open` accepts one
 * more (both ends).
 */
export async function onRoom<T>(
  id: string,
  fn: (
    room: SocketHandlers,
    ws: ServerEnd,
    sql: NodeStorage['sql'],
    open: () => { client: RoomClient; server: ServerEnd },
  ) => Promise<T>,
): Promise<T> {
  const room = nodeRoom(id);
  const handlers: SocketHandlers = {
    webSocketMessage: (ws, frame) => room.room.onMessage(ws, frame),
    webSocketClose: (ws, code) => room.room.onClose(ws, code),
  };
  const open = () => room.accepted();
  return fn(handlers, open().server, room.storage.sql, open);
}

/** As `abortAllDurableObjects`: every room restarts (`NodeRoom.restart`). */
export async function restartAll(): Promise<void> {
  for (const room of rooms.values()) await room.restart();
}

/** As `runDurableObjectAlarm` on room `id`. */
export function runAlarm(id: string): Promise<boolean> {
  return nodeRoom(id).runAlarm();
}

/** The room's snapshot as storage holds it, replayed by a fresh `RoomStore` (not the instance's cache). */
export async function storedSnapshot(id: string): Promise<Snapshot | null> {
  return new RoomStore(nodeRoom(id).storage).snapshot();
}

export async function trueState(id: string): Promise<GameState> {
  const snapshot = await storedSnapshot(id);
  if (!snapshot) throw new Error('no game');
  return snapshot.state;
}

/** As `GET /api/games/:id`: the public summary as JSON carries it, or null (404). */
export async function summaryOf(id: string): Promise<RoomSummary | null> {
  const summary = rooms.get(id)?.room.summary() ?? null;
  return summary === null ? null : (JSON.parse(JSON.stringify(summary)) as RoomSummary);
}

/** Lets an away host's grace run out (host.ts: 60 s) without waiting, as test/worker/client.ts. */
export async function hostGraceEnds(id: string): Promise<void> {
  nodeRoom(id).storage.sql.exec(
    'UPDATE room SET host_away_since = host_away_since - ? WHERE host_away_since IS NOT NULL',
    TAKEOVER_AFTER_MS,
  );
  await runAlarm(id);
}
