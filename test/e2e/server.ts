import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { vi } from 'vitest';
import { DEBUG_DIR, debugLog } from './debug';

/**
 * Runs the real thing for the browser tests: `wrangler dev` on free ports with its own temporary
 * storage, after building the client if the build is missing or older than its sources.
 *
 * wrangler dev reloads the Worker (dropping every socket) whenever a source file changes, and
 * `npm run build` empties dist/client; so the server runs from a snapshot of the sources in a
 * temporary folder, and a rebuild or an edit elsewhere cannot disturb a run in progress.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const READY_WAIT_MS = 90_000;

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

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds dist/client unless it is already newer than web/ and shared/. */
export function buildIfNeeded(): void {
  const index = join(ROOT, 'dist/client/index.html');
  if (existsSync(index)) {
    const built = statSync(index).mtimeMs;
    if (built >= newestMtime(join(ROOT, 'web')) && built >= newestMtime(join(ROOT, 'shared'))) return;
  }
  const run = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('vite build failed');
}

/** Copies what `wrangler dev` reads into a fresh temporary folder (node_modules is linked). */
function snapshot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'trio-e2e-'));
  for (const path of ['wrangler.toml', 'package.json', 'tsconfig.json', 'worker', 'shared', 'dist/client']) {
    cpSync(join(ROOT, path), join(dir, path), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

export interface Server {
  url: string;
  /** The folder wrangler dev serves from (its `dist/client` is the site: a new build can go there). */
  dir: string;
  /** wrangler's last few thousand characters of output (errors at the `warn` level; more with E2E_DEBUG). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `wrangler dev` and resolves once `/api/health` answers. */
export async function startServer(vars: Record<string, string> = {}): Promise<Server> {
  buildIfNeeded();
  const port = await freePort();
  const inspector = await freePort();
  const dir = snapshot();
  const persist = join(dir, '.state');
  const args = ['dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector)];
  args.push('--persist-to', persist, '--log-level', DEBUG_DIR ? 'info' : 'warn');
  for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`);
  const child = spawn(join(ROOT, 'node_modules/.bin/wrangler'), args, {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    debugLog(`wrangler:${port}`, chunk.toString());
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await kill(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
  } catch (err) {
    await stop();
    throw new Error(`wrangler dev did not start: ${String(err)}\n${output}`);
  }
  return { url, dir, output: () => output, stop };
}

/** Resolves once `/api/health` answers (polled until READY_WAIT_MS); fails as soon as wrangler exits. */
async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
  let onExit = () => {};
  const exited = new Promise<never>((_, fail) => {
    onExit = () => fail(new Error(`exited with ${child.exitCode}`));
    child.once('exit', onExit);
  });
  const healthy = vi.waitFor(
    async () => {
      const response = await fetch(`${url}/api/health`);
      if (!response.ok) throw new Error(`/api/health answered ${response.status}`);
    },
    { timeout: READY_WAIT_MS, interval: 250 },
  );
  try {
    await Promise.race([healthy, exited]);
  } finally {
    child.off('exit', onExit);
  }
}

/** Stops wrangler and its workerd children (one process group), politely first. */
async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const group = -child.pid;
  try {
    process.kill(group, 'SIGTERM');
  } catch {
    // Already gone.
    return;
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
