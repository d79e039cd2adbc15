import { exports } from 'cloudflare:workers';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createRoom, ORIGIN } from './client';

/** oEmbed 1.0 (oembed.com, section 2.3.4): a `rich` answer with iframe HTML and its size. */
const OEmbedSchema = v.strictObject({
  version: v.literal('1.0'),
  type: v.literal('rich'),
  provider_name: v.string(),
  provider_url: v.pipe(v.string(), v.url()),
  title: v.string(),
  html: v.string(),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  cache_age: v.pipe(v.number(), v.integer()),
});

const oembed = (query: Record<string, string>) =>
  exports.default.fetch(`${ORIGIN}/api/oembed?${new URLSearchParams(query)}`);

describe('GET /api/oembed', () => {
  it('answers a room link with an iframe of the embed, sized within maxwidth and maxheight', async () => {
    const id = await createRoom({ players: 4, mode: 'spicy', teams: false, log: 'classic' });
    const response = await oembed({
      url: `${ORIGIN}/g/${id}`,
      maxwidth: '500',
      maxheight: '450',
      format: 'json',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = v.parse(OEmbedSchema, await response.json());
    expect(body.provider_url).toBe(`${ORIGIN}/`);
    expect(body.title).toBe('Trio — spicy, 4 players, 4 seats free');
    expect(body.width).toBe(500);
    expect(body.height).toBe(450);
    expect(body.html).toMatch(
      new RegExp(`^<iframe src="${ORIGIN}/embed/${id}\\?max-height=450" width="500" height="450" `),
    );
    expect(body.html).toMatch(/<\/iframe>$/);
  });

  it('accepts an embed link too, and uses its default size without max sizes', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'open' });
    const body = v.parse(OEmbedSchema, await (await oembed({ url: `${ORIGIN}/embed/${id}` })).json());
    expect(body.width).toBe(640);
    expect(body.height).toBe(600);
    expect(body.html).toContain(`src="${ORIGIN}/embed/${id}?max-height=600"`);
  });

  it('answers 404 for a room that does not exist', async () => {
    const response = await oembed({ url: `${ORIGIN}/g/zzzzzzzzzzzz` });
    expect(response.status).toBe(404);
    expect((await response.json<{ error: { code: string } }>()).error.code).toBe('room/not_found');
  });

  it.each([
    ['no url', {}],
    ['a url on another host', { url: 'https://elsewhere.example/g/zzzzzzzzzzzz' }],
    ['a malformed url', { url: 'not a url' }],
    ['a page that is not a room', { url: `${ORIGIN}/about` }],
    ['a room id with bad characters', { url: `${ORIGIN}/g/<script>` }],
    ['a maxwidth that is not a number', { url: `${ORIGIN}/g/zzzzzzzzzzzz`, maxwidth: 'wide' }],
  ])('refuses %s with 400', async (_name, query) => {
    const response = await oembed(query);
    expect(response.status).toBe(400);
    expect((await response.json<{ error: { code: string } }>()).error.code).toBe('http/bad_request');
  });

  it('answers 501 http/not_implemented for format=xml', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'open' });
    const response = await oembed({ url: `${ORIGIN}/g/${id}`, format: 'xml' });
    expect(response.status).toBe(501);
    expect((await response.json<{ error: { code: string } }>()).error.code).toBe('http/not_implemented');
  });

  it('stays within maxwidth and maxheight, clamped to a least size and to its default, never refused', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'open' });
    const sizes = [0, 1, 100, 279, 280, 319, 320, 359, 360, 599, 600, 639, 640, 641, 99999, 100000, 10 ** 12];
    for (const max of sizes) {
      const res = await oembed({ url: `${ORIGIN}/g/${id}`, maxwidth: String(max), maxheight: String(max) });
      expect(res.status).toBe(200);
      const body = v.parse(OEmbedSchema, await res.json());
      expect(body.width).toBe(Math.max(280, Math.min(max, 640)));
      expect(body.height).toBe(Math.max(320, Math.min(max, 600)));
      expect(body.html).toContain(`width="${body.width}" height="${body.height}"`);
    }
    for (const bad of ['-5', '12.5', '400px', '1e3'])
      expect((await oembed({ url: `${ORIGIN}/g/${id}`, maxheight: bad })).status).toBe(400);
  });

  it('tells the frame its height, so the table fits it (the loader’s max-height)', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'open' });
    const small = v.parse(
      OEmbedSchema,
      await (await oembed({ url: `${ORIGIN}/g/${id}`, maxwidth: '360', maxheight: '400' })).json(),
    );
    expect(small.html).toContain(`src="${ORIGIN}/embed/${id}?max-height=400" width="360" height="400"`);
    const plain = v.parse(OEmbedSchema, await (await oembed({ url: `${ORIGIN}/g/${id}` })).json());
    expect(plain.html).toContain(`src="${ORIGIN}/embed/${id}?max-height=600" width="640" height="600"`);
    const tiny = v.parse(
      OEmbedSchema,
      await (await oembed({ url: `${ORIGIN}/g/${id}`, maxheight: '1' })).json(),
    );
    expect(tiny.html).toContain('?max-height=320"');
  });

  it('may be called from any site in a browser (CORS) and cached as long as cache_age says', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'open' });
    const headers = { origin: 'https://editor.example' };
    const ok = await exports.default.fetch(
      `${ORIGIN}/api/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${id}`)}`,
      {
        headers,
      },
    );
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    const body = v.parse(OEmbedSchema, await ok.json());
    expect(ok.headers.get('cache-control')).toBe(`public, max-age=${body.cache_age}`);
    // Errors too: the editor can read why.
    for (const query of [
      'url=nope',
      `url=${encodeURIComponent(`${ORIGIN}/g/zzzzzzzzzzzz`)}`,
      'url=x&format=xml',
    ]) {
      const refused = await exports.default.fetch(`${ORIGIN}/api/oembed?${query}`, { headers });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    }
    const preflight = await exports.default.fetch(`${ORIGIN}/api/oembed`, {
      method: 'OPTIONS',
      headers: { ...headers, 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });
});
