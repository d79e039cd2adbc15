import * as v from 'valibot';
import { type OpenTable, OpenTableSchema } from '../../shared/protocol';

/**
 * The open tables from the edge: one directory's list is read about once in 2 s per Cloudflare
 * location, however many home pages ask. Two tiers, both keyed by the directory's
 * name: the isolate's memory (works everywhere, `*.workers.dev` included, where the Cache API
 * does nothing) and the location's Cache API (`caches.default`: shared by every isolate there).
 * Concurrent misses in one isolate share one read. Each copy carries when it was read, and is
 * used only while younger than the time to live, so no list is older than `ttlMs` plus one
 * read's round trip.
 */

/** How long a list read from a directory is served (ms) when `EDGE_CACHE_MS` is unset. */
export const TABLES_CACHE_MS = 2_000;

/** The response header that says whether a list came from a cache: `hit` or `miss`. */
export const CACHE_HEADER = 'X-Trio-Cache';

/** When a cached copy was read from its directory (ms since epoch), as a header of the copy. */
const READ_AT = 'x-trio-read-at';

/** One directory's list as read, and when. */
export interface CachedList {
  tables: OpenTable[];
  readAt: number;
}

/** What the cache runs on: the clock, the location's cache (null: none), a key's URL. */
export interface EdgeCachePorts {
  now(): number;
  /** `caches.default` in a Worker; null where there is none. */
  cache: Cache | null;
  /** The Cache API key for `name`: a URL on the Worker's own host. */
  keyUrl(name: string): string;
}

const memory = new Map<string, CachedList>();
const reading = new Map<string, Promise<CachedList>>();

/** Forgets what this isolate keeps (tests start each case from nothing). */
export function forgetMemory(): void {
  memory.clear();
  reading.clear();
}

/** The time to live (ms) from the `EDGE_CACHE_MS` binding: a whole number ≥ 0, else 2 s. */
export function cacheTtl(setting: string | undefined): number {
  const ms = setting === undefined ? Number.NaN : Number(setting);
  return Number.isInteger(ms) && ms >= 0 ? ms : TABLES_CACHE_MS;
}

/** A directory's list as the location's cache keeps it: its tables, before the route adds their `url`. */
const DirectoryListSchema = v.object({ tables: v.array(OpenTableSchema) });

async function fromLocation(ports: EdgeCachePorts, name: string, ttlMs: number): Promise<CachedList | null> {
  if (!ports.cache) return null;
  const copy = await ports.cache.match(ports.keyUrl(name));
  const readAt = Number(copy?.headers.get(READ_AT));
  if (!copy || !Number.isFinite(readAt) || ports.now() - readAt >= ttlMs) return null;
  const parsed = v.safeParse(DirectoryListSchema, await copy.json());
  return parsed.success ? { tables: parsed.output.tables, readAt } : null;
}

async function toLocation(
  ports: EdgeCachePorts,
  name: string,
  list: CachedList,
  ttlMs: number,
): Promise<void> {
  if (!ports.cache) return;
  const copy = Response.json(
    { tables: list.tables },
    {
      headers: {
        'cache-control': `public, max-age=${Math.max(1, Math.ceil(ttlMs / 1000))}`,
        [READ_AT]: String(list.readAt),
      },
    },
  );
  await ports.cache.put(ports.keyUrl(name), copy);
}

/**
 * Directory `name`'s list: from this isolate's memory or the location's cache while younger than
 * `ttlMs` (`hit`), else read with `read` and kept in both (`miss`). `ttlMs` 0: always read.
 */
export async function cachedTables(
  ports: EdgeCachePorts,
  name: string,
  ttlMs: number,
  read: () => Promise<OpenTable[]>,
): Promise<{ list: CachedList; hit: boolean }> {
  if (ttlMs === 0) return { list: { tables: await read(), readAt: ports.now() }, hit: false };
  const kept = memory.get(name);
  if (kept && ports.now() - kept.readAt < ttlMs) return { list: kept, hit: true };
  const pending = reading.get(name);
  if (pending) return { list: await pending, hit: true };
  let hit = true;
  const load = (async () => {
    const cached = await fromLocation(ports, name, ttlMs);
    if (cached) return cached;
    hit = false;
    const list = { tables: await read(), readAt: ports.now() };
    await toLocation(ports, name, list, ttlMs);
    return list;
  })();
  reading.set(name, load);
  try {
    const list = await load;
    memory.set(name, list);
    return { list, hit };
  } finally {
    reading.delete(name);
  }
}
