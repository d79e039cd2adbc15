import { exports } from 'cloudflare:workers';
import {
  type MatchClientMessage,
  type MatchServerMessage,
  PROTOCOL_VERSION,
  parseMatchServerMessage,
} from '../../shared/protocol';
import { withDeadline } from '../harness/room-client';
import { ORIGIN } from './client';
import { RecordingSocket } from './recording-socket';

/** Test helpers for quick match: real sockets on `GET /api/match/ws`, recording what they receive. */

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

export class MatchClient extends RecordingSocket<MatchServerMessage> {
  constructor(ws: WebSocket) {
    super(ws, parseMatchServerMessage);
  }

  static async open(options: OpenOptions = {}): Promise<MatchClient> {
    const response = await withDeadline(upgradeMatch(options), 'upgrade answer');
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
    const answer = new Promise<void>((resolve) =>
      this.ws.addEventListener('message', () => resolve(), { once: true }),
    );
    return withDeadline(answer, 'answer from the queue', this.deadlineMs);
  }

  override send(message: MatchClientMessage | Record<string, unknown>): void {
    super.send(message);
  }

  /** The next unread message matching `match` (earlier unread ones that do not are skipped). */
  next(match: (m: MatchServerMessage) => boolean): Promise<MatchServerMessage> {
    return this.nextMatching(match);
  }

  /** The `matched` message, once it comes. */
  async matched(): Promise<Extract<MatchServerMessage, { type: 'matched' }>> {
    const m = await this.next((x) => x.type === 'matched');
    if (m.type !== 'matched') throw new Error('unreachable');
    return m;
  }
}
