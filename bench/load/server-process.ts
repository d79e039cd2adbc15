import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How a server runs: under `wrangler dev` (two workerd processes: the runtime and wrangler's dev
 * proxy in front of it) or directly on the `workerd` binary (one process, as in production:
 * bench/load/workerd.ts).
 */
export type Runtime = 'wrangler' | 'workerd';

/**
 * One server under load (bench/server.ts): started in its own process group, so its
 * `workerd` processes can be measured apart from the load client and from another server — CPU
 * (`utime + stime`), bytes written (`wchar`), the Durable Objects' SQLite files, and rows written
 * (`GET /__bench/meter`, bench/floor/meter.ts).
 */
export interface Server {
  readonly name: 'room' | 'floor';
  readonly runtime: Runtime;
  readonly base: string;
  /** Where its storage lives (`--persist-to`). */
  readonly persist: string;
  readonly child: ChildProcess;
}

/** The first free loopback port in [from, to]. */
export function freePort(from: number, to: number): Promise<number> {
  const tryPort = (port: number): Promise<number> =>
    new Promise((resolve, reject) => {
      if (port > to) return reject(new Error('no free port'));
      const server = createServer();
      server.once('error', () => resolve(tryPort(port + 1)));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(port)));
    });
  return tryPort(from);
}

/** Starts `wrangler dev` with `args` (config, entry, vars) on `port`; resolves once it answers. */
export function startServer(
  name: Server['name'],
  port: number,
  persist: string,
  args: string[],
): Promise<Server> {
  const child = spawn(
    'npx',
    ['wrangler', 'dev', ...args, '--ip', '127.0.0.1', '--port', String(port)].concat([
      '--inspector-port',
      String(port + 1000),
      '--persist-to',
      persist,
      '--log-level',
      'warn',
    ]),
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      detached: true,
    },
  );
  return answering({ name, runtime: 'wrangler', base: `http://127.0.0.1:${port}`, persist, child });
}

/**
 * Starts the `workerd` binary on `config` (bench/load/workerd.ts), in its own process group as
 * `wrangler dev` is; resolves once it answers.
 */
export function startWorkerd(
  name: Server['name'],
  port: number,
  persist: string,
  workerd: string,
  config: string,
): Promise<Server> {
  // `--experimental` as Miniflare starts it (compatibility flags without a default-on date).
  const child = spawn(workerd, ['serve', config, '--experimental'], { detached: true });
  // Its console (the Worker's log lines) goes to stderr, apart from the bench's JSON lines.
  child.stdout?.on('data', (d: Buffer) => process.stderr.write(d));
  return answering({ name, runtime: 'workerd', base: `http://127.0.0.1:${port}`, persist, child });
}

/** Resolves `server` once `GET /api/health` answers; stops it and throws after 60 s. */
async function answering(server: Server): Promise<Server> {
  server.child.stderr?.on('data', (d: Buffer) => process.stderr.write(d));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return server;
    } catch {
      // Not listening yet: poll again until the deadline.
    }
    await sleep(250);
  }
  stopServer(server);
  throw new Error(`${server.runtime} (${server.name}) did not start within 60 s`);
}

/**
 * Stops a server's whole process group (wrangler, esbuild, workerd). A bare workerd drains its
 * connections on SIGTERM (and a socket left open would keep it, and the bench, waiting): it is
 * killed, as nothing it holds outlives the run.
 */
export function stopServer(server: Server): void {
  if (server.child.pid === undefined) return;
  try {
    process.kill(-server.child.pid, server.runtime === 'workerd' ? 'SIGKILL' : 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** What the server's `workerd` processes have used so far (Linux /proc; null elsewhere). */
export interface Usage {
  /** CPU seconds, user + system. */
  cpu: number;
  /** Bytes passed to write system calls (`wchar`): SQLite's WAL and files, and the sockets' frames. */
  written: number;
  /**
   * CPU seconds by process, thread and kind: `runtime` (the workerd that runs the Worker and its
   * Durable Objects) or `proxy` (wrangler's dev proxy in front of it, absent in production), the
   * thread's name (`workerd`: the main thread, where the isolate runs), and `user` or `sys`.
   */
  split: Record<string, number>;
  /**
   * Context switches by process and thread (`voluntary_ctxt_switches`: each time the thread went
   * to sleep waiting for work, so about one per wake-up), keyed as `split` without the kind.
   */
  sleeps: Record<string, number>;
}

/**
 * A workerd process's part: the runtime (under `wrangler dev`, the one started with an inspector
 * address; the only one otherwise) or wrangler's proxy.
 */
function role(pid: string, runtime: Runtime): 'runtime' | 'proxy' {
  if (runtime === 'workerd') return 'runtime';
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--inspector-addr') ? 'runtime' : 'proxy';
  } catch {
    return 'proxy';
  }
}

/** Adds each thread of `pid` to `split` (utime and stime, in ticks) and `sleeps`, by thread name. */
function addThreads(
  pid: string,
  part: string,
  split: Record<string, number>,
  sleeps: Record<string, number>,
): void {
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return; // Exited meanwhile.
  }
  for (const tid of tasks) {
    let stat: string;
    let status: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      status = readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8');
    } catch {
      continue;
    }
    const thread = stat
      .slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      .trim()
      .replace(/\s+/g, '-');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    for (const [kind, ticks] of [
      ['user', Number(fields[11])],
      ['sys', Number(fields[12])],
    ] as const) {
      const key = `${part} ${thread} ${kind}`;
      split[key] = (split[key] ?? 0) + ticks / 100;
    }
    const slept = Number(/^voluntary_ctxt_switches:\s+(\d+)$/m.exec(status)?.[1] ?? 0);
    sleeps[`${part} ${thread}`] = (sleeps[`${part} ${thread}`] ?? 0) + slept;
  }
}

export function usage(server: Server): Usage | null {
  const group = server.child.pid;
  if (group === undefined) return null;
  try {
    let ticks = 0;
    let written = 0;
    const split: Record<string, number> = {};
    const sleeps: Record<string, number> = {};
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      let io: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        io = readFileSync(`/proc/${pid}/io`, 'utf8');
      } catch {
        continue; // Exited meanwhile, or not ours to read.
      }
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the name: state, ppid, pgrp, ... utime (14th field overall), stime (15th).
      if (name !== 'workerd' || Number(fields[2]) !== group) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
      written += Number(/^wchar: (\d+)$/m.exec(io)?.[1] ?? 0);
      addThreads(pid, role(pid, server.runtime), split, sleeps);
    }
    return { cpu: ticks / 100, written, split, sleeps };
  } catch {
    return null;
  }
}

/**
 * Bytes in the Durable Objects' SQLite files (database and WAL). A room's WAL only grows while no
 * checkpoint runs (SQLite's default: at 1,000 pages), so over a run of fresh rooms the growth is
 * the pages their commits wrote.
 */
export function sqliteBytes(server: Server): number {
  const dir = join(server.persist, 'v3', 'do');
  let bytes = 0;
  try {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.sqlite') && !file.endsWith('.sqlite-wal')) continue;
      try {
        bytes += statSync(join(dir, file)).size;
      } catch {
        // Removed meanwhile (a deleted room).
      }
    }
  } catch {
    // No object stored yet.
  }
  return bytes;
}

/** Rows written so far by every Durable Object of the server (bench/floor/meter.ts). */
export async function rowsWritten(server: Server): Promise<number | null> {
  try {
    const response = await fetch(`${server.base}/__bench/meter`);
    const body: unknown = await response.json();
    return typeof body === 'object' &&
      body !== null &&
      'rowsWritten' in body &&
      typeof body.rowsWritten === 'number'
      ? body.rowsWritten
      : null;
  } catch {
    return null;
  }
}

/**
 * The `compatibility_date` and `compatibility_flags` lines of a wrangler.toml: the floor must run
 * on the room's, or the comparison measures two runtimes.
 */
export function compatibility(tomlPath: string): string {
  const toml = readFileSync(tomlPath, 'utf8');
  return ['compatibility_date', 'compatibility_flags']
    .map((key) => new RegExp(`^${key}\\s*=\\s*(.+)$`, 'm').exec(toml)?.[1]?.trim() ?? '')
    .join(' ');
}
