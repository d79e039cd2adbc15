import { CLOSE_CODES, ERROR_CODES, MAX_FRAME_BYTES, parseMatchClientMessage } from '../../shared/protocol';
import { EventQueue } from '../net/event-queue';
import { type OpenBucket, takeOpen } from '../net/open-limit';
import { SOCKET_OPEN, type SocketPort } from '../net/ports';
import { type Refusal, rateLimited } from '../net/refusal';
import { formAround, formTables, HOLD_MS, withdraw } from './form';
import { makeRoomForSocket } from './idle';
import { broadcastSeeking, freeSeekers, sendError, tellMatched, waitingCount } from './notify';
import { offerOn, RETRY_MS, timeUpAbroad } from './offers';
import type { Delivery, OfferInput, QueueContext, QueuePorts } from './ports';
import { QueueStore } from './QueueStore';
import { parseQueueName } from './queue-key';
import { cancel, leave, seek } from './seek';
import { closeSocket, MAX_MATCH_FRAMES, type MatchSession, readMatchSession } from './session';
import { type QueueLoad, SeekRate } from './tiers';

/**
 * One quick-match queue's logic (a `Matchmaker` Durable Object adapts it, worker/match/Matchmaker.ts),
 * with entry points named by lifecycle like the room's: `onStart`, `accept` + `onConnect`,
 * `onMessage`, `onClose`, `onAlarm`, and the calls other queues make (`QueuePeer`). Plain
 * TypeScript over `QueuePorts`. Every deadline is in storage and the alarm is set to the earliest
 * (no timers); every handler reads storage, so a queue evicted mid-wait loses nobody.
 */
export class Queue {
  private readonly store: QueueStore;
  /** Seeks in the last second (`load`), in memory. */
  private readonly seeks = new SeekRate();
  /** Each socket's events in order (worker/net/event-queue.ts). */
  private readonly events = new EventQueue();
  private readonly opens = new Map<string, OpenBucket>();
  private name: string | null = null;
  /** The alarm this instance set (ms since epoch), a cache of what storage holds. */
  private armed: number | null = null;
  /** Not before this (ms since epoch) does the queue try again after a failure. */
  private retryAt: number | null = null;

  constructor(private readonly ports: QueuePorts) {
    this.store = new QueueStore(ports.storage);
  }

  /** Names the queue (from the Worker, or from a peer's call); stored the first time. */
  bind(name: string): void {
    if (this.name === name) return;
    if (parseQueueName(name) === null) throw new RangeError(`not a queue name: ${name}`);
    if (this.store.name() !== name) this.store.setName(name);
    this.name = name;
  }

  /**
   * When an instance starts: a restart drops sockets without a close event, so seekers whose socket
   * is gone leave the queue (their clients reconnect and seek again); a formation in progress was
   * lost with the old instance, so the offers it held are free again.
   */
  async onStart(): Promise<void> {
    const ctx = this.context();
    if (!ctx) return;
    const live = new Set(
      this.ports
        .sockets()
        .flatMap((ws) => (ws.readyState === SOCKET_OPEN ? (readMatchSession(ws)?.id ?? []) : [])),
    );
    const dropped = ctx.store.seekers().filter((s) => !live.has(s.id));
    ctx.store.transaction(() => {
      for (const s of dropped) ctx.store.deleteSeeker(s.id);
      for (const o of ctx.store.offers()) if (o.held) ctx.store.saveOffer({ ...o, held: false });
    });
    await withdraw(
      ctx,
      dropped.filter((s) => s.offered).map((s) => s.id),
    );
    await this.settle(ctx);
  }

  /** Before a new socket from address `from` ('' when unknown) is accepted: null, or why not. */
  accept(from: string): Refusal | null {
    const now = this.ports.clock.now();
    const refuse = (message: string) => rateLimited(message, 5);
    if (from !== '' && !takeOpen(this.opens, from, now)) {
      return refuse('too many new connections to quick match from this address: try again in a few seconds');
    }
    return makeRoomForSocket(this.store, this.ports.sockets(), now);
  }

  /** A socket the runtime accepted (after `accept`), tagged with `session.id`. */
  onConnect(ws: SocketPort, session: Omit<MatchSession, 'opened' | 'frames'>): void {
    ws.serializeAttachment({ ...session, opened: this.ports.clock.now(), frames: 0 } satisfies MatchSession);
  }

  /** One inbound frame, after the socket's earlier events. */
  onMessage(ws: SocketPort, frame: string | ArrayBuffer): Promise<void> {
    return this.inOrder(ws, async () => {
      // A frame still delivered after the socket was closed (by the queue: matched, cancelled,
      // superseded, or made room for): the close was the last word, and nobody is seated on it.
      if (ws.readyState !== SOCKET_OPEN) return;
      const ctx = this.context();
      const session = readMatchSession(ws);
      if (!ctx || !session) {
        closeSocket(ws, CLOSE_CODES.policyViolation, 'unknown socket');
        return;
      }
      const bytes = typeof frame === 'string' ? new TextEncoder().encode(frame).byteLength : frame.byteLength;
      if (bytes > MAX_FRAME_BYTES) {
        closeSocket(ws, CLOSE_CODES.messageTooBig, `frames are limited to ${MAX_FRAME_BYTES} bytes`);
        return;
      }
      if (session.frames >= MAX_MATCH_FRAMES) {
        closeSocket(ws, CLOSE_CODES.policyViolation, 'too many messages');
        return;
      }
      ws.serializeAttachment({ ...session, frames: session.frames + 1 } satisfies MatchSession);
      const parsed = typeof frame === 'string' ? parseMatchClientMessage(frame) : null;
      if (!parsed?.ok) {
        sendError(ws, ERROR_CODES.invalidMessage, parsed ? parsed.reason : 'frames must be text (JSON)');
        return;
      }
      if (parsed.message.type === 'seek') {
        this.seeks.note(this.ports.clock.now());
        await seek(ctx, ws, session, parsed.message);
      } else await cancel(ctx, ws, session);
      await this.settle(ctx);
    });
  }

  /** The client closed `ws` (or it failed): its seeker leaves the queue. */
  onClose(ws: SocketPort): Promise<void> {
    return this.inOrder(ws, async () => {
      closeSocket(ws, 1000, 'bye');
      const ctx = this.context();
      const session = readMatchSession(ws);
      if (!ctx || !session) return;
      await leave(ctx, session.id);
      await this.settle(ctx);
    });
  }

  /** The alarm: holds that lapsed, offers on (offers.ts), waits that ran out. */
  async onAlarm(): Promise<void> {
    this.armed = null;
    const ctx = this.context();
    if (!ctx) return;
    const now = this.ports.clock.now();
    if (this.retryAt !== null && this.retryAt <= now) this.retryAt = null;
    ctx.store.transaction(() => {
      for (const s of ctx.store.seekers()) {
        if (s.heldUntil === null || s.heldUntil > now) continue;
        if (s.gone) ctx.store.deleteSeeker(s.id);
        else ctx.store.saveSeeker({ ...s, heldUntil: null });
      }
      for (const o of ctx.store.offers()) if (!o.held && o.deadline <= now) ctx.store.deleteOffer(o.id);
    });
    await offerOn(ctx, now);
    await timeUpAbroad(ctx, now);
    await this.settle(ctx);
  }

  // ── calls from other queues (QueuePeer) ──────────────────────────────────────────────────────

  /** A queue that offers here (tiers.ts: a sub-queue, a continent) offers a seeker who waited. */
  async offer(offer: OfferInput): Promise<void> {
    const ctx = this.context();
    if (!ctx || ctx.store.offer(offer.id)) return;
    ctx.store.transaction(() => ctx.store.saveOffer({ ...offer, held: false }));
    await this.settle(ctx);
  }

  /** Offered seekers whose waits ran out: a table around each, if it can be had. */
  async timeUp(ids: string[]): Promise<string[]> {
    const ctx = this.context();
    if (!ctx) return [];
    const seated: string[] = [];
    for (const id of ids) if (await formAround(ctx, id)) seated.push(id);
    await this.settle(ctx);
    return seated;
  }

  /** Those offered seekers are seated or gone at home. */
  async withdraw(ids: string[]): Promise<void> {
    const ctx = this.context();
    if (!ctx) return;
    ctx.store.transaction(() => {
      for (const id of ids) ctx.store.deleteOffer(id);
    });
    await this.settle(ctx);
  }

  /** Home queue: holds those of `ids` still free, for a table the world queue is forming. */
  async claim(ids: string[]): Promise<string[]> {
    const ctx = this.context();
    if (!ctx) return [];
    const until = this.ports.clock.now() + HOLD_MS;
    const free = new Map(freeSeekers(ctx).map((s) => [s.id, s]));
    const granted = ids.filter((id) => free.has(id));
    ctx.store.transaction(() => {
      for (const id of granted) {
        const s = free.get(id);
        if (s) ctx.store.saveSeeker({ ...s, heldUntil: until });
      }
    });
    await this.settle(ctx);
    return granted;
  }

  /** Home queue: the world queue's table did not form; those seekers wait again. */
  async release(ids: string[]): Promise<void> {
    const ctx = this.context();
    if (!ctx) return;
    ctx.store.transaction(() => {
      for (const id of ids) {
        const s = ctx.store.seeker(id);
        if (!s || s.heldUntil === null) continue;
        if (s.gone) ctx.store.deleteSeeker(id);
        else ctx.store.saveSeeker({ ...s, heldUntil: null });
      }
    });
    await this.settle(ctx);
  }

  /** Home queue: seats at a table the world queue formed; each seeker is told and leaves. */
  async deliver(seats: Delivery[]): Promise<void> {
    const ctx = this.context();
    if (!ctx) return;
    for (const d of seats) if (ctx.store.seeker(d.id)) tellMatched(ctx, d.id, d.room, d.seat, d.token);
    ctx.store.transaction(() => {
      for (const d of seats) ctx.store.deleteSeeker(d.id);
    });
    await this.settle(ctx);
  }

  /** How many people wait here (the Worker sends an `any` seeker to the fullest fitting queue). */
  waiting(): number {
    const ctx = this.context();
    return ctx ? waitingCount(ctx) : 0;
  }

  /** What the Worker splits by (tiers.ts): who waits, and the seeks of the last second. */
  load(): QueueLoad {
    return { waiting: this.waiting(), seeksPerSecond: this.seeks.perSecond(this.ports.clock.now()) };
  }

  // ── inside ───────────────────────────────────────────────────────────────────────────────────

  /** The event's context, or null for a queue that was never named (never used). */
  private context(): QueueContext | null {
    const name = this.name ?? this.store.name();
    const key = name === null ? null : parseQueueName(name);
    if (name === null || key === null) return null;
    this.name = name;
    return { store: this.store, ports: this.ports, key, name };
  }

  /** After every event: form the tables that are ready, tell the count, set the alarm. */
  private async settle(ctx: QueueContext): Promise<void> {
    const now = this.ports.clock.now();
    if (this.retryAt === null || this.retryAt <= now) {
      const formed = await formTables(ctx);
      this.retryAt = formed ? null : this.ports.clock.now() + RETRY_MS;
    }
    broadcastSeeking(ctx);
    await this.setAlarm(this.nextAlarm(ctx));
  }

  /** The earliest deadline in storage: a hold's end, an offer, a wait, an offer's end. */
  private nextAlarm(ctx: QueueContext): number | null {
    let next: number | null = null;
    const consider = (at: number | null) => {
      if (at !== null && (next === null || at < next)) next = at;
    };
    for (const s of ctx.store.seekers()) {
      if (s.heldUntil !== null) consider(s.heldUntil);
      else if (!s.gone) {
        consider(s.deadline);
        consider(s.offerAt);
      }
    }
    for (const o of ctx.store.offers()) if (!o.held) consider(o.deadline);
    const at: number | null = next;
    if (at === null || this.retryAt === null) return at;
    return Math.max(at, this.retryAt);
  }

  private async setAlarm(at: number | null): Promise<void> {
    if (at === this.armed) return;
    this.armed = at;
    if (at === null) await this.ports.alarm.deleteAlarm();
    else await this.ports.alarm.setAlarm(at);
  }

  /** Runs one event of `ws` after its earlier ones (a `seek` awaits its hash, then forms tables). */
  private inOrder(ws: SocketPort, handle: () => Promise<void>): Promise<void> {
    return this.events.run(ws, handle) ?? Promise.resolve();
  }
}
