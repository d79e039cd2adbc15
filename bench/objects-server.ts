import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Server, usage } from './load/server-process';

/**
 * The server bench/objects.ts loads: `wrangler dev` on ports the system chooses (never fixed, so
 * two benches never share one), with its vars, and the runtime's CPU it used.
 */

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

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

export interface Started {
  base: string;
  child: ChildProcess;
  persist: string;
}

/** `wrangler dev` on system-chosen ports with `vars`; resolves once it answers (180 s at most). */
export async function start(vars: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const persist = mkdtempSync(join(tmpdir(), 'trio-bench-objects-'));
  const args = ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', String(port)];
  args.push('--inspector-port', String(await freePort()), '--persist-to', persist, '--log-level', 'warn');
  for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`);
  const child = spawn('npx', args, {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    detached: true,
  });
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, persist };
    } catch {
      // Not listening yet: poll again until the deadline.
    }
    await sleep(250);
  }
  await stop({ base, child, persist });
  throw new Error('wrangler dev did not start within 180 s');
}

/** Stops the server's process group and waits (10 s at most) for it to exit. */
export async function stop(server: Started): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  if (server.child.pid !== undefined && server.child.exitCode === null) {
    try {
      process.kill(-server.child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await Promise.race([exited, sleep(10_000)]);
  }
  rmSync(server.persist, { recursive: true, force: true });
}

/**
 * The runtime's CPU seconds so far (workerd's user + system time, without wrangler's dev proxy,
 * which production does not have): the Worker's routing and every object's work together, so a
 * phase's events a CPU-second is a floor on what one object does with a core to itself.
 */
function runtimeCpu(server: Started): number {
  const measured = usage({ name: 'room', runtime: 'wrangler', ...server } satisfies Server);
  if (!measured) return Number.NaN;
  return Object.entries(measured.split)
    .filter(([key]) => key.startsWith('runtime '))
    .reduce((sum, [, s]) => sum + s, 0);
}

/** Runs `phase` and adds the runtime's CPU seconds it took and its events per CPU-second. */
export async function metered<T extends object>(
  server: Started,
  events: (r: T) => number,
  phase: () => Promise<T>,
): Promise<T & { cpuSeconds: number; eventsPerCpuSecond: number }> {
  const before = runtimeCpu(server);
  const wall = performance.now();
  const result = await phase();
  const cpuSeconds = runtimeCpu(server) - before;
  const seconds = (performance.now() - wall) / 1000;
  return {
    ...result,
    cpuSeconds: round(cpuSeconds, 2),
    eventsPerCpuSecond: round((events(result) * seconds) / cpuSeconds),
  };
}
