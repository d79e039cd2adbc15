import * as v from 'valibot';
import type { GameState } from '../../shared/engine/types';
import {
  CreateGameRequestSchema,
  ERROR_CODES,
  type RoomSummary,
  TAKEOVER_AFTER_MS,
} from '../../shared/protocol';
import { jsonError } from '../../worker/net/json-error';
import { refusalResponse } from '../../worker/net/refusal';
import { newRoomId } from '../../worker/net/room-id';
import type { Snapshot } from '../../worker/room/store/parse-room-rows';
import { RoomStore } from '../../worker/room/store/RoomStore';
import type { RoomClient } from '../harness/room-client';
import { NodeRoom } from './NodeRoom';
import type { ServerEnd } from './node-link';
import type { NodeStorage } from './node-storage';

/**
 * The room harness in plain Node: rooms by id (each a `NodeRoom`), and functions that mirror
 * test/worker/client.ts, so a test reads the same on both harnesses: `createRoom`, `join`,
 * `trueState`, and in place of `runInDurableObject` / `runDurableObjectAlarm` /
 * `abortAllDurableObjects`, `inRoom` / `runAlarm` / `restartAll`.
 */

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
