import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createRoom, ORIGIN, TestClient } from './client';

/** Open Graph and Twitter tags on /g/:id, written by the Worker into the page it serves. */

const page = async (path: string) => (await exports.default.fetch(`${ORIGIN}${path}`)).text();

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
    expect(meta(await page(`/g/${picante}`), 'og:description')).toContain(
      'Spicy mode: three trios or two connected trios win.',
    );
    const official = await createRoom({ players: 3, mode: 'spicy', teams: false, log: 'classic' });
    expect(meta(await page(`/g/${official}`), 'og:description')).toContain(
      'Spicy mode: two connected trios win.',
    );
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
    expect(html.match(/<script/g)).toHaveLength(1);
    client.ws.close();
  });

  it('an unknown room gets the plain page (the app says "not found"), not an error', async () => {
    const response = await exports.default.fetch(`${ORIGIN}/g/zzzzzzzzzzzz`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="app"></div>');
    expect(html).not.toContain('og:title');
  });
});
