/**
 * What one of each shared Durable Object handles (`npm run bench:objects`), on loopback under
 * `wrangler dev` (local workerd, SQLite on disk), each alone and in a closed loop (a new request
 * as soon as one is answered), then what home pages cost the directory through the edge cache:
 *
 * 1. **room**: one room, three `ws` players, one move always in flight (bench/load/run.ts): moves
 *    a second (each move is one inbound frame, three `state` frames out, one row written).
 * 2. **queue**: `--loops` seekers (default 24) each opening `/api/match/ws?players=3&mode=simple`
 *    from a fresh address, seeking, waiting for `matched`, closing, again; one queue (the server
 *    runs with `MAX_QUEUE_SHARDS=1`, so it never splits): seekers seated a second, and its events
 *    a second (an upgrade, a `seek`, a close per seeker, a room created per 3).
 * 3. **directory**: `--loops` clients reading `GET /api/tables` with the edge cache off
 *    (`EDGE_CACHE_MS=0`), 13 open tables listed (more than `SHORT_LIST`, so one directory is read
 *    per request): reads a second.
 * 4. **viewers**: a fresh server with the edge cache on (1 s); `--viewers` home pages (default
 *    1000), each asking `GET /api/tables` every 4 s (as web/ does while visible, spread at random):
 *    requests a second, and answers that read the directory (`X-Trio-Cache: miss`) a second.
 *
 * Every phase lasts `--seconds` (default 8; viewers twice that). Prints a line per phase and one
 * JSON line with every figure and the load average. Ports are chosen by the system (never fixed),
 * so two benches never share one. Loopback only.
 */
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { PROTOCOL_VERSION, parseMatchServerMessage } from '../shared/protocol';
import { OPTIONS } from './load/options';
import { Run } from './load/run';
import { metered, start, stop } from './objects-server';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const SECONDS = arg('seconds', 8);
const LOOPS = arg('loops', 24);
const VIEWERS = arg('viewers', 1000);
/** How often a home page asks for the list while visible (web/: every 4 s). */
const POLL_MS = 4000;

let addresses = 0;
/** A fresh client address per connection (each limit counts per address). */
const nextAddress = () => {
  const n = addresses++;
  return `10.${100 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255}`;
};

/** Phase 1: one room, one move in flight. */
async function roomPhase(base: string): Promise<{ movesPerSec: number; p50: number; errors: number }> {
  // One room (bench/load/options.ts reads --rooms for bench:server; here it is always one).
  Object.assign(OPTIONS as { rooms: number }, { rooms: 1 });
  const run = await Run.open('closed', null, base);
  await run.play(SECONDS);
  const result = await run.result();
  run.close();
  return { movesPerSec: result.movesPerSec, p50: result.p50, errors: result.errors };
}

/** One seeker's turn: connect, seek, wait for `matched`; resolves whether it was seated. */
function seekOnce(base: string, until: number): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/match/ws?players=3&mode=simple`, {
      headers: { 'cf-connecting-ip': nextAddress() },
    });
    const timer = setTimeout(() => finish(false), Math.max(0, until - Date.now()) + 5000);
    let done = false;
    const finish = (seated: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      ws.close();
      resolve(seated);
    };
    ws.on('open', () =>
      ws.send(
        JSON.stringify({
          type: 'seek',
          protocol: PROTOCOL_VERSION,
          name: 'Bench',
          players: 3,
          mode: 'simple',
          waitMs: 60_000,
        }),
      ),
    );
    ws.on('message', (data) => {
      const parsed = parseMatchServerMessage(String(data));
      if (parsed.ok && parsed.message.type === 'matched') finish(true);
      if (parsed.ok && parsed.message.type === 'error') finish(false);
    });
    ws.on('error', () => finish(false));
    ws.on('close', () => finish(false));
  });
}

/** Phase 2: `LOOPS` seekers in a closed loop on one queue. */
async function queuePhase(
  base: string,
): Promise<{ seatedPerSec: number; eventsPerSec: number; failed: number }> {
  const started = Date.now();
  const until = started + SECONDS * 1000;
  let seated = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: LOOPS }, async () => {
      while (Date.now() < until) {
        if (await seekOnce(base, until)) seated++;
        else failed++;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  // Per seeker: the upgrade, the seek, the close; per table of three: one room created.
  return { seatedPerSec: seated / seconds, eventsPerSec: (seated * (3 + 1 / 3)) / seconds, failed };
}

/** 13 open tables, each with its host in it (so the list is longer than `SHORT_LIST`). */
async function openTables(base: string): Promise<WebSocket[]> {
  const hosts: WebSocket[] = [];
  for (let i = 0; i < 13; i++) {
    // The host's own address, as in production: the directory shows at most 3 tables per address.
    const address = nextAddress();
    const created = await fetch(`${base}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': address },
      body: JSON.stringify({ players: 4, mode: 'simple', teams: false, log: 'classic', open: true }),
    });
    const { id } = (await created.json()) as { id: string };
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/games/${id}/ws`, {
      headers: { 'cf-connecting-ip': address },
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => {
        ws.send(JSON.stringify({ type: 'join', protocol: PROTOCOL_VERSION, name: `Host ${i}` }));
        ws.once('message', () => resolve());
      });
      ws.once('error', reject);
    });
    hosts.push(ws);
  }
  await sleep(500);
  return hosts;
}

/** Phase 3: `LOOPS` readers of `/api/tables`, the edge cache off. */
async function directoryPhase(base: string): Promise<{ readsPerSec: number; listed: number }> {
  const started = Date.now();
  const until = started + SECONDS * 1000;
  let reads = 0;
  let listed = 0;
  await Promise.all(
    Array.from({ length: LOOPS }, async () => {
      while (Date.now() < until) {
        const res = await fetch(`${base}/api/tables`);
        listed = ((await res.json()) as { tables: unknown[] }).tables.length;
        reads++;
      }
    }),
  );
  return { readsPerSec: reads / ((Date.now() - started) / 1000), listed };
}

/** Phase 4: `VIEWERS` home pages polling every 4 s through the edge cache. */
async function viewersPhase(
  base: string,
): Promise<{ requestsPerSec: number; missesPerSec: number; hitShare: number }> {
  const seconds = SECONDS * 2;
  const started = Date.now();
  const until = started + seconds * 1000;
  let requests = 0;
  let misses = 0;
  await Promise.all(
    Array.from({ length: VIEWERS }, async () => {
      await sleep(Math.random() * POLL_MS);
      while (Date.now() < until) {
        const asked = Date.now();
        const res = await fetch(`${base}/api/tables`);
        await res.arrayBuffer();
        requests++;
        if (res.headers.get('x-trio-cache') === 'miss') misses++;
        await sleep(Math.max(0, asked + POLL_MS - Date.now()));
      }
    }),
  );
  const took = (Date.now() - started) / 1000;
  return {
    requestsPerSec: requests / took,
    missesPerSec: misses / took,
    hitShare: 1 - misses / Math.max(1, requests),
  };
}

async function main(): Promise<void> {
  const load = () => loadavg().map((x) => round(x, 2));
  const figures: Record<string, unknown> = {
    loadBefore: load(),
    seconds: SECONDS,
    loops: LOOPS,
    viewers: VIEWERS,
  };
  const alone = await start({ EDGE_CACHE_MS: '0', MAX_QUEUE_SHARDS: '1' });
  try {
    const room = await metered(
      alone,
      (r) => r.movesPerSec,
      () => roomPhase(alone.base),
    );
    console.log(
      `room: ${round(room.movesPerSec)} moves/s (p50 ${round(room.p50)} ms, ${room.errors} errors); ${room.eventsPerCpuSecond} a CPU-second`,
    );
    const queue = await metered(
      alone,
      (r) => r.eventsPerSec,
      () => queuePhase(alone.base),
    );
    console.log(
      `queue: ${round(queue.seatedPerSec)} seated/s, ~${round(queue.eventsPerSec)} events/s (${queue.failed} not seated); ${queue.eventsPerCpuSecond} events a CPU-second`,
    );
    const hosts = await openTables(alone.base);
    const directory = await metered(
      alone,
      (r) => r.readsPerSec,
      () => directoryPhase(alone.base),
    );
    console.log(
      `directory: ${round(directory.readsPerSec)} reads/s (${directory.listed} listed); ${directory.eventsPerCpuSecond} a CPU-second`,
    );
    for (const ws of hosts) ws.close();
    Object.assign(figures, { room, queue, directory, loadAlone: load() });
  } finally {
    await stop(alone);
  }
  const edge = await start({ MAX_QUEUE_SHARDS: '1' });
  try {
    const hosts = await openTables(edge.base);
    const viewers = await viewersPhase(edge.base);
    console.log(
      `viewers: ${VIEWERS} home pages → ${round(viewers.requestsPerSec)} requests/s, ${round(viewers.missesPerSec, 2)} directory reads/s (${round(viewers.hitShare * 100)} % hits)`,
    );
    for (const ws of hosts) ws.close();
    Object.assign(figures, { viewers, loadAfter: load() });
  } finally {
    await stop(edge);
  }
  console.log(JSON.stringify(figures));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
