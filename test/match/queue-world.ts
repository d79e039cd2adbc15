import {
  type MatchedTable,
  type MatchServerMessage,
  PROTOCOL_VERSION,
  parseMatchServerMessage,
} from '../../shared/protocol';
import type { QueuePeer, QueuePorts } from '../../worker/match/ports';
import { Queue } from '../../worker/match/Queue';
import type { LocationHint } from '../../worker/match/queue-key';
import { SOCKET_OPEN, type SocketPort } from '../../worker/net/ports';
import { refusalResponse } from '../../worker/net/refusal';
import type { Prng } from '../room/fuzz-random';
import { NodeStorage } from '../room/node-storage';

/**
 * Several quick-match queues in plain Node, as the fuzz (queue-fuzz.test.ts) drives them: each a
 * `Queue` on its own in-memory SQLite, its peers the other queues called directly (a call may
 * fail, as an unreachable object's does), rooms "created" by recording the table (creation may
 * fail too), and sockets in memory that record every frame. A restart replaces a queue's instance
 * on the same storage, and its sockets are gone without a close event, as after a deploy.
 */

const CLOSED = 3;

/** One seeker's connection: every frame the queue sent, parsed; closed like a WebSocket. */
export class MatchSocket implements SocketPort {
  readyState = SOCKET_OPEN;
  readonly frames: string[] = [];
  readonly messages: MatchServerMessage[] = [];
  closed: { code: number; reason: string } | null = null;
  private attachment: unknown = null;

  constructor(
    readonly name: string,
    readonly queue: string,
    readonly from: string,
  ) {}

  send(frame: string): void {
    if (this.readyState !== SOCKET_OPEN) throw new Error('send on a closed socket');
    const parsed = parseMatchServerMessage(frame);
    if (!parsed.ok) throw new Error(`the queue sent an invalid message: ${parsed.reason}`);
    this.frames.push(frame);
    this.messages.push(parsed.message);
  }

  close(code: number, reason: string): void {
    this.closed ??= { code, reason };
    this.readyState = CLOSED;
  }

  serializeAttachment(value: unknown): void {
    this.attachment = structuredClone(value);
  }

  deserializeAttachment(): unknown {
    return structuredClone(this.attachment);
  }

  /** The session id the queue gave it (its tag), once accepted. */
  get id(): string {
    const a = this.attachment;
    return typeof a === 'object' && a !== null && 'id' in a && typeof a.id === 'string' ? a.id : '';
  }

  matched(): Extract<MatchServerMessage, { type: 'matched' }>[] {
    return this.messages.filter(
      (m): m is Extract<MatchServerMessage, { type: 'matched' }> => m.type === 'matched',
    );
  }
}

/** A table the queues formed: its room, the names in seat order, the tokens, and when it was asked. */
export interface FormedTable {
  room: string;
  names: string[];
  tokens: string[];
  step: number;
  /** The queue that formed it. */
  by: string;
}

interface Node {
  name: string;
  storage: NodeStorage;
  queue: Queue;
  sockets: MatchSocket[];
  /** The instance now; an older one is dead (its storage, peers and rooms throw). */
  generation: number;
}

export class QueueWorld {
  readonly tables: FormedTable[] = [];
  /** Failed calls and creations so far (the fuzz makes some fail on purpose). */
  failures = 0;
  /** Set: no call or creation fails any more. */
  noFailures = false;
  now = 1_000_000;
  step = 0;
  private readonly nodes = new Map<string, Node>();
  private rooms = 0;
  private readonly everySocket: MatchSocket[] = [];
  /** Peer calls made so far. */
  calls = 0;
  /**
   * Seekers (socket ids) whose seat at a table formed by another queue was never delivered (the
   * call failed): their home holds them until the hold lapses, then seats them again; the seat
   * they were never told of goes to a computer (docs/matchmaking.md, the one case not absolute).
   */
  readonly untold = new Set<string>();
  /** Every restart: the queue and the step. */
  readonly restarts: { queue: string; step: number }[] = [];
  private sessions = 0;

  private constructor(private readonly random: Prng) {}

  static async open(random: Prng, names: readonly string[]): Promise<QueueWorld> {
    const world = new QueueWorld(random);
    for (const name of names) {
      const storage = await NodeStorage.open();
      world.nodes.set(name, {
        name,
        storage,
        queue: world.newQueue(name, storage, 0),
        sockets: [],
        generation: 0,
      });
    }
    return world;
  }

  names(): string[] {
    return [...this.nodes.keys()];
  }

  node(name: string): Node {
    const node = this.nodes.get(name);
    if (!node) throw new Error(`no queue ${name}`);
    return node;
  }

  /** Every socket that ever connected to any queue (a restart's dropped ones too). */
  sockets(): readonly MatchSocket[] {
    return this.everySocket;
  }

  private newQueue(name: string, storage: NodeStorage, generation: number): Queue {
    // A restarted instance is gone: whatever it still had in flight fails, as in the runtime.
    const alive = () => {
      if (this.nodes.get(name)?.generation !== generation && this.nodes.has(name))
        throw new Error('this instance was restarted');
    };
    const ports: QueuePorts = {
      storage: {
        sql: {
          exec: (query, ...bindings) => {
            alive();
            return storage.sql.exec(query, ...bindings);
          },
        },
        transactionSync: (fn) => {
          alive();
          return storage.transactionSync(fn);
        },
      },
      alarm: {
        setAlarm: async (at) => {
          alive();
          await storage.setAlarm(at);
        },
        deleteAlarm: async () => {
          alive();
          await storage.deleteAlarm();
        },
      },
      clock: { now: () => this.now },
      sockets: (tag) => this.node(name).sockets.filter((s) => tag === undefined || s.id === tag),
      peer: (other) => {
        alive();
        return this.peer(other);
      },
      createRoom: async (table: MatchedTable, _hint: LocationHint | null) => {
        await Promise.resolve();
        alive();
        if (!this.noFailures && this.random.next() < 0.05) {
          this.failures++;
          throw new Error('room creation failed');
        }
        const room = `room${this.rooms++}`;
        const tokens = table.names.map((_, i) => `${room}-token-${i}`);
        this.tables.push({ room, names: [...table.names], tokens, step: this.step, by: name });
        return { id: room, tokens };
      },
    };
    const queue = new Queue(ports);
    queue.bind(name);
    return queue;
  }

  /** Another queue as its peers see it: each call may fail before it reaches it (5 %). */
  private peer(name: string): QueuePeer {
    const call = async <T>(run: (q: Queue) => Promise<T>, lost: readonly string[] = []): Promise<T> => {
      await Promise.resolve();
      this.calls++;
      if (!this.noFailures && this.random.next() < 0.05) {
        this.failures++;
        for (const id of lost) this.untold.add(id);
        throw new Error(`${name} unreachable`);
      }
      return run(this.node(name).queue);
    };
    return {
      offer: (o) => call((q) => q.offer(o)),
      timeUp: (ids) => call((q) => q.timeUp(ids)),
      withdraw: (ids) => call((q) => q.withdraw(ids)),
      claim: (ids) => call((q) => q.claim(ids)),
      release: (ids) => call((q) => q.release(ids)),
      deliver: (seats) =>
        call(
          (q) => q.deliver(seats),
          seats.map((d) => d.id),
        ),
    };
  }

  /** A seeker arrives at `queue` from `from` and seeks (with `secret`, a browser's, or none). */
  async arrive(queue: string, name: string, from: string, secret: string | undefined, waitMs: number) {
    const node = this.node(queue);
    const refusal = node.queue.accept(from);
    if (refusal) {
      // The Worker answers it; the body is the one refusal every door gives.
      expectRefusal(refusalResponse(refusal));
      return null;
    }
    const socket = new MatchSocket(name, queue, from);
    node.sockets.push(socket);
    this.everySocket.push(socket);
    node.queue.onConnect(socket, { id: `s_${this.sessions++}`, from, origin: 'https://trio.test' });
    const seek = { type: 'seek', protocol: PROTOCOL_VERSION, name, players: 3, mode: 'simple', waitMs };
    await node.queue.onMessage(socket, JSON.stringify(secret ? { ...seek, seeker: secret } : seek));
    return socket;
  }

  async cancel(socket: MatchSocket): Promise<void> {
    await this.node(socket.queue).queue.onMessage(socket, JSON.stringify({ type: 'cancel' }));
  }

  /** The client's socket closes (or drops): the runtime tells the queue. */
  async drop(socket: MatchSocket): Promise<void> {
    socket.readyState = CLOSED;
    await this.node(socket.queue).queue.onClose(socket);
  }

  async alarm(queue: string): Promise<void> {
    await this.node(queue).queue.onAlarm();
  }

  /** The alarm each queue asked for (ms since epoch), or null. */
  alarmOf(queue: string): number | null {
    return this.node(queue).storage.alarm;
  }

  /** A restart: a new instance on the same storage; the old sockets are gone without a close. */
  async restart(queue: string): Promise<void> {
    const node = this.node(queue);
    for (const s of node.sockets) s.readyState = CLOSED;
    node.sockets = [];
    node.generation++;
    this.restarts.push({ queue, step: this.step });
    node.queue = this.newQueue(queue, node.storage, node.generation);
    await node.queue.onStart();
  }

  /** The stored seeker of `socket`, if any (for the invariants: held or not at a cancel). */
  storedSeeker(socket: MatchSocket): { heldUntil: number | null } | null {
    const rows = this.node(socket.queue)
      .storage.sql.exec("SELECT name FROM sqlite_master WHERE name = 'seekers'")
      .toArray();
    if (rows.length === 0) return null;
    const [row] = this.node(socket.queue)
      .storage.sql.exec('SELECT held_until FROM seekers WHERE id = ?', socket.id)
      .toArray();
    if (!row) return null;
    return { heldUntil: typeof row.held_until === 'number' ? row.held_until : null };
  }
}

function expectRefusal(response: Response): void {
  if (response.status !== 429 || response.headers.get('Retry-After') === null)
    throw new Error('a refusal is a 429 with Retry-After');
}
