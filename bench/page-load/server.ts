import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One `wrangler dev` for a bench run, on free ports, from a snapshot of the sources in a temporary
 * folder (as test/e2e/server.ts does: an edit or a rebuild in the checkout cannot reload the
 * Worker mid-run), with its own storage.
 */

export const ROOT = resolve(import.meta.dirname, '../..');

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => done(port));
    });
  });
}

/** `vite build` into dist/client (the bench measures what `npm run build` ships). */
export function build(): void {
  const run = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.status !== 0) throw new Error('vite build failed');
}

export interface DevServer {
  port: number;
  base: string;
  /** The snapshot's built client (dist/client), to read the files the browser fetched. */
  client: string;
  /** wrangler's last few thousand characters of error output, for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `wrangler dev` (with `vars`) and resolves once `/api/health` answers (60 s at most). */
export async function startDev(vars: Record<string, string> = {}): Promise<DevServer> {
  const dir = mkdtempSync(join(tmpdir(), 'trio-page-load-'));
  for (const path of ['wrangler.toml', 'package.json', 'tsconfig.json', 'worker', 'shared', 'dist/client'])
    cpSync(join(ROOT, path), join(dir, path), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const port = await freePort();
  const inspector = await freePort();
  const args = ['dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector)];
  args.push('--persist-to', join(dir, '.state'), '--log-level', 'warn');
  for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`);
  const child = spawn(join(ROOT, 'node_modules/.bin/wrangler'), args, {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
  let output = '';
  child.on('exit', (code) => {
    if (!stopping) console.error(`wrangler dev exited (${code}) during the bench:\n${output}`);
  });
  let stopping = false;
  child.stderr?.on('data', (d: Buffer) => {
    output = (output + d.toString()).slice(-3000);
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    stopping = true;
    await kill(child);
    rmSync(dir, { recursive: true, force: true });
  };
  // An interrupted bench stops its server too (it runs in a process group of its own).
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void stop().finally(() => process.exit(130));
    });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { port, base, client: join(dir, 'dist/client'), output: () => output, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`wrangler dev did not start within 60 s:\n${output}`);
}

/** Stops wrangler and its workerd children (one process group), SIGKILL after 5 s. */
async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const group = -child.pid;
  try {
    process.kill(group, 'SIGTERM');
  } catch {
    return; // Already gone.
  }
  const timer = setTimeout(() => {
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      // Exited between the two signals.
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}
