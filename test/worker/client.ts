import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import type { GameState } from '../../shared/engine/types';
import { type ClientMessage, TAKEOVER_AFTER_MS } from '../../shared/protocol';
import type { GameRoom } from '../../worker/room/GameRoom';
import type { Snapshot } from '../../worker/room/store/parse-room-rows';
import { RoomStore } from '../../worker/room/store/RoomStore';
import { RoomClient, withDeadline } from '../harness/room-client';
import { socketLink, WORKERD_DEADLINE_MS, wire } from './recording-socket';

/** Test helpers: create rooms through the Worker, open real WebSockets, read the room's storage. */

export const ORIGIN = 'https://trio.test';

export async function createRoom(config: Record<string, unknown>): Promise<string> {
  const response = await exports.default.fetch(`${ORIGIN}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(config),
  });
  if (response.status !== 201) throw new Error(`create failed: ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('id' in body) || typeof body.id !== 'string') {
    throw new Error('create returned no id');
  }
  return body.id;
}

export function roomStub(id: string) {
  return env.ROOMS.get(env.ROOMS.idFromName(id));
}

/**
 * Lets an away host's grace run out (host.ts: 60 s) without waiting: the room row says the host
 * has been away that much longer, and the room's alarm runs (it passes the role on).
 */
export async function hostGraceEnds(id: string): Promise<void> {
  await runInDurableObject(roomStub(id), (_instance, state) => {
    state.storage.sql.exec(
      'UPDATE room SET host_away_since = host_away_since - ? WHERE host_away_since IS NOT NULL',
      TAKEOVER_AFTER_MS,
    );
  });
  await runDurableObjectAlarm(roomStub(id));
}

/**
 * The room's current snapshot as storage holds it — its latest checkpoint and the actions after
 * it, replayed by a fresh `RoomStore` (test-only access via runInDurableObject), not the cache of
 * the running instance.
 */
export async function storedSnapshot(id: string): Promise<Snapshot | null> {
  return runInDurableObject(roomStub(id), (_instance, state) => new RoomStore(state.storage).snapshot());
}

export async function trueState(id: string): Promise<GameState> {
  const snapshot = await storedSnapshot(id);
  if (!snapshot) throw new Error('no game');
  return snapshot.state;
}

/** One real WebSocket into a room: a `RoomClient` (every wait has a deadline) over a WebSocket. */
export class TestClient extends RoomClient {
  constructor(readonly ws: WebSocket) {
    super(socketLink(ws), WORKERD_DEADLINE_MS);
    wire(ws, this);
  }

  /** Opens a socket, from client address `from` (`CF-Connecting-IP`) when given. */
  static async open(id: string, from?: string): Promise<TestClient> {
    const response = await withDeadline(TestClient.upgrade(id, from), 'upgrade answer', WORKERD_DEADLINE_MS);
    const ws = response.webSocket;
    if (!ws) throw new Error(`no websocket: ${response.status}`);
    ws.accept();
    return new TestClient(ws);
  }

  /** The raw answer to a WebSocket upgrade of room `id`, from client address `from` when given. */
  static upgrade(id: string, from?: string): Promise<Response> {
    const headers: Record<string, string> = { Upgrade: 'websocket' };
    if (from !== undefined) headers['CF-Connecting-IP'] = from;
    return exports.default.fetch(`${ORIGIN}/api/games/${id}/ws`, { headers });
  }

  /** Opens a socket (from client address `from` when given) and joins; resolves with the welcome. */
  static async join(id: string, name: string, token?: string, from?: string) {
    const client = await TestClient.open(id, from);
    client.send(
      token === undefined ? { type: 'join', protocol: 1, name } : { type: 'join', protocol: 1, name, token },
    );
    const welcome = await client.next('welcome');
    return { client, welcome };
  }

  override send(message: ClientMessage | Record<string, unknown>): void {
    super.send(message);
  }
}

/** A server socket the room accepted, and a `TestClient` on its other end (what the room sends it). */
export interface RoomSocketPair {
  server: WebSocket;
  client: TestClient;
}

/**
 * Runs `fn` inside the room's Durable Object with a fresh accepted server socket, so a test can
 * call the handlers (`webSocketMessage`, `webSocketClose`) directly and in a certain order: the
 * test pool may deliver one socket's back-to-back frames in another order than they were sent, and
 * two sockets' frames in either order. `open` accepts one more server socket (for a test about two
 * sockets, say an old tab and a new one) and records what the room sends it.
 */
export async function onRoom<T>(
  id: string,
  fn: (room: GameRoom, ws: WebSocket, sql: SqlStorage, open: () => RoomSocketPair) => Promise<T>,
): Promise<T> {
  return runInDurableObject(roomStub(id), async (room: GameRoom, state) => {
    const open = (): RoomSocketPair => {
      const { 0: client, 1: server } = new WebSocketPair();
      state.acceptWebSocket(server);
      client.accept();
      // As GameRoom.fetch does after the accept: the room starts the socket's session (and knows
      // its list of sockets changed).
      // biome-ignore lint/complexity/useLiteralKeys: the adapter's private room is reached on purpose (tests only).
      room['room'].onConnect(server, '');
      return { server, client: new TestClient(client) };
    };
    return fn(room, open().server, state.storage.sql, open);
  });
}
