/**
 * Server load benchmark (`npm run bench:server`): starts `wrangler dev` on loopback, opens N rooms
 * whose 3 seats are Node `ws` clients playing random legal reveals, and prints one JSON line per
 * run: { mode, rooms, players, moves, movesPerSec, p50, p95, p99, max, errors } (latency in ms from
 * sending `act` to that client's next `state`). Modes: paced (one move per room every 500 ms) and
 * closed (one move always in flight per room). Then the round trip of a bare ping.
 * Options: --rooms 200 --seconds 10 [--deflate] [--disk] [--mode paced|closed] [--validate]
 * [--url http://127.0.0.1:8787] (load a server that is already running, e.g. one profiled under
 * the inspector, instead of starting one; its CPU is then not reported). Bounded in time;
 * loopback only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import type { Target } from '../shared/engine/types';
import { PING_FRAME, PROTOCOL_VERSION, parseServerMessage, type ServerMessage } from '../shared/protocol';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROOMS = arg('rooms', 200);
const SECONDS = arg('seconds', 10);
/**
 * Offer permessage-deflate (as browsers do). Off by default: the Worker declines compression
 * (`no_web_socket_compression` in wrangler.toml), but under `wrangler dev` Miniflare's own entry
 * Worker (an older compatibility date) sits in front of ours and would negotiate it regardless, so
 * a client that offers it measures a dev-only zlib cost that production does not pay.
 */
const DEFLATE = process.argv.includes('--deflate');

function freePort(from: number, to: number): Promise<number> {
  const tryPort = (port: number): Promise<number> =>
    new Promise((resolve, reject) => {
      if (port > to) return reject(new Error('no free port'));
      const server = createServer();
      server.once('error', () => resolve(tryPort(port + 1)));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(port)));
    });
  return tryPort(from);
}

async function startWrangler(port: number, persist: string): Promise<ChildProcess> {
  const child = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(port + 1000),
    ].concat(['--persist-to', persist, '--log-level', 'warn']),
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      detached: true,
    },
  );
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(d));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // Not listening yet: poll again until the deadline.
    }
    await sleep(250);
  }
  throw new Error('wrangler dev did not start within 60 s');
}

/**
 * CPU seconds (user + system) used so far by the `workerd` processes in wrangler's process group
 * (Linux /proc; null elsewhere). With the bench client's own `process.cpuUsage()`, this shows how
 * the cores are shared between the server and the client that loads it.
 */
function serverCpuSeconds(group: number | undefined): number | null {
  if (group === undefined) return null;
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // Exited meanwhile.
      }
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the name: state, ppid, pgrp, ... utime (14th field overall), stime (15th).
      if (name !== 'workerd' || Number(fields[2]) !== group) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / 100;
  } catch {
    return null;
  }
}

let serverGroup: number | undefined;

type State = Extract<ServerMessage, { type: 'state' }>;

/** Error codes received, per run (printed beside `errors`). */
const errorCodes: Record<string, number> = {};

/** One seat's client. Tracks versions to detect lost or duplicated moves. */
class Player {
  ws: WebSocket;
  seat = -1;
  state: State | null = null;
  onState: (s: State) => void = () => {};
  errors = 0;
  id = '';
  seated: (() => void) | null = null;
  private lastVersion = new Map<number, number>();
  constructor(
    url: string,
    private readonly name: string,
  ) {
    this.ws = new WebSocket(url, { perMessageDeflate: DEFLATE });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', resolve);
      this.ws.once('error', reject);
    });
  }
  private readonly opened: Promise<unknown>;
  async join(): Promise<void> {
    await this.opened;
    this.ws.on('message', (data) => this.receive(String(data)));
    this.ws.on('close', (code) => {
      if (code !== 1000 && code !== 1005) {
        this.errors++;
        errorCodes[`close/${code}`] = (errorCodes[`close/${code}`] ?? 0) + 1;
      }
    });
    this.send({ type: 'join', protocol: PROTOCOL_VERSION, name: this.name });
  }
  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }
  private receive(frame: string): void {
    const m = VALIDATE ? validated(frame) : (JSON.parse(frame) as ServerMessage);
    if (m === null) {
      this.errors++;
      return;
    }
    if (m.type === 'welcome') this.id = m.player;
    if (m.type === 'room' && m.seats[this.seat]?.player === this.id) this.seated?.();
    if (m.type === 'error') {
      this.errors++;
      errorCodes[m.code] = (errorCodes[m.code] ?? 0) + 1;
    }
    if (m.type !== 'state') return;
    const last = this.lastVersion.get(m.game);
    if (last !== undefined && m.version !== last + 1) {
      // A lost or duplicated move.
      this.errors++;
      errorCodes['state/version_gap'] = (errorCodes['state/version_gap'] ?? 0) + 1;
    }
    this.lastVersion.set(m.game, m.version);
    this.state = m;
    this.onState(m);
  }
}

/**
 * `--validate`: check every frame against the protocol schemas (as the client does). Off by
 * default: schema-checking three full views per move costs the load client more CPU than the
 * room spends on the move, and on a 2-core machine that CPU comes out of the server's share.
 * Lost or duplicated moves are detected from versions either way.
 */
const VALIDATE = process.argv.includes('--validate');

function validated(frame: string): ServerMessage | null {
  const parsed = parseServerMessage(frame);
  if (parsed.ok) return parsed.message;
  errorCodes[`parse/${parsed.reason}`] = (errorCodes[`parse/${parsed.reason}`] ?? 0) + 1;
  return null;
}

function randomTarget(state: State): Target {
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
async function openRoom(base: string): Promise<Player[]> {
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

function percentile(sorted: number[], q: number): number {
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) : 0;
}

async function run(mode: 'paced' | 'closed', tables: Player[][]): Promise<void> {
  const latencies: number[] = [];
  let running = true;
  let moves = 0;
  for (const table of tables) {
    // Paced: each room's first move at a random point of the first 500 ms, then every 500 ms,
    // so moves arrive spread out as from real tables, not as 200 simultaneous bursts.
    let last = Date.now() - 500 * Math.random();
    let acted = -1;
    let game = 0;
    const act = (p: Player, s: State) => {
      if (!running || s.game !== game || s.version <= acted) return;
      acted = s.version;
      const sent = performance.now();
      last = Date.now();
      p.onState = (next) => {
        latencies.push(performance.now() - sent);
        moves++;
        p.onState = step;
        step(next);
      };
      p.send({
        type: 'act',
        action: { type: 'reveal', target: randomTarget(s) },
        version: s.version,
        game: s.game,
      });
    };
    const step = (s: State) => {
      if (!running) return;
      if (s.game > game) {
        game = s.game;
        acted = -1;
      }
      if (s.view.phase === 'over') {
        if (s.view.viewer === 0) table[0]?.send({ type: 'rematch' });
        return;
      }
      const p = table[s.view.turn];
      if (!p?.state || p.state.version !== s.version || p.state.game !== s.game || s.version <= acted) return;
      const wait = mode === 'paced' ? Math.max(0, last + 500 - Date.now()) : 0;
      const state = p.state;
      if (wait > 0) setTimeout(() => act(p, state), wait);
      else act(p, state);
    };
    for (const p of table) p.onState = step;
    for (const p of table) if (p.state) step(p.state);
  }
  const setupErrors = tables.flat().reduce((n, p) => n + p.errors, 0);
  if (setupErrors > 0) console.error(`bench: ${setupErrors} errors before the run`, errorCodes);
  for (const code of Object.keys(errorCodes)) delete errorCodes[code];
  const started = performance.now();
  const clientCpu = process.cpuUsage();
  const serverCpu = serverCpuSeconds(serverGroup);
  await sleep(SECONDS * 1000);
  running = false;
  const elapsed = (performance.now() - started) / 1000;
  const clientUsed = process.cpuUsage(clientCpu);
  const clientSeconds = (clientUsed.user + clientUsed.system) / 1e6;
  const serverAfter = serverCpuSeconds(serverGroup);
  const serverSeconds = serverCpu === null || serverAfter === null ? null : serverAfter - serverCpu;
  const movesInRun = moves;
  await sleep(1000);
  latencies.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  const errors = tables.flat().reduce((n, p) => n + p.errors, 0);
  console.log(
    JSON.stringify({
      mode,
      rooms: tables.length,
      players: tables.length * 3,
      moves,
      movesPerSec: Math.round(moves / elapsed),
      p50: round(percentile(latencies, 0.5)),
      p95: round(percentile(latencies, 0.95)),
      p99: round(percentile(latencies, 0.99)),
      max: round(latencies.at(-1) ?? 0),
      errors: errors - setupErrors,
      errorCodes: { ...errorCodes },
      // Share of one core used during the run, and CPU microseconds per move.
      clientCpu: round(clientSeconds / elapsed),
      serverCpu: serverSeconds === null ? null : round(serverSeconds / elapsed),
      clientUsPerMove: Math.round((clientSeconds * 1e6) / Math.max(1, movesInRun)),
      serverUsPerMove:
        serverSeconds === null ? null : Math.round((serverSeconds * 1e6) / Math.max(1, movesInRun)),
    }),
  );
}

async function pingRoundTrip(base: string): Promise<void> {
  const [p] = await openRoom(base);
  if (!p) return;
  const samples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const sent = performance.now();
    await new Promise<void>((resolve) => {
      p.ws.once('message', () => resolve());
      p.ws.send(PING_FRAME);
    });
    samples.push(performance.now() - sent);
  }
  samples.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  console.log(
    JSON.stringify({
      mode: 'ping',
      samples: 200,
      p50: round(percentile(samples, 0.5)),
      p99: round(percentile(samples, 0.99)),
      max: round(samples.at(-1) ?? 0),
    }),
  );
  p.ws.close();
}

/** `--mode paced|closed`: one run only (both by default). */
const MODE_ARG = process.argv.indexOf('--mode');
const MODES = (['paced', 'closed'] as const).filter((m) => MODE_ARG < 0 || process.argv[MODE_ARG + 1] === m);

/** `--url`: a server already running; the benchmark neither starts nor stops it. */
const URL_ARG = process.argv.indexOf('--url');
const GIVEN_BASE = URL_ARG > 0 ? process.argv[URL_ARG + 1] : undefined;

async function main(): Promise<void> {
  if (GIVEN_BASE) {
    await load(GIVEN_BASE.replace(/\/$/, ''));
    return;
  }
  const port = await freePort(8801, 8819);
  // Room storage on tmpfs when there is one: local SQLite fsyncs every commit on the isolate's
  // thread, so on a disk the benchmark measures the disk (and its other users), not the room.
  // --disk keeps it under the temp dir.
  const ram = !process.argv.includes('--disk') && existsSync('/dev/shm');
  const persist = mkdtempSync(join(ram ? '/dev/shm' : tmpdir(), 'trio-bench-'));
  const wrangler = await startWrangler(port, persist);
  serverGroup = wrangler.pid;
  const stop = () => {
    if (wrangler.pid) {
      try {
        process.kill(-wrangler.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  process.on('SIGTERM', () => process.exit(143));
  console.error(`bench: wrangler dev on 127.0.0.1:${port}`);
  const base = `http://127.0.0.1:${port}`;
  const hardStop = setTimeout(
    () => {
      console.error('bench: time limit reached');
      process.exit(1);
    },
    (4 * SECONDS + 180) * 1000,
  );
  try {
    await load(base);
  } finally {
    clearTimeout(hardStop);
    stop();
    rmSync(persist, { recursive: true, force: true });
  }
}

/** The paced run, the closed run and the ping round trip against `base`. */
async function load(base: string): Promise<void> {
  for (const mode of MODES) {
    const tables: Player[][] = [];
    for (let i = 0; i < ROOMS; i++) tables.push(await openRoom(base));
    console.error(`bench: ${mode}: ${ROOMS} rooms open`);
    await sleep(500);
    for (const table of tables) table[0]?.send({ type: 'start' });
    await sleep(1000);
    await run(mode, tables);
    for (const p of tables.flat()) p.ws.close(1000);
  }
  await sleep(500);
  await pingRoundTrip(base);
}

await main();
