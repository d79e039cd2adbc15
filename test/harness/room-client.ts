import { parseServerMessage, type ServerMessage } from '../../shared/protocol';

/**
 * A test's client end of one room socket (or a matchmaker's), whatever carries it: a real
 * WebSocket in workerd (test/worker/client.ts) or an in-memory link in plain Node
 * (test/room/node-rooms.ts). It records every frame in order, parsed, and every wait on it has a
 * deadline: a wait that is not met fails with what it waited for and the last frames it saw,
 * instead of hanging until the test's own timeout says nothing.
 */

/** How long a wait lasts by default (ms): a hang guard, not a speed assertion. */
export const WAIT_DEADLINE_MS = 2_000;

/** What carries a client's frames to the server and its close (a WebSocket is one). */
export interface ClientLink {
  send(frame: string | ArrayBuffer): void;
  close(code: number, reason: string): void;
}

export type Parse<M> = (frame: string) => { ok: true; message: M } | { ok: false; reason: string };

interface Waiter<M> {
  match: (m: M) => boolean;
  resolve: (m: M) => void;
}

/** How a socket was closed: by the server, or by this client (`close`). */
export interface Closed {
  code: number;
  reason: string;
}

/** Rejects with a message naming `what` unless `promise` settles within `ms`. */
export async function withDeadline<T>(promise: Promise<T>, what: string, ms = WAIT_DEADLINE_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

export class RecordingClient<M> {
  readonly frames: string[] = [];
  readonly messages: M[] = [];
  closed: Closed | null = null;
  /** Why a frame from the server did not parse (every later wait fails with it). */
  private invalid: string | null = null;
  private cursor = 0;
  private waiters: Waiter<M>[] = [];
  private closeWaiters: ((c: Closed) => void)[] = [];

  constructor(
    private readonly link: ClientLink,
    private readonly parse: Parse<M>,
    /** Each wait's deadline (ms) unless the wait names its own. */
    readonly deadlineMs = WAIT_DEADLINE_MS,
  ) {}

  /** A frame from the server (the link calls this). Throws, and fails later waits, on a bad frame. */
  receive(frame: string): void {
    this.frames.push(frame);
    const parsed = this.parse(frame);
    if (!parsed.ok) {
      this.invalid = `the server sent an invalid message: ${parsed.reason}`;
      throw new Error(this.invalid);
    }
    this.messages.push(parsed.message);
    this.flush();
  }

  /** The socket closed (the link calls this); the first close is kept. */
  ended(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = { code, reason };
    for (const resolve of this.closeWaiters) resolve(this.closed);
    this.closeWaiters = [];
  }

  send(message: object): void {
    this.link.send(JSON.stringify(message));
  }

  /** A frame as it is, not JSON of an object (bad input tests). */
  sendRaw(frame: string | ArrayBuffer): void {
    this.link.send(frame);
  }

  /** Closes the socket: 1000 by default, or `code` (e.g. `CLOSE_CODES.left`, leaving on purpose). */
  close(code = 1000): void {
    this.link.close(code, 'bye');
  }

  /**
   * The next unread message matching `match` (earlier unread ones that do not are skipped); waits
   * are served in the order they were made. Rejects after `ms` naming `what` and the last frames.
   */
  nextMatching(match: (m: M) => boolean, what = 'matching message', ms = this.deadlineMs): Promise<M> {
    if (this.invalid) return Promise.reject(new Error(this.invalid));
    return new Promise<M>((resolve, reject) => {
      const waiter: Waiter<M> = {
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no ${what} within ${ms} ms; ${this.lastFrames()}`));
        this.flush();
      }, ms);
      this.waiters.push(waiter);
      this.flush();
    });
  }

  /** `nextMatching` under the name the harness docs use. */
  waitFor(match: (m: M) => boolean, what?: string, ms?: number): Promise<M> {
    return this.nextMatching(match, what, ms);
  }

  /** Resolves when the socket closes; rejects after `ms`. */
  whenClosed(ms = this.deadlineMs): Promise<Closed> {
    if (this.closed) return Promise.resolve(this.closed);
    const closed = new Promise<Closed>((resolve) => this.closeWaiters.push(resolve));
    return withDeadline(closed, 'close', ms).catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}; ${this.lastFrames()}`);
    });
  }

  /** The last three frames received (each cut at 300 characters), for a failed wait's message. */
  lastFrames(): string {
    const last = this.frames.slice(-3).map((f) => (f.length > 300 ? `${f.slice(0, 300)}…` : f));
    const state = this.closed ? `closed ${this.closed.code}` : 'open';
    return `socket ${state}, ${this.frames.length} frames, last: ${last.length ? last.join(' | ') : 'none'}`;
  }

  private flush(): void {
    while (this.waiters.length > 0) {
      const waiter = this.waiters[0];
      if (!waiter) return;
      let found = -1;
      for (let i = this.cursor; i < this.messages.length; i++) {
        const m = this.messages[i];
        if (m !== undefined && waiter.match(m)) {
          found = i;
          break;
        }
      }
      if (found < 0) return;
      this.cursor = found + 1;
      this.waiters.shift();
      const m = this.messages[found];
      if (m !== undefined) waiter.resolve(m);
    }
  }
}

/** A room's client: `RecordingClient` of the room's messages, with `next(type)`. */
export class RoomClient extends RecordingClient<ServerMessage> {
  constructor(link: ClientLink, deadlineMs?: number) {
    super(link, parseServerMessage, deadlineMs);
  }

  /** The next unread message of `type` matching `match` (earlier unread ones of that type are skipped). */
  next<T extends ServerMessage['type']>(
    type: T,
    match: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    ms?: number,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const test = (m: ServerMessage): m is Extract<ServerMessage, { type: T }> => m.type === type;
    const what = match.length > 0 ? `'${type}' matching ${match.toString().slice(0, 120)}` : `'${type}'`;
    return this.nextMatching((m) => test(m) && match(m), what, ms) as Promise<
      Extract<ServerMessage, { type: T }>
    >;
  }
}
