import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createRoom, ORIGIN, TestClient } from './client';

/**
 * The pages' HTML (worker/http/shells.ts): each page kind its own shell with its first wave's
 * preload hints, the catalog hint of the reader's language only, and a room page that a person's
 * browser gets without the Worker asking the room (docs/load-time.md).
 */

const BROWSER = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

const get = (path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(`${ORIGIN}${path}`, { headers });

/** The languages whose catalog the page hints (`data-lang`), outside boot.ts's templates. */
const hinted = (html: string) =>
  [...html.replace(/<template[\s\S]*?<\/template>/g, '').matchAll(/data-lang="([^"]+)"/g)].map((m) => m[1]);

/** The languages hinted inside boot.ts's templates (a guest's lobby words, a stranger's). */
const early = (html: string) =>
  [...(html.match(/<template[\s\S]*?<\/template>/g) ?? []).join('').matchAll(/data-lang="([^"]+)"/g)].map(
    (m) => m[1],
  );

describe('page shells', () => {
  it("a person's browser gets a room page without its preview: the room is not asked", async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    const { client } = await TestClient.join(id, 'Ana');
    const res = await get(`/g/${id}`, BROWSER);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('server-timing')).toBeNull();
    expect(html).not.toContain('og:title');
    expect(html).not.toContain('Ana');
    // The room shell: the table's code is hinted in the first wave.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/room-[^"]+\.js">/);
    client.ws.close();
  });

  it("a preview fetcher gets the room's tags, and the answer says the room was asked", async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    const res = await get(`/g/${id}`);
    expect(res.headers.get('server-timing')).toBe('room');
    expect(await res.text()).toContain('og:title');
    // The room's words change with the room: nothing to revalidate, and caches keep the two apart.
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('vary')).toContain('Sec-Fetch-Dest');
    const browser = await get(`/g/${id}`, BROWSER);
    expect(browser.headers.get('vary')).toContain('Sec-Fetch-Dest');
  });

  it("hints the catalog of the reader's language only: ?lang=, then the saved cookie, then Accept-Language", async () => {
    const id = 'abcdefghjkmn';
    const japanese = await (await get(`/g/${id}?lang=ja`, BROWSER)).text();
    expect(hinted(japanese)).toEqual(['ja']);
    // The guest's and the stranger's templates keep that language's words only, too.
    expect(early(japanese)).toEqual(['ja', 'ja']);
    expect(hinted(await (await get(`/g/${id}`, { ...BROWSER, cookie: 'a=1; trio_lang=fr' })).text())).toEqual(
      ['fr'],
    );
    const german = await get(`/g/${id}`, { ...BROWSER, 'accept-language': 'de-CH,de;q=0.9' });
    const html = await german.text();
    expect(hinted(html)).toEqual(['de']);
    expect(html).toContain('<html lang="de">');
    // Its bytes depend on the language: its ETag names it, and revalidates in that language only.
    const tag = german.headers.get('etag') ?? '';
    expect(tag).toMatch(/-de"$/);
    expect(german.headers.get('vary')).toContain('Accept-Language');
    const again = await get(`/g/${id}`, { ...BROWSER, 'accept-language': 'de', 'if-none-match': tag });
    expect(again.status).toBe(304);
    const french = await get(`/g/${id}`, { ...BROWSER, 'accept-language': 'fr', 'if-none-match': tag });
    expect(french.status).toBe(200);
    expect(hinted(await french.text())).toEqual(['fr']);
  });

  it('each page kind gets its own first wave', async () => {
    const home = await (await get('/', BROWSER)).text();
    const room = await (await get('/g/abcdefghjkmn', BROWSER)).text();
    const replay = await (await get('/g/abcdefghjkmn/replay/1', BROWSER)).text();
    expect(home).toMatch(/href="\/assets\/Home-[^"]+\.js"/);
    expect(home).not.toMatch(/assets\/room-/);
    expect(room).not.toMatch(/Home-[^"]+\.js/);
    expect(replay).toMatch(/ReplayScreen-[^"]+\.js/);
    expect(replay).not.toMatch(/assets\/room-/);
  });

  it('the shells themselves are not pages', async () => {
    const res = await get('/shells/room', BROWSER);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('modulepreload');
  });
});
