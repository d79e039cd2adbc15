import { runInDurableObject } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ORIGIN, roomStub } from './client';

/** What a room's storage holds: nothing at all for a room that was never created. */
async function written(id: string) {
  return runInDurableObject(roomStub(id), async (_room, state) => ({
    tables: state.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table'").toArray().length,
    keys: (await state.storage.list()).size,
    alarm: await state.storage.getAlarm(),
  }));
}

describe('looking up a room that does not exist', () => {
  it('by its page, its embed, its oEmbed card, its summary and its socket writes nothing', async () => {
    const id = 'qqqqqqqqqqqq';
    const page = await exports.default.fetch(`${ORIGIN}/g/${id}`);
    expect(await page.text()).not.toContain('og:title');
    const embed = await exports.default.fetch(`${ORIGIN}/embed/${id}`);
    expect(embed.status).toBe(200);
    const card = await exports.default.fetch(
      `${ORIGIN}/api/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${id}`)}`,
    );
    expect(card.status).toBe(404);
    expect((await exports.default.fetch(`${ORIGIN}/api/games/${id}`)).status).toBe(404);
    const ws = await exports.default.fetch(`${ORIGIN}/api/games/${id}/ws`, {
      headers: { Upgrade: 'websocket' },
    });
    expect(ws.status).toBe(404);
    expect(await written(id)).toEqual({ tables: 0, keys: 0, alarm: null });
  });

  it.each([
    '%',
    '%E0%A4%A',
    '%00',
    'qqqqqqqqqqqq%00',
    'QQQQQQQQQQQQ',
    '..%2f..%2fapi%2fhealth',
    '%F0%9F%98%80',
    'q'.repeat(4000),
  ])('with the odd id %s answers a JSON 404, never a 500 or a stack', async (odd) => {
    const response = await exports.default.fetch(`${ORIGIN}/api/games/${odd}`);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: { code: 'room/not_found', message: 'no such room' } });
  });
});
