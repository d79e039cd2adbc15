import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * `--runtime workerd` (bench/server.ts): the Worker as `wrangler deploy` builds it, run directly
 * on the `workerd` binary of node_modules with a generated config — no `wrangler dev`, so neither
 * wrangler's dev proxy (a second workerd process every frame crosses) nor Miniflare's entry Worker
 * nor an inspector, none of which production has. Same compatibility date and flags, the same
 * SQLite storage on disk (`localDisk`, the folder layout `sqliteBytes` reads), rate limits from
 * Miniflare's own module (the same counting as under `wrangler dev`).
 */

/** The workerd binary wrangler runs (the `workerd` package's `bin/workerd` is the executable). */
export const WORKERD = resolve('node_modules/workerd/bin/workerd');

/** Miniflare's rate-limit binding module, embedded as an internal extension module. */
const RATELIMIT_SOURCE = resolve('node_modules/miniflare/dist/src/workers/ratelimit/ratelimit.worker.js');
const RATELIMIT_MODULE = 'cloudflare-internal:service-ratelimit:module';

/** What a target's config declares: its wrangler config, entry, Durable Object classes and vars. */
interface Target {
  readonly worker: string;
  readonly toml: string;
  readonly entry: string;
  /** Binding name → class name. */
  readonly objects: Record<string, string>;
  readonly limits: Record<string, { limit: number; period: number }>;
  readonly assets: boolean;
}

const TARGETS: Record<'room' | 'floor', Target> = {
  room: {
    worker: 'trio-online',
    toml: 'wrangler.toml',
    entry: 'bench/floor/metered-room.ts',
    objects: { ROOMS: 'GameRoom', MATCHMAKER: 'Matchmaker', DIRECTORY: 'Directory' },
    limits: {
      CREATE_LIMIT: { limit: 60, period: 60 },
      MATCH_LIMIT: { limit: 30, period: 60 },
      CLIENT_ERROR_LIMIT: { limit: 10, period: 60 },
    },
    assets: true,
  },
  floor: {
    worker: 'trio-floor',
    toml: 'bench/floor/wrangler.toml',
    entry: 'bench/floor/index.ts',
    objects: { FLOOR: 'FloorRoom' },
    limits: {},
    assets: false,
  },
};

const quote = (s: string) => JSON.stringify(s);

/** `wrangler deploy --dry-run`: the bundle production would get, written into `dir`. */
function build(target: Target, dir: string): void {
  execFileSync(
    'npx',
    ['wrangler', 'deploy', '--dry-run', '--env', '', '--outdir', dir, '-c', target.toml, target.entry],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    },
  );
}

/** A wrangler.toml's `compatibility_date` and `compatibility_flags`, as workerd wants them. */
function compatibilityOf(toml: string): { date: string; flags: string[] } {
  const text = readFileSync(toml, 'utf8');
  const date = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(text)?.[1];
  const flags = /^compatibility_flags\s*=\s*\[([^\]]*)\]/m.exec(text)?.[1] ?? '';
  if (!date) throw new Error(`${toml} has no compatibility_date`);
  return { date, flags: [...flags.matchAll(/"([^"]+)"/g)].map((m) => m[1]!) };
}

/**
 * Builds `name`'s Worker into `dir` unless it is there already (`wrangler deploy --dry-run`: the
 * bundle production gets) and writes `dir/config.capnp` serving it on 127.0.0.1:`port` with its Durable Objects stored under
 * `persist/v3/do` (as Miniflare lays them out). `vars` become text bindings. Resolves the config's
 * path; throws when the build fails.
 */
export function workerdConfig(
  name: 'room' | 'floor',
  dir: string,
  persist: string,
  port: number,
  vars: Record<string, string>,
): string {
  const target = TARGETS[name];
  const bundle = `${target.entry.replace(/^.*\//, '').replace(/\.ts$/, '')}.js`;
  if (!existsSync(join(dir, bundle))) build(target, dir);
  // capnp reads an absolute `embed` path from its import path: embeds are relative to the config.
  copyFileSync(RATELIMIT_SOURCE, join(dir, 'ratelimit.js'));
  const storage = join(persist, 'v3', 'do');
  mkdirSync(storage, { recursive: true });
  const { date, flags } = compatibilityOf(target.toml);
  const bindings = [
    ...Object.entries(target.objects).map(
      ([b, c]) => `(name = ${quote(b)}, durableObjectNamespace = ${quote(c)})`,
    ),
    ...Object.entries(target.limits).map(
      ([b, { limit, period }]) =>
        `(name = ${quote(b)}, wrapped = (moduleName = ${quote(RATELIMIT_MODULE)}, innerBindings = [` +
        `(name = "namespaceId", json = ${quote(JSON.stringify(b))}), (name = "limit", json = "${limit}"), ` +
        `(name = "period", json = "${period}")]))`,
    ),
    ...(target.assets ? ['(name = "ASSETS", service = "assets")'] : []),
    ...Object.entries(vars).map(([b, v]) => `(name = ${quote(b)}, text = ${quote(v)})`),
  ];
  const namespaces = Object.values(target.objects).map(
    (c) => `(className = ${quote(c)}, uniqueKey = ${quote(`${target.worker}-${c}`)}, enableSql = true)`,
  );
  const config = `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "main", worker = .main),
    (name = "do-disk", disk = (path = ${quote(storage)}, writable = true)),
    (name = "assets", worker = .assets),
  ],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
  extensions = [(modules = [(name = ${quote(RATELIMIT_MODULE)}, esModule = embed "ratelimit.js", internal = true)])],
);
const main :Workerd.Worker = (
  compatibilityDate = ${quote(date)},
  compatibilityFlags = [${flags.map(quote).join(', ')}],
  modules = [(name = ${quote(bundle)}, esModule = embed ${quote(bundle)})],
  durableObjectNamespaces = [${namespaces.join(', ')}],
  durableObjectStorage = (localDisk = "do-disk"),
  bindings = [${bindings.join(', ')}],
);
# The bench loads no page: the assets binding answers 404 to anything.
const assets :Workerd.Worker = (
  compatibilityDate = ${quote(date)},
  modules = [(name = "assets.js", esModule = "export default { fetch() { return new Response('', { status: 404 }); } };")],
);
`;
  const path = join(dir, 'config.capnp');
  writeFileSync(path, config);
  return path;
}
