import { clientKey } from '../../worker/net/client-key';
import type { Refusal } from '../../worker/net/refusal';
import { Room, type RoomPorts } from '../../worker/room/Room';
import { ALARM_RETRY_MS, timingFrom } from '../../worker/room/timing';
import type { RoomClient } from '../harness/room-client';
import { linkPair, type ServerEnd } from './node-link';
import { NodeStorage } from './node-storage';

/**
 * One room of the Node harness (node-rooms.ts): the room's logic (`Room`, worker/room/Room.ts)
 * over sql.js (`NodeStorage`) and in-memory links (node-link.ts), under the real clock, with
 * computers due at once (`BOT_DELAY_MS` 0) and the alarm fired when due, as the workerd tests run
 * it; what the Durable Object adapter (worker/room/GameRoom.ts) adds, done as it does it.
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

/** An upgrade the room refused, with its `Refusal`. */
export interface Refused {
  status: 429;
  client: null;
  refusal: Refusal;
}
