import { exports } from 'cloudflare:workers';
import {
  type MatchClientMessage,
  type MatchServerMessage,
  PROTOCOL_VERSION,
  parseMatchServerMessage,
} from '../../shared/protocol';
import { ORIGIN } from './client';

/** Test helpers for quick match: real sockets on `GET /api/match/ws`, recording what they receive. */

type Waiter = { match: (m: MatchServerMessage) => boolean; resolve: (m: MatchServerMessage) => void };

export interface OpenOptions {
  /** The query (`players`, `mode`); both `any` when left out. */
  query?: Record<string, string>;
  /** `request.cf.continent` as Cloudflare would set it. */
  continent?: string;
  /** The client address (`CF-Connecting-IP`). */
  from?: string;
}

/** The raw answer to the upgrade. */
export function upgradeMatch(options: OpenOptions = {}): Promise<Response> {
  const url = new URL('/api/match/ws', ORIGIN);
  for (const [k, value] of Object.entries(options.query ?? {})) url.searchParams.set(k, value);
  const headers: Record<string, string> = { Upgrade: 'websocket' };
  if (options.from !== undefined) headers['CF-Connecting-IP'] = options.from;
  const init: RequestInit<IncomingRequestCfProperties> = { headers };
  if (options.continent !== undefined)
    init.cf = { continent: options.continent } as IncomingRequestCfProperties;
  return exports.default.fetch(url, init);
}

/** A seek for a 3-player simple table with a 10 s wait, with `extra` fields. */
export function seekFor(name: string, extra: Partial<Extract<MatchClientMessage, { type: 'seek' }>> = {}) {
  return {
    type: 'seek',
    protocol: PROTOCOL_VERSION,
    name,
    players: 3,
    mode: 'simple',
    waitMs: 10_000,
    ...extra,
  } satisfies MatchClientMessage;
}

export class MatchClient {
  readonly messages: MatchServerMessage[] = [];
  readonly frames: string[] = [];
  closed: { code: number; reason: string } | null = null;
  private cursor = 0;
  private waiters: Waiter[] = [];
  private closeWaiters: ((c: { code: number; reason: string }) => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.addEventListener('message', (event) => {
      const frame = typeof event.data === 'string' ? event.data : '';
      this.frames.push(frame);
      const parsed = parseMatchServerMessage(frame);
      if (!parsed.ok) throw new Error(`the matchmaker sent an invalid message: ${parsed.reason}`);
      this.messages.push(parsed.message);
      this.flush();
    });
    ws.addEventListener('close', (event) => {
      this.closed = { code: event.code, reason: event.reason };
      for (const resolve of this.closeWaiters) resolve(this.closed);
      this.closeWaiters = [];
    });
  }

  static async open(options: OpenOptions = {}): Promise<MatchClient> {
    const response = await upgradeMatch(options);
    const ws = response.webSocket;
    if (!ws) throw new Error(`no websocket: ${response.status}`);
    ws.accept();
    return new MatchClient(ws);
  }

  /**
   * Opens a socket for 3 players, simple, and seeks; resolves once the queue answered (`seeking`,
   * or `matched` for the seeker who completes a table), without reading that answer.
   */
  static async seek(name: string, options: OpenOptions = {}, extra: Parameters<typeof seekFor>[1] = {}) {
    const client = await MatchClient.open({ query: { players: '3', mode: 'simple' }, ...options });
    client.send(seekFor(name, extra));
    await client.answered();
    return client;
  }

  /** Resolves once the socket has received at least one message (none is read). */
  answered(): Promise<void> {
    if (this.messages.length > 0) return Promise.resolve();
    return new Promise((resolve) => this.ws.addEventListener('message', () => resolve(), { once: true }));
  }

  send(message: MatchClientMessage | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(message));
  }

  /** The next unread message matching `match` (earlier unread ones that do not are skipped). */
  next(match: (m: MatchServerMessage) => boolean): Promise<MatchServerMessage> {
    return new Promise((resolve) => {
      this.waiters.push({ match, resolve });
      this.flush();
    });
  }

  /** The `matched` message, once it comes. */
  async matched(): Promise<Extract<MatchServerMessage, { type: 'matched' }>> {
    const m = await this.next((x) => x.type === 'matched');
    if (m.type !== 'matched') throw new Error('unreachable');
    return m;
  }

  whenClosed(): Promise<{ code: number; reason: string }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve) => this.closeWaiters.push(resolve));
  }

  close(code = 1000): void {
    this.ws.close(code, 'bye');
  }

  private flush(): void {
    while (this.waiters.length > 0) {
      const waiter = this.waiters[0];
      if (!waiter) return;
      let found = -1;
      for (let i = this.cursor; i < this.messages.length; i++) {
        const m = this.messages[i];
        if (m && waiter.match(m)) {
          found = i;
          break;
        }
      }
      if (found < 0) return;
      this.cursor = found + 1;
      this.waiters.shift();
      const m = this.messages[found];
      if (m) waiter.resolve(m);
    }
  }
}
