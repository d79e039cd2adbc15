import { runInDurableObject } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createRoom, ORIGIN, roomStub } from './client';

const post = (body: string) =>
  exports.default.fetch(`${ORIGIN}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

/** What a room's storage holds: nothing at all for a room that was never created. */
async function written(id: string) {
  return runInDurableObject(roomStub(id), async (_room, state) => ({
    tables: state.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table'").toArray().length,
    keys: (await state.storage.list()).size,
    alarm: await state.storage.getAlarm(),
  }));
}

describe('POST /api/games', () => {
  it('creates a room and answers 201 with its id and link', async () => {
    const response = await post(JSON.stringify({ players: 3, mode: 'simple', teams: false, log: 'classic' }));
    expect(response.status).toBe(201);
    const body = await response.json<{ id: string; url: string }>();
    expect(body.id).toMatch(/^[23456789abcdefghjkmnpqrstuvwxyz]{12}$/);
    expect(body.url).toBe(`${ORIGIN}/g/${body.id}`);
  });

  it.each([
    ['not JSON', '{'],
    ['missing fields', '{}'],
    ['teams with 3 players', JSON.stringify({ players: 3, mode: 'simple', teams: true, log: 'open' })],
    ['an unknown mode', JSON.stringify({ players: 4, mode: 'hot', teams: false, log: 'open' })],
    ['players as a string', JSON.stringify({ players: '4', mode: 'simple', teams: false, log: 'open' })],
  ])('refuses %s with 400 http/bad_request', async (_name, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const json = await response.json<{ error: { code: string; message: string } }>();
    expect(json.error.code).toBe('http/bad_request');
    expect(json.error.message.length).toBeGreaterThan(0);
  });
});

describe('POST /api/games from a form on another site', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['no content type', null],
  ])('refuses %s with 415 http/unsupported_media_type and creates nothing', async (_name, type) => {
    const body = JSON.stringify({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    const response = await exports.default.fetch(`${ORIGIN}/api/games`, {
      method: 'POST',
      headers: type === null ? {} : { 'content-type': type },
      body: type === null ? new Blob([body]).stream() : body,
      ...(type === null ? { duplex: 'half' } : {}),
    });
    expect(response.status).toBe(415);
    const json = await response.json<{ error: { code: string }; id?: string }>();
    expect(json.error.code).toBe('http/unsupported_media_type');
    expect(json.id).toBeUndefined();
  });

  it('accepts application/json with a charset', async () => {
    const response = await exports.default.fetch(`${ORIGIN}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
      body: JSON.stringify({ players: 3, mode: 'simple', teams: false, log: 'classic' }),
    });
    expect(response.status).toBe(201);
  });
});

describe('GET /api/games/:id', () => {
  it('returns the public summary of a room', async () => {
    const id = await createRoom({ players: 4, mode: 'spicy', teams: true, log: 'open' });
    const response = await exports.default.fetch(`${ORIGIN}/api/games/${id}`);
    expect(response.status).toBe(200);
    const body = await response.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      id,
      status: 'lobby',
      config: { players: 4, mode: 'spicy', teams: true, log: 'open' },
    });
    expect(body.seats).toHaveLength(4);
  });

  it('answers 404 for an unknown room and writes nothing to its storage', async () => {
    const response = await exports.default.fetch(`${ORIGIN}/api/games/zzzzzzzzzzzz`);
    expect(response.status).toBe(404);
    expect((await response.json<{ error: { code: string } }>()).error.code).toBe('room/not_found');
    const ws = await exports.default.fetch(`${ORIGIN}/api/games/zzzzzzzzzzzz/ws`, {
      headers: { Upgrade: 'websocket' },
    });
    expect(ws.status).toBe(404);
    expect(await written('zzzzzzzzzzzz')).toEqual({ tables: 0, keys: 0, alarm: null });
  });

  it('answers 404 for a malformed id', async () => {
    const response = await exports.default.fetch(`${ORIGIN}/api/games/NOT-AN-ID`);
    expect(response.status).toBe(404);
  });

  it.each([
    ['%', '%'],
    ['%E0%A4%A', '%E0%A4%A'],
    ['%00', '%00'],
    ['qqqqqqqqqqqq%00', 'qqqqqqqqqqqq%00'],
    ['QQQQQQQQQQQQ', 'QQQQQQQQQQQQ'],
    ['..%2f..%2fapi%2fhealth', '..%2f..%2fapi%2fhealth'],
    ['%F0%9F%98%80', '%F0%9F%98%80'],
    ['of 4000 q', 'q'.repeat(4000)],
  ])('answers the odd id %s with a JSON 404, never a 500 or a stack', async (_name, odd) => {
    const response = await exports.default.fetch(`${ORIGIN}/api/games/${odd}`);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: { code: 'room/not_found', message: 'no such room' } });
  });
});

describe('a room that does not exist', () => {
  it('looked up by its page, its embed, its oEmbed card, its summary and its socket, gets nothing written to its storage', async () => {
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
});

describe('GET /api/games/:id/ws', () => {
  it('answers 426 without an upgrade header', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    const response = await exports.default.fetch(`${ORIGIN}/api/games/${id}/ws`);
    expect(response.status).toBe(426);
    expect((await response.json<{ error: { code: string } }>()).error.code).toBe('http/upgrade_required');
  });
});

describe('every response', () => {
  it('carries security headers; pages may be framed only by this origin, /embed/ by anyone', async () => {
    const api = await exports.default.fetch(`${ORIGIN}/api/health`);
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const embed = await exports.default.fetch(`${ORIGIN}/embed/abc`);
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(embed.headers.get('x-frame-options')).toBeNull();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await exports.default.fetch(`${ORIGIN}/api/nope`);
    expect(response.status).toBe(404);
    expect((await response.json<{ error: { code: string } }>()).error.code).toBe('http/not_found');
  });
});

describe('pages', () => {
  const page = (path: string) =>
    exports.default.fetch(`${ORIGIN}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });

  it.each([
    '/nothing-here',
    '/g/',
    '/games/abc',
    '/g/abc/extra',
    '/%5Cevil.com%5Cembed/ABCDEFGHJKMN',
    '/gx/ABCDEFGHJKMN',
  ])('answers the unknown path %s with a 404 page that leads home, not the app', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    // The static page's text, in the reader's language (English without Accept-Language).
    expect(html).toContain('There’s no page here');
    expect(html).toContain('href="/"');
    expect(html).not.toContain('<div id="app">');
    // Its stylesheet is a file of its own: the page's policy allows no inline styles.
    const css = await page('/404.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  // A trailing slash; a room link pasted with the punctuation after it, or typed in capitals.
  it.each([
    ['/g/abcdefghjkmn/', '/g/abcdefghjkmn'],
    ['/embed/new/?players=4', '/embed/new?players=4'],
    ['/g/abcdefghjkmn.', '/g/abcdefghjkmn'],
    ['/g/abcdefghjkmn)', '/g/abcdefghjkmn'],
    ['/g/abcdefghjkmn%20', '/g/abcdefghjkmn'],
    ['/g/ABCDEFGHJKMN', '/g/abcdefghjkmn'],
    ['/embed/abcdefghjkmn,?theme=light', '/embed/abcdefghjkmn?theme=light'],
  ])('sends %s to the page %s', async (path, to) => {
    const response = await page(path);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', ORIGIN).href).toBe(`${ORIGIN}${to}`);
  });

  it.each([
    '/%5Cevil.com%5Cembed/a/',
    '/%5Cevil.com%5Cembed/ABCDEFGHJKMN',
    '/%5C%5Cevil.com/g/abcdefghjkmn/',
    '/xembed/abc/',
    '/gg/a/',
    '/g/%0d%0aSet-Cookie:x=1/',
    '/g/%00/',
    '/g/ABCDEFGHJKMN%0d%0aSet-Cookie:x=1',
  ])('never sends %s to another site, never fails on it, never sets a header from it', async (path) => {
    const response = await page(path);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('set-cookie')).toBeNull();
    const location = response.headers.get('location');
    if (location !== null) {
      expect(location).toMatch(/^\/[^/\\]/);
      expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    }
  });

  it.each(['/', '/g/abcdefghjkmn', '/embed/new', '/g/abc.', '/g/zz'])(
    'answers the page %s with the app',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="app">');
    },
  );
});
