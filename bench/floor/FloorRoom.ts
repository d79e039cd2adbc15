import { DurableObject } from 'cloudflare:workers';
import { SNAPSHOT_EVERY } from '../../worker/room/store/checkpoints';
import { type FloorState, floorState, stateFrame, type Viewer } from './frames';
import { meter } from './meter';

/** The floor's bindings (bench/floor/wrangler.toml). */
export interface FloorEnv {
  FLOOR: DurableObjectNamespace;
  /** Optional: moves between snapshots instead of the room's `SNAPSHOT_EVERY` (1: every move). */
  SNAPSHOT_EVERY?: string;
}

/**
 * The floor: what any SQLite-backed, hibernating Durable Object must spend to receive a move,
 * commit it and send it on, with the room's I/O and none of its logic. Per `act` it parses the
 * frame, checks version and turn, appends one row (the action and its events, as the room's log
 * does) and, every `SNAPSHOT_EVERY` moves, rewrites one state row of the room's size, in one
 * transaction; then it sends each of the three sockets its own frame of the room's size. It keeps
 * its sockets and their seats in memory (rebuilt from the attachments after a wake) and speaks
 * just enough of the room's protocol (`join`, `sit`, `start`, `act`, `rematch`) for
 * bench/server.ts to drive it as it drives the room.
 */
export class FloorRoom extends DurableObject<FloorEnv> {
  private readonly sql: SqlStorage;
  private state: FloorState | null = null;
  private viewers: Viewer[] | null = null;
  /** Moves between snapshots: the room's (`SNAPSHOT_EVERY`), or `--var SNAPSHOT_EVERY:n`. */
  private readonly every: number;

  constructor(ctx: DurableObjectState, env: FloorEnv) {
    super(ctx, env);
    this.every = Number(env.SNAPSHOT_EVERY ?? SNAPSHOT_EVERY) || SNAPSHOT_EVERY;
    this.sql = ctx.storage.sql;
    meter(this.sql);
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS actions (game INTEGER NOT NULL, seq INTEGER NOT NULL, seat INTEGER NOT NULL,
       action TEXT NOT NULL, at INTEGER NOT NULL, events TEXT, PRIMARY KEY (game, seq)) WITHOUT ROWID`,
    );
    this.sql.exec(
      'CREATE TABLE IF NOT EXISTS snapshot (k INTEGER PRIMARY KEY, game INTEGER, version INTEGER, state TEXT)',
    );
  }

  override async fetch(): Promise<Response> {
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    const viewer: Viewer = { ws: server, player: crypto.randomUUID().slice(0, 8), seat: null };
    server.serializeAttachment({ player: viewer.player, seat: null });
    // A list built after the accept (a first socket since the wake) already holds this one.
    if (this.viewers) this.viewers.push(viewer);
    return new Response(null, { status: 101, webSocket: client });
  }

  override webSocketMessage(ws: WebSocket, frame: string | ArrayBuffer): void {
    if (typeof frame !== 'string') return;
    const message: unknown = JSON.parse(frame);
    if (typeof message !== 'object' || message === null || !('type' in message)) return;
    const viewer = this.sockets().find((v) => v.ws === ws);
    if (!viewer) return;
    switch (message.type) {
      case 'join':
        ws.send(welcome(viewer.player));
        return;
      case 'sit':
        if ('seat' in message && typeof message.seat === 'number') this.sit(viewer, message.seat);
        return;
      case 'start':
      case 'rematch':
        this.deal();
        return;
      case 'act':
        this.act(viewer, message);
    }
  }

  override webSocketClose(ws: WebSocket, code: number): void {
    this.viewers = this.sockets().filter((v) => v.ws !== ws);
    // Completes the closing handshake, as the room does (1005/1006 cannot be sent back).
    ws.close(code === 1005 || code === 1006 ? 1000 : code, 'bye');
  }

  private act(viewer: Viewer, message: object): void {
    const state = this.current();
    const version = 'version' in message ? message.version : undefined;
    if (!state || viewer.seat !== state.turn || version !== state.version || !('action' in message)) {
      viewer.ws.send('{"type":"error","code":"engine/not_your_turn","message":"not now"}');
      return;
    }
    const next = state.after(viewer.seat, message.action);
    this.ctx.storage.transactionSync(() => {
      this.sql.exec(
        'INSERT INTO actions (game, seq, seat, action, at, events) VALUES (?, ?, ?, ?, ?, ?)',
        next.game,
        next.version,
        viewer.seat,
        JSON.stringify(message.action),
        Date.now(),
        JSON.stringify(next.events),
      );
      if (next.version % this.every === 0) this.saveSnapshot(next);
    });
    this.state = next;
    this.broadcast(next);
  }

  private sit(viewer: Viewer, seat: number): void {
    viewer.seat = seat;
    viewer.ws.serializeAttachment({ player: viewer.player, seat });
    const seats = [0, 1, 2].map((s) => this.sockets().find((v) => v.seat === s)?.player ?? null);
    const frame = roomFrame(seats);
    for (const v of this.sockets()) v.ws.send(frame);
  }

  private deal(): void {
    const game = (this.current()?.game ?? 0) + 1;
    const state = floorState(game);
    this.ctx.storage.transactionSync(() => this.saveSnapshot(state));
    this.state = state;
    this.broadcast(state);
  }

  private saveSnapshot(state: FloorState): void {
    this.sql.exec(
      'INSERT OR REPLACE INTO snapshot (k, game, version, state) VALUES (1, ?, ?, ?)',
      state.game,
      state.version,
      JSON.stringify(state.stored()),
    );
  }

  private broadcast(state: FloorState): void {
    for (const v of this.sockets()) v.ws.send(stateFrame(state, v.seat));
  }

  /** The game after a wake: its snapshot's game and version (the floor's play needs no more). */
  private current(): FloorState | null {
    if (this.state) return this.state;
    const row = this.sql.exec('SELECT game, version FROM snapshot WHERE k = 1').toArray()[0];
    if (!row) return null;
    const last = this.sql.exec('SELECT MAX(seq) AS seq FROM actions WHERE game = ?', row.game).one().seq;
    this.state = floorState(Number(row.game), Number(last ?? row.version));
    return this.state;
  }

  private sockets(): Viewer[] {
    if (!this.viewers) {
      this.viewers = this.ctx.getWebSockets().map((ws) => {
        const a: unknown = ws.deserializeAttachment();
        const o = typeof a === 'object' && a !== null ? a : {};
        return {
          ws,
          player: 'player' in o && typeof o.player === 'string' ? o.player : '',
          seat: 'seat' in o && typeof o.seat === 'number' ? o.seat : null,
        };
      });
    }
    return this.viewers;
  }
}

function welcome(player: string): string {
  return JSON.stringify({
    type: 'welcome',
    protocol: 1,
    token: '0'.repeat(32),
    player,
    seat: null,
    host: true,
  });
}

function roomFrame(seats: (string | null)[]): string {
  return JSON.stringify({
    type: 'room',
    id: 'floor',
    status: 'playing',
    config: { players: 3, mode: 'simple', teams: false, log: 'classic' },
    seats: seats.map((player) => ({
      player,
      name: player,
      bot: null,
      connected: player !== null,
      autoplay: false,
      awayForMs: null,
    })),
    host: seats[0] ?? null,
    spectators: 0,
  });
}
