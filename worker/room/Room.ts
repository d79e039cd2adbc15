import {
  CLOSE_CODES,
  type ClientMessage,
  type CreateGameRequest,
  type MatchedTable,
  type RoomSummary,
  type TableListing,
} from '../../shared/protocol';
import type { GameSummaryEntry, RecordLookup } from '../../shared/protocol/record';
import { both, EventQueue } from '../net/event-queue';
import { type OpenBucket, takeOpen } from '../net/open-limit';
import type { AlarmPort, Clock, RoomStorage, SocketPort } from '../net/ports';
import { type Refusal, rateLimited } from '../net/refusal';
import { automationDue, abandoned as isAbandoned, nextWake, scheduleAutomation } from './automation/schedule';
import { runAutomation } from './automation/turns';
import { handleJoin, makeRoomForSocket, prepareJoin } from './connect';
import { EventContext, type RoomContext, WakeUp } from './context';
import { type Creator, createRoom, createTable } from './create';
import { admit, route } from './dispatch';
import { passHost } from './host';
import { hashToken, newToken } from './ids';
import { type ListingPort, tableListing } from './listing';
import { ListingReporter } from './listing-report';
import { handleClose, markDropped } from './presence';
import { finishedGames, recordOf } from './records';
import { newSession, type RoomSocket } from './session';
import { SocketList } from './socket-list';
import { RoomStore } from './store/RoomStore';
import { roomSummary } from './summary';
import { ALARM_RETRY_MS, type Timing } from './timing';

/** What a room runs on (worker/net/ports.ts): a Durable Object's, or in-memory ones in Node. */
export interface RoomPorts {
  storage: RoomStorage;
  alarm: AlarmPort;
  clock: Clock;
  /** Every socket the runtime holds for this room, whatever its state (`ctx.getWebSockets()`). */
  sockets(): readonly SocketPort[];
  timing: Timing;
  /** Where an open room reports its entry in the list of open tables (absent: nowhere). */
  directory?: ListingPort;
}

/**
 * One game room's logic, with its entry points named by lifecycle (as partyserver's hooks):
 * `onStart`, `onCreate`, `accept` + `onConnect`, `onMessage`, `onClose`, `onError`, `onAlarm`.
 * Plain TypeScript over `RoomPorts`: no Workers API, so it runs in Node as in workerd, where
 * worker/room/GameRoom.ts adapts the Durable Object to it. Each event builds a `RoomContext` and hands
 * it to the modules beside this one. Every handler works after eviction: memory is only a cache.
 */
export class Room {
  private readonly store: RoomStore;
  private readonly list: SocketList;
  /** Each socket's events in order (worker/net/event-queue.ts). */
  private readonly events = new EventQueue();
  private readonly wake = new WakeUp();
  /**
   * When this instance last set the alarm for (ms since epoch), or null if unknown (a cache: the
   * alarm itself lives in storage). A wake-up later than an alarm still to come needs no write:
   * that alarm fires first and sets the next one.
   */
  private armed: number | null = null;
  /** New sockets per client address (`takeOpen`), in memory only. */
  private readonly opens = new Map<string, OpenBucket>();
  /** The room's reports to the directory of open tables (listing-report.ts). */
  private readonly listings: ListingReporter;

  constructor(private readonly ports: RoomPorts) {
    this.store = new RoomStore(ports.storage);
    this.list = new SocketList(ports.sockets);
    this.listings = new ListingReporter(ports.directory);
  }

  /**
   * When an instance starts, before any other event: a restart or a deploy drops sockets without
   * a close event, so their players are marked away here, and the takeover and the away countdown
   * work for them too.
   */
  async onStart(): Promise<void> {
    if (!this.store.initialised()) return;
    markDropped(this.context(null));
    await this.flushWake();
  }

  /**
   * `POST /api/games` (validated): creates the room with its creator's identity, bots and, for
   * `start: true`, the deal; arms the cleanup alarm (and a computer's first move). Resolves the
   * creator's token and seat, or null when this room exists already (nothing changed).
   */
  async onCreate(id: string, request: CreateGameRequest): Promise<Creator | null> {
    if (this.store.initialised()) return null;
    const token = newToken();
    const creator = { token, hash: await hashToken(token) };
    // Another event may have run while the hash was computed.
    if (this.store.initialised()) return null;
    const ctx = this.context(null);
    const created = createRoom(ctx, id, request, creator);
    ctx.wakeAt(ctx.now + this.ports.timing.abandonAfter);
    await this.flushWake();
    return created;
  }

  /**
   * A matchmaker's table (`MatchedTable`, validated by the caller): the room with a reserved seat
   * and a fresh token for each seeker, computers on the other seats, dealt at once (`createTable`).
   * Resolves the tokens in seat order, or null when this room exists already (nothing changed).
   */
  async onCreateTable(id: string, table: MatchedTable): Promise<string[] | null> {
    if (this.store.initialised()) return null;
    const tokens = await Promise.all(
      table.names.map(async () => {
        const token = newToken();
        return { token, hash: await hashToken(token) };
      }),
    );
    if (this.store.initialised()) return null;
    const ctx = this.context(null);
    createTable(ctx, id, table, tokens);
    ctx.wakeAt(ctx.now + this.ports.timing.abandonAfter);
    await this.flushWake();
    return tokens.map((t) => t.token);
  }

  /** The room's entry in the list of open tables now, or null (`tableListing`). */
  listing(): TableListing | null {
    return tableListing(this.context(null));
  }

  /** Whether the room was created (and not deleted since). */
  exists(): boolean {
    return this.store.initialised();
  }

  /** The public summary, or null for a room that was never created. */
  summary(): RoomSummary | null {
    return this.store.initialised() ? roomSummary(this.context(null)) : null;
  }

  /** Game `game`'s record once it has ended (`records.ts`), or null for a room never created. */
  record(game: number): RecordLookup | null {
    return this.store.initialised() ? recordOf(this.context(null), game) : null;
  }

  /** The room's finished games, oldest first, or null for a room never created. */
  games(): GameSummaryEntry[] | null {
    return this.store.initialised() ? finishedGames(this.context(null)) : null;
  }

  /**
   * Before a new socket from client address `from` ('' when unknown) is accepted: null to go on
   * (`onConnect` next), or why not (too many new sockets from that address, or waiting to join).
   */
  accept(from: string): Refusal | null {
    const refuse = (message: string) => rateLimited(message, 5);
    if (from !== '' && !takeOpen(this.opens, from, this.ports.clock.now())) {
      return refuse('too many new connections to this game from this address: try again in a few seconds');
    }
    if (!makeRoomForSocket(this.context(null), from)) {
      return refuse('too many connections are waiting to join this game: try again in a few seconds');
    }
    return null;
  }

  /** A socket the runtime accepted for this room (after `accept`): its session starts. */
  onConnect(socket: SocketPort, from: string): void {
    this.list.changed();
    socket.serializeAttachment(newSession(this.ports.clock.now(), from));
  }

  /**
   * One inbound frame, handled after the socket's earlier events: at once, unless a `join` of the
   * socket is still hashing its token. Every frame but `join` is handled synchronously; the
   * promise returned (if any) is a join's, or the alarm's write.
   */
  onMessage(ws: SocketPort, frame: string | ArrayBuffer): Promise<void> | undefined {
    return this.events.run(ws, this.message, frame);
  }

  /** One inbound frame, its turn come (`onMessage`): made once, so a frame allocates no closure. */
  private readonly message = (ws: SocketPort, frame: string | ArrayBuffer): Promise<void> | undefined => {
    if (!this.store.initialised()) {
      ws.close(CLOSE_CODES.roomGone, 'room deleted');
      return undefined;
    }
    const ctx = this.context(null);
    const socket = this.socket(ws, ctx.now);
    const message = admit(ctx, socket, frame);
    if (message?.type === 'join') return this.join(socket, message);
    if (message) route(ctx, socket, message);
    return both(this.flushWake(), this.publish());
  };

  private async join(socket: RoomSocket, message: Extract<ClientMessage, { type: 'join' }>): Promise<void> {
    const request = await prepareJoin(message);
    handleJoin(this.context(null), socket, request);
    await this.flushWake();
    await this.publish();
  }

  /** The client closed `ws` with `code` (`CLOSE_CODES.left`: its player left on purpose). */
  onClose(ws: SocketPort, code: number): Promise<void> | undefined {
    return this.events.run(ws, () => {
      // Complete the closing handshake; 1005/1006 cannot be sent back, so answer those with 1000.
      // The socket is then closed for the room too: a frame the runtime still delivers is ignored.
      const reply = code === 1005 || code === 1006 || code === 1015 ? 1000 : code;
      this.socket(ws, this.ports.clock.now()).close(reply, 'bye');
      return this.left(ws, code === CLOSE_CODES.left);
    });
  }

  /** `ws` failed: its player is gone as after a close. */
  onError(ws: SocketPort): Promise<void> | undefined {
    return this.events.run(ws, () => this.left(ws, false));
  }

  /** The alarm: computer moves, the turn timer and an away host's role when due, the cleanup of an abandoned room. */
  async onAlarm(): Promise<void> {
    // The alarm usually wakes an idle room: it acts on what storage says, not on a cached copy.
    this.store.forget();
    // Deleted already (a second firing) or never created: nothing to do, and nothing is written.
    if (!this.store.initialised()) return;
    const ctx = this.context(null);
    if (isAbandoned(ctx)) {
      await this.listings.withdraw(ctx);
      for (const socket of ctx.sockets()) socket.close(CLOSE_CODES.roomGone, 'room deleted');
      this.armed = null;
      await this.ports.alarm.deleteAlarm();
      await this.ports.alarm.deleteAll();
      this.store.forget();
      return;
    }
    passHost(ctx);
    let played = true;
    if (automationDue(ctx)) {
      played = runAutomation(ctx);
      const after = this.store.meta().botDueAt;
      if (after !== null && after <= ctx.now) scheduleAutomation(ctx, []);
    }
    this.wake.take();
    await this.setAlarm(nextWake(ctx, played, ALARM_RETRY_MS));
  }

  /** A socket closed; `deliberate`: its player chose to leave (close code `CLOSE_CODES.left`). */
  private left(ws: SocketPort, deliberate: boolean): Promise<void> | undefined {
    this.list.changed();
    if (!this.store.initialised()) return undefined;
    const ctx = this.context(ws);
    handleClose(ctx, this.socket(ws, ctx.now), deliberate);
    return both(this.flushWake(), this.publish(ws));
  }

  private socket(ws: SocketPort, now: number): RoomSocket {
    return this.list.socket(ws, now);
  }

  /** The context for one event; `closing` (a socket being closed) is left out of `sockets()`. */
  private context(closing: SocketPort | null): RoomContext {
    return new EventContext(
      this.store,
      this.ports.clock.now(),
      this.ports.timing,
      this.list,
      closing,
      this.wake,
    );
  }

  /** Reports the room's entry when it changed (`ListingReporter.publish`); `closing` leaves. */
  private publish(closing: SocketPort | null = null): Promise<void> | undefined {
    if (!this.store.initialised()) return undefined;
    return this.listings.publish(this.store.meta(), () => this.context(closing));
  }

  /** Sets the alarm if a wake-up was asked for that no alarm already covers; else nothing to await. */
  private flushWake(): Promise<void> | undefined {
    const at = this.wake.take();
    if (at === null) return undefined;
    if (this.armed !== null && this.armed > this.ports.clock.now() && this.armed <= at) return undefined;
    return this.setAlarm(at);
  }

  private async setAlarm(at: number): Promise<void> {
    this.armed = at;
    await this.ports.alarm.setAlarm(at);
  }
}
