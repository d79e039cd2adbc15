import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../worker/net/client-key';
import { ORIGIN } from './client';
import { inOneWindow } from './limit-window';

/** wrangler.toml's `CREATE_LIMIT`: 60 creations per fixed 60 s window per address. */
const LIMIT = 60;

const create = (address?: string) =>
  exports.default.fetch(`${ORIGIN}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address ? { 'cf-connecting-ip': address } : {}) },
    body: JSON.stringify({ players: 3, mode: 'simple', teams: false, log: 'open' }),
  });

// Each test creates 61–62 rooms: more than the default 5 s on a busy machine.
describe('room creation per client address (CREATE_LIMIT)', { timeout: 60_000 }, () => {
  it('creates 60 rooms a minute from one address, then answers 429 http/rate_limited and creates nothing', async () => {
    await inOneWindow(async (round) => {
      const address = `203.0.113.${10 + round}`;
      const statuses = await Promise.all(
        Array.from({ length: LIMIT }, async () => (await create(address)).status),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);

      const refused = await create(address);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      const body = await refused.json<{ error: { code: string; message: string }; id?: string }>();
      expect(body.error.code).toBe('http/rate_limited');
      expect(body.error.message).toMatch(/too many new games/);
      expect(body.id).toBeUndefined();

      // Someone else, and a neighbour in another IPv4 address, are not affected.
      expect((await create(`203.0.113.${20 + round}`)).status).toBe(201);
    });
  });

  it('counts an IPv6 /64 as one creator', async () => {
    await inOneWindow(async (round) => {
      const block = `2001:db8:${round + 1}:42`;
      const statuses = await Promise.all(
        Array.from({ length: LIMIT }, async (_, i) => (await create(`${block}::${i.toString(16)}`)).status),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
      expect((await create(`${block}:ffff:1:2:3`)).status).toBe(429);
      expect((await create(`2001:db8:${round + 1}:43::1`)).status).toBe(201);
    });
  });

  it('reads addresses into creators: IPv4 as is, IPv6 by its first 64 bits', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('2001:DB8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(clientKey('2001:db8:0:0012:ab:cd:ef:1')).toBe('2001:db8:0:12::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('')).toBeNull();
    expect(clientKey(undefined)).toBeNull();
  });
});
