import { Hono } from 'hono';
import type { OpenTablesResponse } from '../../shared/protocol';
import type { Env } from '../env';
import { continentOf } from '../net/continents';
import { CACHE_HEADER, cachedTables, cacheTtl, type EdgeCachePorts } from './edge-cache';
import { DIRECTORY_NAMES, directoryName, directoryStub, mergeLists, SHORT_LIST } from './regions';

/** `/api/tables`: the open tables, read from the edge (edge-cache.ts), by region (regions.ts). */
export const tables = new Hono<{ Bindings: Env }>();

/** The location's cache (`caches.default`), or null where the runtime has none. */
function locationCache(): Cache | null {
  const storage: unknown = Reflect.get(globalThis, 'caches');
  if (typeof storage !== 'object' || storage === null || !('default' in storage)) return null;
  return storage.default as Cache;
}

/**
 * `GET /api/tables`: the open tables (`OpenTablesResponse`), newest first: the caller's continent's
 * (`request.cf.continent`; the world's when unknown), and when fewer than `SHORT_LIST`, every
 * other directory's after them (`mergeLists`). Each directory's list is as it was at most
 * `EDGE_CACHE_MS` (2 s) ago; `X-Trio-Cache: hit` when no directory was read for this answer,
 * `miss` when one was. The browser does not keep it (`no-store`).
 */
tables.get('/', async (c) => {
  const { env } = c;
  const ttl = cacheTtl(env.EDGE_CACHE_MS);
  const ports: EdgeCachePorts = {
    now: () => Date.now(),
    cache: locationCache(),
    keyUrl: (name) => new URL(`/api/tables/cache/${encodeURIComponent(name)}`, c.req.url).href,
  };
  const read = (name: string) => cachedTables(ports, name, ttl, () => directoryStub(env, name).list());
  const home = directoryName(continentOf(c.req.raw.cf));
  const own = await read(home);
  let shown = own.list.tables;
  let hit = own.hit;
  if (shown.length < SHORT_LIST) {
    const others = await Promise.all(DIRECTORY_NAMES.filter((n) => n !== home).map(read));
    shown = mergeLists(
      shown,
      others.map((o) => o.list.tables),
    );
    hit = hit && others.every((o) => o.hit);
  }
  c.header('cache-control', 'no-store');
  c.header(CACHE_HEADER, hit ? 'hit' : 'miss');
  // Each with its room page's `url` on this host (as `POST /api/games` and `matched` give one).
  const listed = shown.map((t) => ({ ...t, url: new URL(`/g/${t.id}`, c.req.url).href }));
  return c.json({ tables: listed } satisfies OpenTablesResponse);
});
