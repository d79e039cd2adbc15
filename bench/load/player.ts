import WebSocket from 'ws';
import type { Target } from '../../shared/engine/types';
import { PROTOCOL_VERSION, parseServerMessage, type ServerMessage } from '../../shared/protocol';
import { OPTIONS } from './options';

export type State = Extract<ServerMessage, { type: 'state' }>;

/** Error codes received, by code (printed beside `errors`; cleared before each run). */
export const errorCodes: Record<string, number> = {};

const count = (code: string) => {
  errorCodes[code] = (errorCodes[code] ?? 0) + 1;
};

/** One seat's client. Tracks versions to detect lost or duplicated moves. */
export class Player {
  ws: WebSocket;
  seat = -1;
  state: State | null = null;
  onState: (s: State) => void = () => {};
  errors = 0;
  id = '';
  seated: (() => void) | null = null;
  /** Bytes of `state` frames received, and how many (the room's and the floor's must match). */
  stateBytes = 0;
  stateFrames = 0;
  private lastVersion = new Map<number, number>();
  private readonly opened: Promise<unknown>;

  constructor(
    url: string,
    private readonly name: string,
  ) {
    this.ws = new WebSocket(url, { perMessageDeflate: OPTIONS.deflate });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', resolve);
      this.ws.once('error', reject);
    });
  }

  async join(): Promise<void> {
    await this.opened;
    this.ws.on('message', (data) => this.receive(String(data)));
    this.ws.on('close', (code) => {
      if (code !== 1000 && code !== 1005) {
        this.errors++;
        count(`close/${code}`);
      }
    });
    this.send({ type: 'join', protocol: PROTOCOL_VERSION, name: this.name });
  }

  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  private receive(frame: string): void {
    const m = OPTIONS.validate ? validated(frame) : (JSON.parse(frame) as ServerMessage);
    if (m === null) {
      this.errors++;
      return;
    }
    if (m.type === 'welcome') this.id = m.player;
    if (m.type === 'room' && m.seats[this.seat]?.player === this.id) this.seated?.();
    if (m.type === 'error') {
      this.errors++;
      count(m.code);
    }
    if (m.type !== 'state') return;
    this.stateBytes += frame.length;
    this.stateFrames++;
    const last = this.lastVersion.get(m.game);
    if (last !== undefined && m.version !== last + 1) {
      // A lost or duplicated move.
      this.errors++;
      count('state/version_gap');
    }
    this.lastVersion.set(m.game, m.version);
    this.state = m;
    this.onState(m);
  }
}

function validated(frame: string): ServerMessage | null {
  const parsed = parseServerMessage(frame);
  if (parsed.ok) return parsed.message;
  count(`parse/${parsed.reason}`);
  return null;
}

/** A random reveal among those the view allows (a face-down slot, either end of a non-empty hand). */
export function randomTarget(state: State): Target {
  const v = state.view;
  const targets: Target[] = [];
  v.center.forEach((slot, i) => {
    if (slot === 'face_down') targets.push({ kind: 'center', slot: i });
  });
  v.handSizes.forEach((n, seat) => {
    if (n > 0) targets.push({ kind: 'hand', seat, end: 'lowest' }, { kind: 'hand', seat, end: 'highest' });
  });
  return targets[Math.floor(Math.random() * targets.length)] ?? { kind: 'center', slot: 0 };
}

let roomsCreated = 0;

/**
 * Creates a room and seats its three players. Each room is created as if by a different
 * person (its own `CF-Connecting-IP`, which `wrangler dev` passes through), as a real load is: the
 * Worker limits creations per address (wrangler.toml's `CREATE_LIMIT`).
 */
export async function openRoom(base: string): Promise<Player[]> {
  const n = roomsCreated++;
  const created = await fetch(`${base}/api/games`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'cf-connecting-ip': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({ players: 3, mode: 'simple', teams: false, log: 'classic' }),
  });
  const body: unknown = await created.json();
  if (!created.ok) throw new Error(`POST /api/games answered ${created.status}: ${JSON.stringify(body)}`);
  const id = typeof body === 'object' && body && 'id' in body && typeof body.id === 'string' ? body.id : '';
  const players = [0, 1, 2].map(
    (i) => new Player(`${base.replace('http', 'ws')}/api/games/${id}/ws`, `P${i}`),
  );
  for (const [seat, p] of players.entries()) {
    await p.join();
    p.seat = seat;
    await new Promise<void>((resolve) => {
      p.seated = resolve;
      p.send({ type: 'sit', seat });
    });
    p.seated = null;
  }
  return players;
}
