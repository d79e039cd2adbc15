import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { OPTIONS } from './options';
import { errorCodes, openRoom, type Player, randomTarget, type State } from './player';
import { rowsWritten, type Server, sqliteBytes, usage } from './server-process';

export type Mode = 'paced' | 'closed';

/** One run's figures: latency in ms from `act` to that player's `state`; per move as named. */
export interface RunResult {
  mode: Mode;
  target: 'room' | 'floor';
  rooms: number;
  moves: number;
  movesPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /**
   * How late the load client's own event loop ran (ms, p99 and max over the run, sampled every
   * 10 ms): the part of a move's latency that is the client's, not the server's.
   */
  clientDelayP99: number;
  clientDelayMax: number;
  errors: number;
  errorCodes: Record<string, number>;
  /** Share of one core used by the load client and by the server's workerd processes. */
  clientCpu: number;
  serverCpu: number | null;
  clientUsPerMove: number;
  /** The server's CPU per move (µs): workerd's utime + stime over the run, divided by moves. */
  cpuPerMoveUs: number | null;
  /**
   * `cpuPerMoveUs` by process, thread and user/system time (`Usage.split`), µs per move; threads
   * that used no CPU in the run are left out.
   */
  cpuSplitUs: Record<string, number> | null;
  /** Times each thread went to sleep per move (`Usage.sleeps`): about its wake-ups per move. */
  sleepsPerMove: Record<string, number> | null;
  /** Rows written per move (bench/floor/meter.ts), every statement of the run counted. */
  rowsPerMove: number | null;
  /** Bytes workerd passed to write calls per move (SQLite's files and the sockets' frames). */
  bytesWrittenPerMove: number | null;
  /** Growth of the Durable Objects' SQLite files (database + WAL) per move, bytes. */
  sqliteBytesPerMove: number | null;
  /** Mean size of a `state` frame received (bytes). */
  stateFrameBytes: number;
}

const round = (x: number) => Math.round(x * 100) / 100;

export function percentile(sorted: number[], q: number): number {
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) : 0;
}

/**
 * Opens `OPTIONS.rooms` rooms on `server` (or on `base` when it is not ours to measure), starts
 * them, lets every room play for `OPTIONS.seconds` — paced: one move per room every `OPTIONS.paceMs`
 * (500 ms);
 * closed: one move always in flight per room — and closes them.
 */
export async function loadOnce(mode: Mode, server: Server | null, base: string): Promise<RunResult> {
  const tables: Player[][] = [];
  for (let i = 0; i < OPTIONS.rooms; i++) tables.push(await openRoom(base));
  console.error(`bench: ${server?.name ?? 'room'} ${mode}: ${OPTIONS.rooms} rooms open`);
  await sleep(500);
  for (const table of tables) table[0]?.send({ type: 'start' });
  await sleep(1000);
  const result = await run(mode, tables, server);
  for (const p of tables.flat()) p.ws.close(1000);
  return result;
}

async function run(mode: Mode, tables: Player[][], server: Server | null): Promise<RunResult> {
  const latencies: number[] = [];
  let running = true;
  let moves = 0;
  for (const table of tables) {
    // Paced: each room's first move at a random point of the first pace, then one every pace,
    // so moves arrive spread out as from real tables, not as 200 simultaneous bursts.
    let last = Date.now() - OPTIONS.paceMs * Math.random();
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
      const wait = mode === 'paced' ? Math.max(0, last + OPTIONS.paceMs - Date.now()) : 0;
      const state = p.state;
      if (wait > 0) setTimeout(() => act(p, state), wait);
      else act(p, state);
    };
    for (const p of table) p.onState = step;
    for (const p of table) if (p.state) step(p.state);
  }
  const players = tables.flat();
  const setupErrors = players.reduce((n, p) => n + p.errors, 0);
  if (setupErrors > 0) console.error(`bench: ${setupErrors} errors before the run`, errorCodes);
  for (const code of Object.keys(errorCodes)) delete errorCodes[code];
  for (const p of players) {
    p.stateBytes = 0;
    p.stateFrames = 0;
  }
  const rowsBefore = server ? await rowsWritten(server) : null;
  const filesBefore = server ? sqliteBytes(server) : 0;
  const started = performance.now();
  const clientCpu = process.cpuUsage();
  const before = server ? usage(server) : null;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  await sleep(OPTIONS.seconds * 1000);
  delay.disable();
  running = false;
  const elapsed = (performance.now() - started) / 1000;
  const clientUsed = process.cpuUsage(clientCpu);
  const after = server ? usage(server) : null;
  const movesInRun = moves;
  // The moves in flight when the run stopped still commit: wait for them before reading storage.
  await sleep(1000);
  const rowsAfter = server ? await rowsWritten(server) : null;
  const filesAfter = server ? sqliteBytes(server) : 0;
  const clientSeconds = (clientUsed.user + clientUsed.system) / 1e6;
  const serverSeconds = before && after ? after.cpu - before.cpu : null;
  const perMove = (x: number) => x / Math.max(1, movesInRun);
  const storedMoves = Math.max(1, moves);
  latencies.sort((a, b) => a - b);
  const errors = players.reduce((n, p) => n + p.errors, 0) - setupErrors;
  const frames = players.reduce((n, p) => n + p.stateFrames, 0);
  return {
    mode,
    target: server?.name ?? 'room',
    rooms: tables.length,
    moves,
    movesPerSec: Math.round(moves / elapsed),
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
    max: round(latencies.at(-1) ?? 0),
    clientDelayP99: round(delay.percentile(99) / 1e6),
    clientDelayMax: round(delay.max / 1e6),
    errors,
    errorCodes: { ...errorCodes },
    clientCpu: round(clientSeconds / elapsed),
    serverCpu: serverSeconds === null ? null : round(serverSeconds / elapsed),
    clientUsPerMove: Math.round(perMove(clientSeconds * 1e6)),
    cpuPerMoveUs: serverSeconds === null ? null : Math.round(perMove(serverSeconds * 1e6)),
    cpuSplitUs:
      before && after
        ? Object.fromEntries(
            Object.entries(after.split)
              .map(
                ([key, seconds]) =>
                  [key, Math.round(perMove((seconds - (before.split[key] ?? 0)) * 1e6))] as const,
              )
              .filter(([, us]) => us > 0),
          )
        : null,
    sleepsPerMove:
      before && after
        ? Object.fromEntries(
            Object.entries(after.sleeps)
              .map(([key, n]) => [key, round(perMove(n - (before.sleeps[key] ?? 0)))] as const)
              .filter(([, n]) => n > 0.01),
          )
        : null,
    // Storage is read a second after the run: every move made by then (`moves`) is in it.
    rowsPerMove:
      rowsBefore === null || rowsAfter === null ? null : round((rowsAfter - rowsBefore) / storedMoves),
    bytesWrittenPerMove: before && after ? Math.round(perMove(after.written - before.written)) : null,
    sqliteBytesPerMove: server ? Math.round((filesAfter - filesBefore) / storedMoves) : null,
    stateFrameBytes: Math.round(players.reduce((n, p) => n + p.stateBytes, 0) / Math.max(1, frames)),
  };
}
