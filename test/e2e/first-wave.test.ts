import { describe, expect, it } from 'vitest';
import { hasChromium, newPlayer, PHONE } from './browser';
import { serverAndBrowser } from './setup';

/**
 * A room page opens in as few round trips as it can (docs/load-time.md): the HTML names every
 * script of the table, the room's socket is opened by the page's first script and is the only
 * one, and its first frames (which may come before the page's words) break nothing.
 */
describe.skipIf(!hasChromium)('a seated table reopened from its link', () => {
  const env = serverAndBrowser({ BOT_DELAY_MS: '60000' });

  it('fetches its scripts in one wave, opens one socket to the room, and shows the turn with no page error', async () => {
    const { server, browser } = env();
    // The computers wait (BOT_DELAY_MS): a room whose first turn is the player's stays so for the
    // test. The first seat is drawn, so a few rooms may be tried.
    const { page } = await newPlayer(browser, PHONE);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const scripts: { url: string; at: number }[] = [];
    const sockets: string[] = [];
    let start = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push({ url: r.url(), at: Date.now() - start });
    });
    page.on('websocket', (ws) => sockets.push(ws.url()));
    let id = '';
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${server.url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          players: 3,
          mode: 'simple',
          teams: false,
          log: 'classic',
          name: 'Ann',
          seat: 0,
          bots: [
            { seat: 1, level: 'easy' },
            { seat: 2, level: 'easy' },
          ],
          start: true,
          turnTimer: 'off',
        }),
      });
      const room = (await res.json()) as { id: string; token: string };
      await page.goto(`${server.url}/favicon.svg`);
      await page.evaluate(
        ({ room, token }) => {
          localStorage.clear();
          localStorage.setItem('trio:name', 'Ann');
          localStorage.setItem(`trio:token:${room}`, token);
        },
        { room: room.id, token: room.token },
      );
      scripts.length = 0;
      sockets.length = 0;
      errors.length = 0;
      start = Date.now();
      await page.goto(`${server.url}/g/${room.id}`);
      await page.locator('.my-seat').waitFor();
      await page.waitForTimeout(300);
      if ((await page.locator('.turn-banner.yours').count()) > 0) {
        id = room.id;
        break;
      }
    }
    expect(id).not.toBe('');
    // The tab says whose turn it is (its words came after the socket's first state).
    expect(await page.title()).toMatch(/^\(.+\) Trio Online$/);
    // One socket to the room.
    const created = { id };
    expect(sockets).toEqual([`${server.url.replace('http', 'ws')}/api/games/${created.id}/ws`]);
    // The HTML named the table's scripts (its first wave: hints, not discoveries one import at a
    // time), and the page fetched every one of them.
    const html = await page.evaluate(() =>
      document.documentElement.outerHTML.replace(/<template[\s\S]*?<\/template>/g, ''),
    );
    const named = [
      ...html.matchAll(/<(?:link rel="modulepreload"|script)[^>]*(?:href|src)="([^"]+\.js)"/g),
    ].map((m) => new URL(m[1] ?? '', server.url).pathname);
    for (const part of ['boot', 'core', 'room', 'wire', 'RoomBar'])
      expect(
        named.some((p) => p.startsWith(`/assets/${part}-`)),
        part,
      ).toBe(true);
    const fetched = new Set(scripts.map((s) => new URL(s.url).pathname));
    expect(named.filter((p) => !fetched.has(p))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
