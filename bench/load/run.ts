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

/** A run's CPU, writes and moves over the segments it has played. */
interface Measured {
  moves: number;
  seconds: number;
  clientUs: number;
  serverSeconds: number | null;
  split: Record<string, number>;
  sleeps: Record<string, number>;
  written: number;
  clientDelayP99: number;
  clientDelayMax: number;
}

/**
 * `OPTIONS.rooms` rooms open on one server, three `ws` players each, playing random legal reveals
 * whenever the run plays: paced, one move per room every `OPTIONS.paceMs` (500 ms); closed, one move
 * always in flight per room. `play(seconds)` measures one segment; a run can play several, with
 * other runs' segments between them (`--interleave`), and `result()` sums them.
 */
export class Run {
  private running = false;
  /** Moves whose `state` came back, in segments and in the drains after them. */
  private moves = 0;
  private readonly latencies: number[] = [];
  private readonly kicks: (() => void)[] = [];
  private readonly measured: Measured = {
    moves: 0,
    seconds: 0,
    clientUs: 0,
    serverSeconds: 0,
    split: {},
    sleeps: {},
    written: 0,
    clientDelayP99: 0,
    clientDelayMax: 0,
  };
  private setupErrors = 0;
  /** `moves` when the storage readings began (after `warm`). */
  private storedFrom = 0;
  private rowsBefore: number | null = null;
  private filesBefore = 0;

  private constructor(
    readonly mode: Mode,
    private readonly tables: Player[][],
    private readonly server: Server | null,
  ) {
    for (const table of tables) this.kicks.push(this.drive(table));
  }

  /** Opens and starts the rooms on `server` (or on `base` when it is not ours to measure). */
  static async open(mode: Mode, server: Server | null, base: string): Promise<Run> {
    const tables: Player[][] = [];
    for (let i = 0; i < OPTIONS.rooms; i++) tables.push(await openRoom(base));
    console.error(`bench: ${server?.name ?? 'room'} ${mode}: ${OPTIONS.rooms} rooms open`);
    await sleep(500);
    for (const table of tables) table[0]?.send({ type: 'start' });
    await sleep(1000);
    const run = new Run(mode, tables, server);
    run.setupErrors = run.players().reduce((n, p) => n + p.errors, 0);
    if (run.setupErrors > 0) console.error(`bench: ${run.setupErrors} errors before the run`, errorCodes);
    for (const code of Object.keys(errorCodes)) delete errorCodes[code];
    for (const p of run.players()) {
      p.stateBytes = 0;
      p.stateFrames = 0;
    }
    run.rowsBefore = server ? await rowsWritten(server) : null;
    run.filesBefore = server ? sqliteBytes(server) : 0;
    return run;
  }

  private players(): Player[] {
    return this.tables.flat();
  }

  /** Sets one table's players playing while the run plays; returns what starts it again. */
  private drive(table: Player[]): () => void {
    // Paced: each room's first move at a random point of the first pace, then one every pace,
    // so moves arrive spread out as from real tables, not as 200 simultaneous bursts.
    let last = Date.now() - OPTIONS.paceMs * Math.random();
    let acted = -1;
    let game = 0;
    const act = (p: Player, s: State) => {
      if (!this.running || s.game !== game || s.version <= acted) return;
      acted = s.version;
      const sent = performance.now();
      last = Date.now();
      p.onState = (next) => {
        this.latencies.push(performance.now() - sent);
        this.moves++;
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
      if (!this.running) return;
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
      const wait = this.mode === 'paced' ? Math.max(0, last + OPTIONS.paceMs - Date.now()) : 0;
      const state = p.state;
      if (wait > 0) setTimeout(() => act(p, state), wait);
      else act(p, state);
    };
    for (const p of table) p.onState = step;
    return () => {
      last = Date.now() - OPTIONS.paceMs * Math.random();
      for (const p of table) if (p.state) step(p.state);
    };
  }

  /**
   * Plays for `seconds` and adds what the server and the client spent to the run's figures; then
   * stops sending and waits a second for the moves in flight (not counted: their CPU falls after
   * the segment's reading).
   */
  async play(seconds: number): Promise<void> {
    this.running = true;
    for (const kick of this.kicks) kick();
    const movesBefore = this.moves;
    const started = performance.now();
    const clientCpu = process.cpuUsage();
    const before = this.server ? usage(this.server) : null;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    await sleep(seconds * 1000);
    delay.disable();
    this.running = false;
    const after = this.server ? usage(this.server) : null;
    const clientUsed = process.cpuUsage(clientCpu);
    const m = this.measured;
    m.moves += this.moves - movesBefore;
    m.seconds += (performance.now() - started) / 1000;
    m.clientUs += clientUsed.user + clientUsed.system;
    if (before && after && m.serverSeconds !== null) {
      m.serverSeconds += after.cpu - before.cpu;
      m.written += after.written - before.written;
      for (const [key, s] of Object.entries(after.split))
        m.split[key] = (m.split[key] ?? 0) + s - (before.split[key] ?? 0);
      for (const [key, n] of Object.entries(after.sleeps))
        m.sleeps[key] = (m.sleeps[key] ?? 0) + n - (before.sleeps[key] ?? 0);
    } else m.serverSeconds = null;
    m.clientDelayP99 = Math.max(m.clientDelayP99, delay.percentile(99) / 1e6);
    m.clientDelayMax = Math.max(m.clientDelayMax, delay.max / 1e6);
    await sleep(1000);
  }

  /**
   * Plays for `seconds` unmeasured (the JIT's first tiers, SQLite's first pages), then starts the
   * run's storage readings afresh.
   */
  async warm(seconds: number): Promise<void> {
    const measured = structuredClone(this.measured);
    await this.play(seconds);
    Object.assign(this.measured, measured);
    this.latencies.length = 0;
    this.storedFrom = this.moves;
    if (this.server) {
      this.rowsBefore = await rowsWritten(this.server);
      this.filesBefore = sqliteBytes(this.server);
    }
  }

  /** The run's figures over every segment played (storage read now: call after the last). */
  async result(): Promise<RunResult> {
    const { server, measured: m } = this;
    const rowsAfter = server ? await rowsWritten(server) : null;
    const filesAfter = server ? sqliteBytes(server) : 0;
    const perMove = (x: number) => x / Math.max(1, m.moves);
    const storedMoves = Math.max(1, this.moves - this.storedFrom);
    const latencies = [...this.latencies].sort((a, b) => a - b);
    const players = this.players();
    const errors = players.reduce((n, p) => n + p.errors, 0) - this.setupErrors;
    const frames = players.reduce((n, p) => n + p.stateFrames, 0);
    const measuredServer = server && m.serverSeconds !== null;
    return {
      mode: this.mode,
      target: server?.name ?? 'room',
      rooms: this.tables.length,
      moves: m.moves,
      movesPerSec: Math.round(m.moves / Math.max(1e-9, m.seconds)),
      p50: round(percentile(latencies, 0.5)),
      p95: round(percentile(latencies, 0.95)),
      p99: round(percentile(latencies, 0.99)),
      max: round(latencies.at(-1) ?? 0),
      clientDelayP99: round(m.clientDelayP99),
      clientDelayMax: round(m.clientDelayMax),
      errors,
      errorCodes: { ...errorCodes },
      clientCpu: round(m.clientUs / 1e6 / Math.max(1e-9, m.seconds)),
      serverCpu: m.serverSeconds === null ? null : round(m.serverSeconds / Math.max(1e-9, m.seconds)),
      clientUsPerMove: Math.round(perMove(m.clientUs)),
      cpuPerMoveUs: m.serverSeconds === null ? null : Math.round(perMove(m.serverSeconds * 1e6)),
      cpuSplitUs: measuredServer
        ? Object.fromEntries(
            Object.entries(m.split)
              .map(([key, seconds]) => [key, Math.round(perMove(seconds * 1e6))] as const)
              .filter(([, us]) => us > 0),
          )
        : null,
      sleepsPerMove: measuredServer
        ? Object.fromEntries(
            Object.entries(m.sleeps)
              .map(([key, n]) => [key, round(perMove(n))] as const)
              .filter(([, n]) => n > 0.01),
          )
        : null,
      // Storage is read after the drain: every move made by then (`this.moves`) is in it.
      rowsPerMove:
        this.rowsBefore === null || rowsAfter === null
          ? null
          : round((rowsAfter - this.rowsBefore) / storedMoves),
      bytesWrittenPerMove: measuredServer ? Math.round(perMove(m.written)) : null,
      sqliteBytesPerMove: server ? Math.round((filesAfter - this.filesBefore) / storedMoves) : null,
      stateFrameBytes: Math.round(players.reduce((n, p) => n + p.stateBytes, 0) / Math.max(1, frames)),
    };
  }

  close(): void {
    for (const p of this.players()) p.ws.close(1000);
  }
}

/** One run of `OPTIONS.seconds` on one server: open, play, read, close. */
export async function loadOnce(mode: Mode, server: Server | null, base: string): Promise<RunResult> {
  const run = await Run.open(mode, server, base);
  await run.play(OPTIONS.seconds);
  const result = await run.result();
  run.close();
  return result;
}
