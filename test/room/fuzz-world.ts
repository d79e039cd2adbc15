import { type ClientMessage, type CreateGameRequest, PROTOCOL_VERSION } from '../../shared/protocol';
import type { Creator } from '../../worker/room/create';
import { Room, type RoomPorts } from '../../worker/room/Room';
import { RoomStore } from '../../worker/room/store/RoomStore';
import type { Timing } from '../../worker/room/timing';
import { tokenHash } from './fuzz-random';
import { FuzzSocket, type Person, SOCKET_CLOSED, SOCKET_CLOSING } from './fuzz-socket';
import { Truth, Violation } from './fuzz-truth';
import { NodeStorage } from './node-storage';

/**
 * One fuzzed room and everything around it: its SQLite storage and alarm (sql.js), a clock the
 * fuzz moves, the runtime's list of sockets, the `Room` instance (replaced on eviction), the
 * people who come and go, and the true course of its games. Every call into the room goes through
 * here, and a handler that throws is a violation: the room never throws out of a handler.
 */
export class World {
  /** The sockets the runtime holds for the room (`ctx.getWebSockets()`), in accept order. */
  readonly tabs: FuzzSocket[] = [];
  /** Sockets the runtime forgot since the frames were last checked (their last frames still count). */
  readonly gone: FuzzSocket[] = [];
  readonly people: Person[] = [];
  readonly truth = new Truth();
  /** Every seat token and token hash seen so far: no frame may carry one but its owner's welcome. */
  readonly tokens = new Set<string>();
  readonly hashes = new Set<string>();
  /** How eagerly the host starts a full table (a weight: low values make long lobbies). */
  eagerness = 1.5;
  readonly ports: RoomPorts;
  room: Room;
  private time: number;
  private tabCount = 0;

  private constructor(
    readonly storage: NodeStorage,
    timing: Timing,
    start: number,
  ) {
    this.time = start;
    this.ports = {
      storage,
      alarm: storage,
      clock: { now: () => this.time },
      sockets: () => this.tabs,
      timing,
    };
    this.room = new Room(this.ports);
  }

  /** A new room created by `POST /api/games` with `request`, and its creator as the first person. */
  static async create(
    id: string,
    request: CreateGameRequest,
    timing: Timing,
    start: number,
  ): Promise<{ world: World; creator: Creator }> {
    const world = new World(await NodeStorage.open(), timing, start);
    await world.guard('onStart', () => world.room.onStart());
    const creator = await world.guard('onCreate', () => world.room.onCreate(id, request));
    if (!creator) throw new Violation('a new room is created', 'onCreate answered null');
    world.people.push({ name: request.name ?? 'Creator', from: '', token: creator.token, id: null });
    world.tokens.add(creator.token);
    return { world, creator };
  }

  get now(): number {
    return this.time;
  }

  /** Moves the clock on by `ms`. */
  advance(ms: number): void {
    this.time += ms;
  }

  /** A store read fresh from storage, as a new instance would read it. */
  fresh(): RoomStore {
    return new RoomStore(this.storage);
  }

  /** Runs one handler (synchronous or not); a throw or a rejection is a violation. */
  async guard<T>(what: string, run: () => Promise<T> | T): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new Violation('the room never throws out of a handler', `${what} threw ${detail}`);
    }
  }

  /** A new socket for `person` (null: one that never joins), or null when the room refuses it. */
  open(person: Person | null, from = person?.from ?? ''): FuzzSocket | null {
    // The Durable Object answers 404 before `accept` for a room that does not exist.
    if (!this.room.exists() || this.room.accept(from)) return null;
    const tab = new FuzzSocket(person, `${person?.name ?? 'idle'}#${++this.tabCount}`);
    this.tabs.push(tab);
    this.room.onConnect(tab, from);
    return tab;
  }

  /** One inbound frame on `tab`. */
  deliver(tab: FuzzSocket, frame: string | ArrayBuffer): Promise<void> {
    return this.guard(`onMessage(${tab.label})`, () => this.room.onMessage(tab, frame));
  }

  /** `message` as JSON on `tab`; an `act` is kept for replays. */
  send(tab: FuzzSocket, message: ClientMessage): Promise<void> {
    const frame = JSON.stringify(message);
    if (message.type === 'act' && tab.acts.length < 50) tab.acts.push(message);
    return this.deliver(tab, frame);
  }

  /** `join` on `tab` for its person, with their token when `withToken` (and they have one). */
  join(tab: FuzzSocket, withToken: boolean): Promise<void> {
    const person = tab.person;
    if (!person) throw new Error('an idle socket has nobody to join as');
    const token = withToken ? person.token : null;
    const store = this.fresh();
    const hash = token === null ? null : tokenHash(token);
    tab.sentToken = token;
    tab.resumes = hash === null ? null : (store.playerByTokenHash(hash)?.id ?? null);
    tab.keepsToken = tab.resumes !== null || (hash !== null && store.meta().creator === hash);
    return this.send(tab, {
      type: 'join',
      protocol: PROTOCOL_VERSION,
      name: person.name,
      ...(token === null ? {} : { token }),
    });
  }

  /** The client closes `tab` with `code`: the runtime delivers the close, then forgets the socket. */
  async clientClose(tab: FuzzSocket, code: number): Promise<void> {
    tab.clientGone = true;
    tab.readyState = SOCKET_CLOSING;
    await this.guard(`onClose(${tab.label}, ${code})`, () => this.room.onClose(tab, code));
    tab.readyState = SOCKET_CLOSED;
    this.forget(tab);
  }

  /** The client answers the room's close of `tab`; the runtime delivers it as a close event. */
  async echo(tab: FuzzSocket): Promise<void> {
    const code = tab.closedWith?.code ?? 1000;
    tab.clientGone = true;
    await this.guard(`onClose(${tab.label}, ${code})`, () => this.room.onClose(tab, code));
    this.forget(tab);
  }

  /** `tab` fails (the runtime's error event), then is gone. */
  async fail(tab: FuzzSocket): Promise<void> {
    tab.clientGone = true;
    tab.readyState = SOCKET_CLOSED;
    await this.guard(`onError(${tab.label})`, () => this.room.onError(tab));
    this.forget(tab);
  }

  /** `tab` vanishes with no event at all (a network cut the runtime never reports, a restart). */
  drop(tab: FuzzSocket): void {
    tab.clientGone = true;
    tab.readyState = SOCKET_CLOSED;
    this.forget(tab);
  }

  /** Eviction: a new instance over the same storage and the same (hibernated) sockets. */
  async evict(): Promise<void> {
    this.room = new Room(this.ports);
    await this.guard('onStart', () => this.room.onStart());
  }

  /** The alarm fires (the runtime clears it first): `onAlarm`. */
  async fireAlarm(): Promise<void> {
    this.storage.alarm = null;
    await this.guard('onAlarm', () => this.room.onAlarm());
  }

  /** Whether the alarm is set and due. */
  alarmDue(): boolean {
    return this.storage.alarm !== null && this.storage.alarm <= this.time;
  }

  /** The live tabs (open, joined): those the room must keep up to date. */
  live(): FuzzSocket[] {
    return this.tabs.filter((t) => t.live());
  }

  /** The live tab of `person`, if any. */
  liveTabOf(person: Person): FuzzSocket | undefined {
    return this.tabs.find((t) => t.person === person && t.live());
  }

  /** The identity a tab joined as, read fresh: its seat (null for a spectator or no identity). */
  seatOf(tab: FuzzSocket, store: RoomStore = this.fresh()): number | null {
    return tab.player === null ? null : (store.player(tab.player)?.seat ?? null);
  }

  /** The room's live store (its cache), to compare with a fresh one. */
  liveStore(): RoomStore {
    // biome-ignore lint/complexity/useLiteralKeys: the private cache is read on purpose (fuzz only).
    return this.room['store'];
  }

  private forget(tab: FuzzSocket): void {
    const i = this.tabs.indexOf(tab);
    if (i >= 0) this.tabs.splice(i, 1);
    this.gone.push(tab);
  }
}
