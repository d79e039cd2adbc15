import {
  Agent,
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import type { Entry } from './entries';
import { answerHttp } from './http-answer';
import { Downlink, now } from './link';
import { bytesPerMs, type Place, type Profile } from './profiles';
import { pipeUpgrade } from './ws-pipe';

/**
 * The latency proxy in front of `wrangler dev` (bench/page-load/profiles.ts has the model):
 * each request waits RTT/2 of its place before it reaches the server and the answer RTT/2 before
 * its first byte comes back (an HTTP request is forwarded at once and its answer held a whole
 * RTT, which is the same for the page); the answer's bytes share one downlink (link.ts); a new
 * TCP connection pays one RTT (the handshake) before its first request, counted from when the
 * browser opened it. WebSockets: ws-pipe.ts. Every request is logged (entries.ts).
 */

export interface ProxyOptions {
  profile: Profile;
  /** wrangler dev's port. */
  upstream: number;
  /** Count `GET /g/:id` pages as waiting on the room (today's main, which has no `Server-Timing: room`). */
  pageWaitsRoom: boolean;
  /** Which place's RTT a new connection's handshake costs: its first request's (`own`) or always the edge's. */
  handshake: 'own' | 'edge';
}

export interface Conn {
  id: number;
  openedAt: number;
  used: boolean;
}

export class LatencyProxy {
  readonly link: Downlink;
  readonly agent = new Agent({ keepAlive: true, maxSockets: 16 });
  log: Entry[] = [];
  private readonly conns = new Map<Socket, Conn>();
  private connCount = 0;
  private readonly server: Server;

  constructor(readonly options: ProxyOptions) {
    this.link = new Downlink(bytesPerMs(options.profile));
    this.server = createServer((req, res) => this.handle(req, res));
    this.server.on('connection', (socket: Socket) => {
      socket.setNoDelay(true);
      this.conns.set(socket, { id: ++this.connCount, openedAt: now(), used: false });
      socket.on('close', () => this.conns.delete(socket));
    });
    this.server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) =>
      pipeUpgrade(this, req, socket, head),
    );
  }

  listen(port: number): Promise<void> {
    return new Promise((done) => this.server.listen(port, '127.0.0.1', () => done()));
  }

  close(): Promise<void> {
    this.agent.destroy();
    this.server.closeAllConnections();
    // Upgraded sockets (WebSockets) are the server's no longer, but keep it from closing.
    for (const socket of this.conns.keys()) socket.destroy();
    return new Promise((done) => this.server.close(() => done()));
  }

  /** The log so far, and a fresh one (and an empty link) for the next run. */
  take(): Entry[] {
    const log = this.log;
    this.log = [];
    this.link.reset();
    return log;
  }

  newEntry(req: IncomingMessage, place: Place, kind: Entry['kind']): { entry: Entry; conn: Conn } {
    const conn = this.conns.get(req.socket) ?? { id: 0, openedAt: now(), used: true };
    const entry: Entry = {
      id: this.log.length + 1,
      conn: conn.id,
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      place,
      kind,
      status: 0,
      start: now(),
      end: null,
      handshake: false,
      deliveries: [],
      frames: [],
      serverMs: null,
      gzippedByProxy: false,
    };
    this.log.push(entry);
    return { entry, conn };
  }

  /** How long after `entry.start` the request reaches its place: the handshake's wait, if any, and RTT/2. */
  outboundLag(entry: Entry, conn: Conn): number {
    let send = entry.start;
    if (!conn.used) {
      conn.used = true;
      entry.handshake = true;
      const place = this.options.handshake === 'edge' ? 'edge' : entry.place;
      send = Math.max(send, conn.openedAt + this.options.profile.rtt[place]);
    }
    return send - entry.start + this.options.profile.rtt[entry.place] / 2;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const { entry, conn } = this.newEntry(req, 'edge', 'other');
    // A kept-alive socket wrangler dev has just closed fails the request: a GET goes again.
    const send = (attempt: number) => {
      const forward = request(
        {
          host: '127.0.0.1',
          port: this.options.upstream,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent: this.agent,
        },
        (answer) => answerHttp(this, req, res, answer, entry, conn),
      );
      forward.on('error', (err) => {
        if (attempt < 2 && (req.method === 'GET' || req.method === 'HEAD')) return send(attempt + 1);
        console.error(`proxy: ${req.method} ${req.url}: ${err.message}`);
        res.destroy();
      });
      if (req.method === 'GET' || req.method === 'HEAD') forward.end();
      else req.pipe(forward);
    };
    send(0);
  }
}
