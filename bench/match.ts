/**
 * Quick-match throughput of one queue (`npm run bench:match`): starts `wrangler dev` on loopback
 * (or loads `--url`), then N seekers (Node `ws` clients, each from its own address) open
 * `/api/match/ws?players=3&mode=simple` at once, each seeking as soon as its socket is open; each
 * records the time from sending `seek` to receiving `matched`; the run lasts from the first
 * connection to the last `matched`. Prints a line per run and one JSON line: { seekers, players,
 * tables, seconds, tablesPerSec, p50, p99, max (ms, time to table), unmatched, duplicates,
 * errors }. Every table forms full (N a multiple of the table size, waits of 60 s), so nothing
 * waits for computers. Checks that every seeker got one seat and no seat went to two seekers.
 * Options: --seekers 300 --players 3 --runs 3 [--url http://127.0.0.1:8830]. Loopback only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { MAX_WAIT_MS, PROTOCOL_VERSION, parseMatchServerMessage } from '../shared/protocol';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const urlArg = process.argv.indexOf('--url');
const GIVEN_URL = urlArg > 0 ? process.argv[urlArg + 1] : undefined;
const PLAYERS = arg('players', 3);
const SEEKERS = Math.floor(arg('seekers', 300) / PLAYERS) * PLAYERS;
const RUNS = arg('runs', 3);
/** Each run ends by this time, matched or not (ms). */
const RUN_LIMIT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startWrangler(port: number, persist: string): Promise<ChildProcess> {
  const args = ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', String(port)];
  args.push('--inspector-port', String(await freePort()), '--persist-to', persist, '--log-level', 'warn');
  const child = spawn('npx', args, {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    detached: true,
  });
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(d));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // Not listening yet: poll again until the deadline.
    }
    await sleep(250);
  }
  throw new Error('wrangler dev did not start within 90 s');
}

interface Outcome {
  ms: number | null;
  room: string | null;
  seat: number | null;
  error: string | null;
}

/** One seeker: opens, seeks, resolves when matched (or on error, close, or the run's limit). */
function seeker(base: string, n: number, run: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const url = `${base.replace(/^http/, 'ws')}/api/match/ws?players=${PLAYERS}&mode=simple`;
    // Every seeker from its own address, as strangers are (the per-address limits stay out of it).
    const ip = `10.${run}.${(n >> 8) & 255}.${n & 255}`;
    const ws = new WebSocket(url, { headers: { 'cf-connecting-ip': ip } });
    let sent = 0;
    const done = (o: Outcome) => {
      clearTimeout(timer);
      ws.removeAllListeners();
      ws.on('error', () => {});
      ws.close();
      resolve(o);
    };
    const timer = setTimeout(
      () => done({ ms: null, room: null, seat: null, error: 'timeout' }),
      RUN_LIMIT_MS,
    );
    ws.on('open', () => {
      sent = performance.now();
      ws.send(
        JSON.stringify({
          type: 'seek',
          protocol: PROTOCOL_VERSION,
          name: `S${n}`,
          players: PLAYERS,
          mode: 'simple',
          waitMs: MAX_WAIT_MS,
        }),
      );
    });
    ws.on('message', (data) => {
      const parsed = parseMatchServerMessage(String(data));
      if (!parsed.ok) return done({ ms: null, room: null, seat: null, error: parsed.reason });
      const m = parsed.message;
      if (m.type === 'matched') done({ ms: performance.now() - sent, room: m.id, seat: m.seat, error: null });
      if (m.type === 'error') done({ ms: null, room: null, seat: null, error: m.code });
    });
    ws.on('error', (e) => done({ ms: null, room: null, seat: null, error: String(e) }));
    ws.on('close', (code) => done({ ms: null, room: null, seat: null, error: `closed ${code}` }));
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function runOnce(base: string, run: number) {
  // Every seeker connects at once and seeks as soon as its socket is open, as a page does.
  const t0 = performance.now();
  const results = await Promise.all(Array.from({ length: SEEKERS }, (_, n) => seeker(base, n, run)));
  const seconds = (performance.now() - t0) / 1000;
  const times = results.flatMap((r) => (r.ms === null ? [] : [r.ms])).sort((a, b) => a - b);
  const seats = new Map<string, number>();
  const rooms = new Map<string, number>();
  for (const r of results) {
    if (r.room === null) continue;
    const seat = `${r.room}#${r.seat}`;
    seats.set(seat, (seats.get(seat) ?? 0) + 1);
    rooms.set(r.room, (rooms.get(r.room) ?? 0) + 1);
  }
  const errors = results.flatMap((r) => (r.error === null ? [] : [r.error]));
  return {
    seekers: SEEKERS,
    players: PLAYERS,
    tables: rooms.size,
    seconds: Number(seconds.toFixed(2)),
    tablesPerSec: Number((rooms.size / seconds).toFixed(1)),
    p50: Math.round(pct(times, 0.5)),
    p99: Math.round(pct(times, 0.99)),
    max: Math.round(times.at(-1) ?? 0),
    unmatched: SEEKERS - times.length,
    duplicates: [...seats.values()].filter((n) => n > 1).length,
    partialTables: [...rooms.values()].filter((n) => n !== PLAYERS).length,
    errors: [...new Set(errors)].slice(0, 5),
  };
}

async function main(): Promise<void> {
  let child: ChildProcess | null = null;
  const persist = mkdtempSync(join(tmpdir(), 'trio-bench-match-'));
  try {
    let base = GIVEN_URL;
    if (!base) {
      const port = await freePort();
      child = await startWrangler(port, persist);
      base = `http://127.0.0.1:${port}`;
    }
    for (let run = 1; run <= RUNS; run++) {
      const result = await runOnce(base, run);
      console.log(
        `run ${run}: ${result.seekers} seekers → ${result.tables} tables in ${result.seconds} s ` +
          `(${result.tablesPerSec} tables/s); time to table p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
          `max ${result.max} ms; unmatched ${result.unmatched}, duplicates ${result.duplicates}`,
      );
      console.log(JSON.stringify(result));
    }
  } finally {
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    rmSync(persist, { recursive: true, force: true });
  }
}

await main();
