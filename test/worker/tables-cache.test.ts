import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { ID_ALPHABET, type OpenTable, OpenTablesResponseSchema } from '../../shared/protocol';
import type { Env } from '../../worker/env';
import app from '../../worker/index';
import { forgetMemory } from '../../worker/tables/edge-cache';
import { DIRECTORY_NAMES, SHORT_LIST } from '../../worker/tables/regions';
import { ORIGIN, TestClient } from './client';

/**
 * `GET /api/tables` from the edge (worker/tables/edge-cache.ts) and by region (regions.ts): the
 * Worker is called with directories that count their reads, and the edge cache on. The worker
 * project runs with the cache off (`EDGE_CACHE_MS: '0'`), so every other test reads fresh.
 */

function table(n: number, waitingMs = n * 1000): OpenTable {
  const [a = '', b = ''] = [
    ID_ALPHABET[n % ID_ALPHABET.length],
    ID_ALPHABET[Math.floor(n / ID_ALPHABET.length)],
  ];
  return {
    id: `tabmex${a}${b}zz`,
    mode: 'simple',
    players: 3,
    teams: false,
    seatsFree: 2,
    waitingMs,
  };
}

/** Directories that answer `lists[name]` (empty when absent) and count each read by name. */
function countingDirectories(lists: Record<string, OpenTable[]>) {
  const reads: string[] = [];
  const namespace = {
    idFromName: (name: string) => name,
    get: (name: string) => ({
      list: async () => {
        reads.push(name);
        return lists[name] ?? [];
      },
    }),
  };
  return { reads, DIRECTORY: namespace as unknown as Env['DIRECTORY'] };
}

/** One request at location `host` (each test its own: the Cache API is keyed by the Worker's host). */
async function get(host: string, testEnv: Env, continent?: string) {
  const init = continent === undefined ? {} : { cf: { continent } };
  const request = new Request(`https://${host}/api/tables`, init);
  const res = await app.fetch(request, testEnv, createExecutionContext());
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const tables = v.parse(OpenTablesResponseSchema, await res.json()).tables;
  return { cache: res.headers.get('X-Trio-Cache'), ids: tables.map((t) => t.id) };
}

const full = Array.from({ length: SHORT_LIST + 1 }, (_, i) => table(i + 1));

beforeEach(() => forgetMemory());

describe('GET /api/tables from the edge', () => {
  it('reads the directory once for a crowd of home pages at one location: one miss, then hits', async () => {
    const { reads, DIRECTORY } = countingDirectories({ 'tables.EU': full });
    const testEnv = { ...env, DIRECTORY, EDGE_CACHE_MS: '60000' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => get('crowd.test', testEnv, 'EU')));
    const later = await get('crowd.test', testEnv, 'EU');
    expect(reads).toEqual(['tables.EU']);
    expect(answers.filter((a) => a.cache === 'miss')).toHaveLength(1);
    expect(later.cache).toBe('hit');
    for (const a of [...answers, later]) expect(a.ids).toEqual(full.map((t) => t.id));
  });

  it("shares the copy with the location's other isolates through the Cache API", async () => {
    const { reads, DIRECTORY } = countingDirectories({ 'tables.EU': full });
    const testEnv = { ...env, DIRECTORY, EDGE_CACHE_MS: '60000' };
    expect((await get('shared.test', testEnv, 'EU')).cache).toBe('miss');
    forgetMemory(); // another isolate: nothing in memory
    expect(await get('shared.test', testEnv, 'EU')).toEqual({ cache: 'hit', ids: full.map((t) => t.id) });
    expect(reads).toEqual(['tables.EU']);
  });

  it('serves a list no older than its time to live: a change shows once it has passed', async () => {
    const lists = { 'tables.EU': [...full] };
    const { reads, DIRECTORY } = countingDirectories(lists);
    const long = { ...env, DIRECTORY, EDGE_CACHE_MS: '60000' };
    await get('ttl-long.test', long, 'EU');
    lists['tables.EU'] = full.slice(1); // the newest table filled: it leaves the list
    expect((await get('ttl-long.test', long, 'EU')).ids).toContain(full[0]?.id);

    const short = { ...env, DIRECTORY, EDGE_CACHE_MS: '1' };
    await get('ttl-short.test', short, 'EU');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const after = await get('ttl-short.test', short, 'EU');
    expect(after.cache).toBe('miss');
    expect(after.ids).not.toContain(full[0]?.id);
    expect(reads.length).toBe(3);
  });

  it('with the cache off (EDGE_CACHE_MS 0) reads every time', async () => {
    const { reads, DIRECTORY } = countingDirectories({ 'tables.EU': full });
    const testEnv = { ...env, DIRECTORY, EDGE_CACHE_MS: '0' };
    expect((await get('off.test', testEnv, 'EU')).cache).toBe('miss');
    expect((await get('off.test', testEnv, 'EU')).cache).toBe('miss');
    expect(reads).toEqual(['tables.EU', 'tables.EU']);
  });
});

describe('GET /api/tables by region', () => {
  it("reads only the caller's continent when its list is long enough", async () => {
    const { reads, DIRECTORY } = countingDirectories({ 'tables.EU': full, 'tables.NA': [table(99)] });
    const { ids } = await get('region-long.test', { ...env, DIRECTORY, EDGE_CACHE_MS: '0' }, 'EU');
    expect(reads).toEqual(['tables.EU']);
    expect(ids).toEqual(full.map((t) => t.id));
  });

  it("adds the world's tables after its own when its list is short, newest first, each once", async () => {
    const own = [table(1, 5000)];
    const { reads, DIRECTORY } = countingDirectories({
      'tables.AF': own,
      'tables.EU': [table(2, 9000), table(3, 1000)],
      tables: [table(4, 3000), table(1, 5000)],
    });
    const { ids } = await get('region-short.test', { ...env, DIRECTORY, EDGE_CACHE_MS: '0' }, 'AF');
    expect([...reads].sort()).toEqual([...DIRECTORY_NAMES].sort());
    expect(ids).toEqual([table(1).id, table(3).id, table(4).id, table(2).id]);
  });

  it('a caller of no known continent reads the world directory first', async () => {
    const { reads, DIRECTORY } = countingDirectories({ tables: full });
    await get('region-none.test', { ...env, DIRECTORY, EDGE_CACHE_MS: '0' });
    expect(reads).toEqual(['tables']);
  });
});

describe('a room reports to the directory of the continent it was created from', () => {
  async function createFrom(continent: string): Promise<string> {
    const request = new Request(`${ORIGIN}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ players: 3, mode: 'simple', teams: false, log: 'classic', open: true }),
      cf: { continent },
    });
    const res = await app.fetch(request, env, createExecutionContext());
    expect(res.status).toBe(201);
    return v.parse(v.object({ id: v.string() }), await res.json()).id;
  }

  const listed = async (name: string) =>
    (await env.DIRECTORY.get(env.DIRECTORY.idFromName(name)).list()).map((t) => t.id);

  it('a room made from Oceania is listed in tables.OC, not in the world list, and leaves it when it fills', async () => {
    const id = await createFrom('OC');
    const host = await TestClient.join(id, 'Host');
    host.client.send({ type: 'sit', seat: 0 });
    await host.client.next('room', (m) => m.seats[0]?.player === host.welcome.player);
    expect(await listed('tables.OC')).toContain(id);
    expect(await listed('tables')).not.toContain(id);
    // Every other seat goes to a computer: the table is full and leaves its continent's list.
    for (const seat of [1, 2]) {
      host.client.send({ type: 'add_bot', seat, level: 'normal' });
      await host.client.next('room', (m) => m.seats[seat]?.bot === 'normal');
    }
    host.client.send({ type: 'sit', seat: 1.5 });
    await host.client.next('error', (m) => m.code === 'protocol/invalid_message');
    expect(await listed('tables.OC')).not.toContain(id);
    host.client.close();
  });
});
