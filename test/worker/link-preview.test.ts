import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PREVIEWS } from '../../shared/i18n/all';
import { createRoom, ORIGIN, TestClient } from './client';

/** Open Graph and Twitter tags on /g/:id, written by the Worker into the page it serves. */

const page = async (path: string, headers: Record<string, string> = {}) =>
  (await exports.default.fetch(`${ORIGIN}${path}`, { headers })).text();

function meta(html: string, key: string): string | undefined {
  return html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];
}

describe('link previews of a room page', () => {
  it('say what game it is, the mode and the seats free, with the image and the canonical url', async () => {
    const id = await createRoom({ players: 4, mode: 'spicy', teams: false, log: 'classic' });
    const { client } = await TestClient.join(id, 'Ana');
    client.send({ type: 'sit', seat: 0 });
    await client.next('room', (r) => r.seats[0]?.name === 'Ana');
    const html = await page(`/g/${id}`);
    expect(html).toContain('<title>Trio — spicy, 4 players, 3 seats free</title>');
    expect(meta(html, 'og:title')).toBe('Trio — spicy, 4 players, 3 seats free');
    expect(meta(html, 'og:description')).toContain('At the table: Ana.');
    // One description: the room's, replacing the generic one of the static page.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(meta(html, 'description')).toContain('At the table: Ana.');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/g/${id}`);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/og.png`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe('Trio — spicy, 4 players, 3 seats free');
    const oembed = `${ORIGIN}/api/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${id}`)}&amp;format=json`;
    expect(html).toContain(`<link rel="alternate" type="application/json+oembed" href="${oembed}"`);
    // Still the app: the shell's script and mount point are untouched.
    expect(html).toContain('<div id="app"></div>');
    client.ws.close();
  });

  it('state the goal the room plays: the Picante house rule, or the official spicy one', async () => {
    const picante = await createRoom({
      players: 3,
      mode: 'spicy',
      teams: false,
      log: 'classic',
      spicyThreeTrios: true,
    });
    expect(meta(await page(`/g/${picante}`), 'og:description')).toContain(PREVIEWS.en.previewGoalSpicyThree);
    const official = await createRoom({ players: 3, mode: 'spicy', teams: false, log: 'classic' });
    expect(meta(await page(`/g/${official}`), 'og:description')).toContain(PREVIEWS.en.previewGoalSpicy);
  });

  it('escape a hostile player name everywhere it appears', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    const hostile = `"><script>x()</script>'`;
    const { client } = await TestClient.join(id, hostile);
    client.send({ type: 'sit', seat: 1 });
    await client.next('room', (r) => r.seats[1]?.name === hostile);
    const html = await page(`/g/${id}`);
    expect(html).not.toContain('<script>x()');
    expect(meta(html, 'og:description')).toContain(
      'At the table: &quot;&gt;&lt;script&gt;x()&lt;/script&gt;&#39;.',
    );
    // The only scripts are the page's own: boot.ts and the entry, both from /assets/.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<script[^>]* src="\/assets\/[^"]+\.js"/g)).toHaveLength(2);
    client.ws.close();
  });

  it('an unknown room gets the plain page (the app says "not found"), not an error', async () => {
    const response = await exports.default.fetch(`${ORIGIN}/g/zzzzzzzzzzzz`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="app"></div>');
    expect(html).not.toContain('og:title');
  });

  it('speak the reader’s language (Accept-Language): French, with the page’s lang and the oEmbed link', async () => {
    const id = await createRoom({ players: 4, mode: 'spicy', teams: false, log: 'classic' });
    const { client } = await TestClient.join(id, 'Ana');
    client.send({ type: 'sit', seat: 0 });
    await client.next('room', (r) => r.seats[0]?.name === 'Ana');
    const res = await exports.default.fetch(`${ORIGIN}/g/${id}`, {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    expect(res.headers.get('vary')).toContain('Accept-Language');
    const html = await res.text();
    expect(html).toMatch(/<html lang="fr"/);
    const title = meta(html, 'og:title') ?? '';
    expect(title).toContain('Picante');
    expect(title).toContain('4');
    expect(title).not.toContain('players');
    expect(meta(html, 'og:description')).toContain('Ana');
    expect(meta(html, 'og:description')).not.toContain('At the table');
    expect(meta(html, 'og:locale')).toBe('fr_FR');
    expect(html).toContain('&amp;lang=fr');
    // The oEmbed card that the page links to says the same, in French.
    const card = await exports.default.fetch(
      `${ORIGIN}/api/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${id}`)}&format=json&lang=fr`,
    );
    expect(((await card.json()) as { title: string }).title).toBe(title.replaceAll('&#39;', "'"));
    // Japanese readers get Japanese; a language we do not speak gets English.
    expect(meta(await page(`/g/${id}`, { 'accept-language': 'ja' }), 'og:title')).not.toContain('spicy');
    expect(meta(await page(`/g/${id}`, { 'accept-language': 'it-IT' }), 'og:title')).toContain('4 players');
    client.ws.close();
  });

  it.each([
    ['en', 'en_US'],
    ['fr', 'fr_FR'],
    ['de', 'de_DE'],
    ['es', 'es_ES'],
    ['pt-BR', 'pt_BR'],
    ['ja', 'ja_JP'],
  ])('name the %s reader’s locale as Open Graph spells it: %s', async (lang, locale) => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    expect(meta(await page(`/g/${id}`, { 'accept-language': lang }), 'og:locale')).toBe(locale);
  });

  it('the page-not-found page speaks the reader’s language too', async () => {
    const res = await exports.default.fetch(`${ORIGIN}/no/such/page`, {
      headers: { 'accept-language': 'de' },
    });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<html lang="de"/);
    expect(html).not.toContain('There’s no page here');
    expect(html).not.toContain("There's no page here");
    const english = await (await exports.default.fetch(`${ORIGIN}/no/such/page`)).text();
    expect(english).toContain('There’s no page here');
  });
});
