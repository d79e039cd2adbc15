import type { Browser, Frame, Page } from 'playwright-core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe';
import { hasChromium, launch, newPlayer, PHONE } from './browser';
import { type HostSite, startHostSite } from './host-page';
import { type Server, startServer } from './server';

/**
 * A blog on another origin pastes the embed snippet; a visitor plays a turn inside the frame; the
 * blog receives the public events and nothing else: not the hand, not the seat token.
 */

interface Seen {
  type: string;
  [key: string]: unknown;
}

async function events(page: Page): Promise<Seen[]> {
  const raw: unknown = await page.evaluate('window.trioEvents');
  if (!Array.isArray(raw)) return [];
  return raw.filter((e): e is Seen => typeof e === 'object' && e !== null && typeof e.type === 'string');
}

async function gameFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('#game iframe');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no frame');
  return frame;
}

/** The frame's table: whose turn it is, this player's seat and the state version (one read). */
async function table(frame: Frame): Promise<{ turn: number; viewer: number; version: string }> {
  const raw: unknown = await frame.evaluate(
    '(() => { const t = document.querySelector(".table"); return [t.dataset.turn, t.dataset.viewer, t.dataset.version]; })()',
  );
  if (!Array.isArray(raw)) throw new Error('no table');
  return { turn: Number(raw[0]), viewer: Number(raw[1]), version: String(raw[2]) };
}

describe.skipIf(!hasChromium)('the embed on another site', () => {
  let server: Server | undefined;
  let host: HostSite | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // Bots move 40 ms after their turn starts instead of human-like pacing.
    server = await startServer({ BOT_DELAY_MS: '40' });
    host = await startHostSite(server.url);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await server?.stop();
  });

  it('a visitor plays a turn inside the frame and the page receives public events only', async () => {
    if (!server || !host || !browser) throw new Error('setup failed');
    const { page } = await newPlayer(browser, { width: 800, height: 900 });
    await page.goto(host.url);
    const frame = await gameFrame(page);
    await frame.fill('.embed-new input[name=name]', 'Visitor');
    const query = new URL(frame.url()).search;
    expect(new URLSearchParams(query).get('parent')).toBe(host.url);
    await frame.click('.embed-new button[type=submit]');
    await frame.waitForSelector('.table');
    const id = new URL(frame.url()).pathname.split('/')[2] ?? '';
    // The query stays: `parent` and `theme` apply, and "New game" at the end reuses the settings.
    expect(frame.url()).toBe(`${server.url}/embed/${id}${query}`);

    // Play one whole turn: reveal until the turn passes to a computer player.
    await frame.waitForSelector('.table.my-turn button.card.pick[data-target]');
    const mine = (await table(frame)).viewer;
    for (let reveals = 0; reveals < 3; reveals++) {
      const before = await table(frame);
      if (before.turn !== mine) break;
      await frame.click('.table.my-turn button.card.pick[data-target] >> nth=0');
      await frame.waitForSelector(`.table:not([data-version="${before.version}"])`);
    }
    await page.waitForFunction(`window.trioEvents.some((e) => e.type === "turn" && e.seat !== ${mine})`);

    const seen = await events(page);
    const types = new Set(seen.map((e) => e.type));
    for (const type of ['ready', 'room', 'turn', 'resize']) expect(types).toContain(type);
    const room = seen.find((e) => e.type === 'room' && typeof e.room === 'object');
    expect(room?.room).toMatchObject({
      id,
      url: `${server.url}/g/${id}`,
      config: { players: 3, mode: 'simple' },
    });
    expect(seen.filter((e) => e.type === 'turn' && e.seat === mine).length).toBeGreaterThan(0);
    // The frame followed the content's height.
    const resized = seen.filter((e) => e.type === 'resize').at(-1);
    expect(
      await page.$eval('#game iframe', (f, h) => f.getBoundingClientRect().height === h, resized?.height),
    ).toBe(true);

    // A hostile page: it cannot reach into the frame, and no message carries the hand or the token.
    const reach: unknown = await page.evaluate(`(() => {
      const w = document.querySelector('#game iframe').contentWindow;
      return ['document', 'localStorage'].map((k) => { try { return w[k] ? 'read' : 'empty'; } catch (e) { return e.name; } });
    })()`);
    expect(reach).toEqual(['SecurityError', 'SecurityError']);
    const token: unknown = await frame.evaluate(`localStorage.getItem('trio:token:${id}')`);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const raw: unknown = await page.evaluate('window.rawMessages.join("\\n")');
    expect(typeof raw === 'string' && raw.length > 0).toBe(true);
    expect(raw).not.toContain(String(token));
    expect(raw).not.toMatch(/"(hand|token|player|viewer|offered|swap)"/);
    // The frame's own rejoin link carries the seat on to a new tab (inside the frame only).
    expect(await frame.getAttribute('.embed-open', 'href')).toBe(`${server.url}/g/${id}#seat=${token}`);

    // The page may switch the theme; the frame applies it.
    await page.evaluate(
      `document.getElementById('game').dispatchEvent(new CustomEvent('trio:send', { detail: { type: 'set_theme', theme: 'light' } }))`,
    );
    await frame.waitForSelector('html[data-theme="light"]');

    // A spectator of this table in the embed page, dark and light: axe-core finds no violation.
    const watcher = await newPlayer(browser, PHONE);
    for (const theme of ['dark', 'light']) {
      await watcher.page.goto(`${server.url}/embed/${id}?theme=${theme}`);
      if (theme === 'dark') {
        // A newcomer to a running game names themselves first, then watches (the name is kept).
        // (Checked once the gate shows: before, the page is still asking whether the room exists.)
        await watcher.page.waitForSelector('.name-gate h1');
        expect(await violations(watcher.page, 'embed, name gate')).toEqual([]);
        await watcher.page.fill('.name-gate input[name=name]', 'Watcher');
        await watcher.page.click('.name-gate button[type=submit]');
      }
      // Dark is the default: the page marks only the light theme.
      await watcher.page.waitForSelector(theme === 'light' ? 'html[data-theme="light"] .table' : '.table');
      expect(await violations(watcher.page, `embed, ${theme}`)).toEqual([]);
    }
    await watcher.context.close();
  });

  it('pages other than the embed refuse to be framed by another site; the embed and loader allow it', async () => {
    if (!server || !host || !browser) throw new Error('setup failed');
    const created = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ players: 3, mode: 'simple', teams: false, log: 'classic' }),
    });
    const { id } = v.parse(v.object({ id: v.string() }), await created.json());
    const { page } = await newPlayer(browser);
    await page.goto(`${host.url}/framed-room?id=${id}`);
    const handle = await page.waitForSelector('#room');
    const framed = await handle.contentFrame();
    // The browser shows its error page instead of the room: the app never starts there.
    expect(await framed?.evaluate('document.getElementById("app") === null')).toBe(true);

    const headers = async (path: string) => (await fetch(`${server?.url}${path}`)).headers;
    expect((await headers(`/g/${id}`)).get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect((await headers(`/embed/${id}`)).get('content-security-policy')).toContain('frame-ancestors *');
    expect((await headers('/embed.js')).get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});
