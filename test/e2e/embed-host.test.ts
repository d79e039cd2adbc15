import type { Browser, Frame, Page } from 'playwright-core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DESKTOP, hasChromium, launch, newPlayer, PHONE } from './browser';
import { type HostSite, startSnippetSite } from './host-page';
import { sitDown, startGame } from './lobby';
import { type Server, startServer } from './server';

/**
 * The embed as a site owner lives it, from a page on a second origin (host-page.ts, `/snippet`):
 * a reload of the host page comes back to the running game, a parent's name fills the start form,
 * the table fits the height the page can give with the hand and the turn banner in view, the frame
 * grows once from a reserved height, embeds added later are mounted, and the host page chooses the
 * invite link. Plus the crash report a broken page sends.
 */

const Heights = v.record(v.string(), v.array(v.number()));
const Events = v.array(v.looseObject({ from: v.string(), type: v.string() }));

async function gameFrame(page: Page, selector = '#game iframe'): Promise<Frame> {
  const frame = await (await page.waitForSelector(selector)).contentFrame();
  if (!frame) throw new Error(`no frame at ${selector}`);
  return frame;
}

/** Starts the embed's game from its form as `name`; resolves with the room id. */
async function startFromForm(frame: Frame, name: string, shows = '.table'): Promise<string> {
  await frame.fill('.embed-new input[name=name]', name);
  await frame.click('.embed-new button[type=submit]');
  await frame.waitForSelector(shows);
  return new URL(frame.url()).pathname.split('/')[2] ?? '';
}

const viewerOf = (frame: Frame) => frame.getAttribute('.table', 'data-viewer');

async function events(page: Page) {
  return v.parse(Events, await page.evaluate('window.trioEvents'));
}

/** The box of `selector` in the top page's viewport (a frame's element too), or throws. */
async function box(where: Page | Frame, selector: string) {
  const found = await (await where.waitForSelector(selector)).boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
}

describe.skipIf(!hasChromium)('the embed on a site owner’s page', () => {
  let server: Server | undefined;
  let site: HostSite | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer({ BOT_DELAY_MS: '40' });
    site = await startSnippetSite(server.url);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await server?.stop();
  });

  const setup = () => {
    if (!server || !site || !browser) throw new Error('setup failed');
    return { trio: server.url, host: site.url, browser };
  };
  const snippet = (host: string, attrs: Record<string, string>) =>
    `${host}/snippet?${new URLSearchParams(attrs)}`;

  it('a reload of the host page comes back to the running game of an embed that names no room', async () => {
    const { host, browser } = setup();
    const { context, page } = await newPlayer(browser);
    await page.goto(snippet(host, { players: '3', bots: 'easy' }));
    const id = await startFromForm(await gameFrame(page), 'Visitor');
    const seat = await viewerOf(await gameFrame(page));

    await page.reload();
    const frame = await gameFrame(page);
    await frame.waitForSelector('.table');
    expect(new URL(frame.url()).pathname).toBe(`/embed/${id}`);
    expect(await viewerOf(frame)).toBe(seat);
    expect(await frame.locator('.embed-new').count()).toBe(0);
    // No second room: every room the page heard of since the reload is that one.
    const rooms = (await events(page)).filter((e) => e.type === 'room');
    expect(rooms.length).toBeGreaterThan(0);
    for (const e of rooms) expect(e).toMatchObject({ room: { id } });
    await context.close();
  });

  it('a reload of the host page comes back to the seat in an embed that names its room', async () => {
    const { trio, host, browser } = setup();
    const created = await fetch(`${trio}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ players: 3, mode: 'simple', teams: false, log: 'classic' }),
    });
    const { id } = v.parse(v.object({ id: v.string() }), await created.json());
    const { context, page } = await newPlayer(browser);
    await page.goto(snippet(host, { 'trio-game': id }));
    let frame = await gameFrame(page);
    await frame.fill('.name-gate input[name=name]', 'Ann');
    await frame.click('.name-gate button[type=submit]');
    await frame.waitForSelector('.lobby');
    // The frame's document is driven as a page would be (a Frame has the same methods).
    const asPage = frame as unknown as Page;
    await sitDown(asPage);
    // Two computers, one after the other (the i-th click adds the i-th bot row).
    for (let i = 0; i < 2; i++) {
      await frame.click('.seat-row.empty .bot-add button');
      await frame.waitForSelector(`.seat-row .tag.bot >> nth=${i}`);
    }
    await startGame(asPage);
    const seat = await viewerOf(frame);

    await page.reload();
    frame = await gameFrame(page);
    await frame.waitForSelector('.table');
    expect(new URL(frame.url()).pathname).toBe(`/embed/${id}`);
    expect(await viewerOf(frame)).toBe(seat);
    const summary = v.parse(
      v.object({ seats: v.array(v.object({ name: v.nullable(v.string()) })) }),
      await (await fetch(`${trio}/api/games/${id}`)).json(),
    );
    expect(summary.seats.filter((s) => s.name === 'Ann')).toHaveLength(1);
    await context.close();
  });

  it('set_name sent after ready fills the start form, and still renames the player once seated', async () => {
    const { host, browser } = setup();
    const { context, page } = await newPlayer(browser);
    await page.goto(snippet(host, { players: '3', bots: 'easy', 'set-name': 'Ana' }));
    const frame = await gameFrame(page);
    // (Polled from here: the frame's CSP refuses the eval a string waitForFunction needs.)
    await vi.waitFor(async () => expect(await frame.inputValue('.embed-new input[name=name]')).toBe('Ana'), {
      timeout: 10_000,
    });
    await frame.click('.embed-new button[type=submit]');
    await frame.waitForSelector('.table');
    await page.evaluate(
      `document.getElementById('game').dispatchEvent(new CustomEvent('trio:send', { detail: { type: 'set_name', name: 'Bo' } }))`,
    );
    await page.waitForFunction(
      `window.trioEvents.some((e) => e.type === 'room' && e.room.seats.some((s) => s.name === 'Bo'))`,
    );
    await context.close();
  });

  for (const [size, label] of [
    [DESKTOP, '1440×900'],
    [PHONE, '360×640'],
  ] as const) {
    it(`at ${label}, a six-player table fits the page's viewport: the frame starts at 600 px, grows once, and shows hand, banner and center whole`, async () => {
      const { host, browser } = setup();
      const { context, page } = await newPlayer(browser, size);
      await page.goto(snippet(host, { players: '6', bots: 'easy' }));
      const frame = await gameFrame(page);
      await startFromForm(frame, 'Visitor');
      await frame.waitForSelector('.table .my-hand .card');
      // The frame's height settles on the last size the game asked for (the loader follows each).
      await page.waitForFunction(`(() => {
        const resized = window.trioEvents.filter((e) => e.type === 'resize').at(-1);
        const h = document.querySelector('#game iframe').getBoundingClientRect().height;
        return resized && Math.abs(h - Math.min(${size.height}, Math.max(600, Math.ceil(resized.height)))) < 1;
      })()`);
      const heights = v.parse(Heights, await page.evaluate('window.frameHeights')).game ?? [];
      expect(heights[0]).toBe(600);
      // Never smaller than where it started, never shrinking, at most one growth (capped at the viewport).
      expect([...heights].sort((a, b) => a - b)).toEqual(heights);
      expect(heights.length).toBeLessThanOrEqual(2);
      expect(heights.at(-1)).toBeLessThanOrEqual(size.height);

      // Scrolled to the game, the whole table is in the host page's viewport.
      await page.evaluate(`document.getElementById('game').scrollIntoView()`);
      const frameBox = await box(page, '#game iframe');
      const banner = await box(frame, '.turn-banner');
      const hand = await box(frame, '.my-seat');
      const center = await box(frame, '.center');
      expect(frameBox.height).toBeLessThanOrEqual(size.height);
      expect(banner.y).toBeGreaterThanOrEqual(0);
      expect(hand.y + hand.height).toBeLessThanOrEqual(size.height);
      expect(center.y + center.height).toBeLessThanOrEqual(hand.y);
      // The middle (center and this turn's reveals) shows whole, without a scroll of its own.
      expect(
        await frame.evaluate(
          `(() => { const m = document.querySelector('.middle'); return m.scrollHeight - m.clientHeight; })()`,
        ),
      ).toBeLessThanOrEqual(1);
      await context.close();
    });
  }

  it('under data-max-height the frame never grows past it, and the table still shows hand, banner and center', async () => {
    const { host, browser } = setup();
    const { context, page } = await newPlayer(browser, DESKTOP);
    await page.goto(snippet(host, { players: '6', bots: 'easy', 'max-height': '520' }));
    const frame = await gameFrame(page);
    expect(new URL(frame.url()).searchParams.get('max-height')).toBe('520');
    await startFromForm(frame, 'Visitor');
    await frame.waitForSelector('.table .my-hand .card');
    await page.evaluate(`document.getElementById('game').scrollIntoView()`);
    const frameBox = await box(page, '#game iframe');
    expect(frameBox.height).toBe(520);
    const heights = v.parse(Heights, await page.evaluate('window.frameHeights')).game ?? [];
    expect(heights).toEqual([520]);
    const banner = await box(frame, '.turn-banner');
    const hand = await box(frame, '.my-seat');
    expect(banner.y).toBeGreaterThanOrEqual(frameBox.y);
    expect(hand.y + hand.height).toBeLessThanOrEqual(frameBox.y + frameBox.height);
    expect(
      await frame.evaluate(
        `(() => { const m = document.querySelector('.middle'); return m.scrollHeight - m.clientHeight; })()`,
      ),
    ).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('embeds added after the page loaded are mounted; TrioEmbed.mount(element) mounts one at once', async () => {
    const { host, browser } = setup();
    const { context, page } = await newPlayer(browser);
    await page.goto(`${host}/blank`);
    await page.waitForFunction('!!window.TrioEmbed');
    // A block a single-page app renders later, and an element that gets the attribute later.
    await page.evaluate(`(() => {
      const later = document.createElement('section');
      later.innerHTML = '<div id="added" data-trio-game="new" data-players="3"></div>';
      document.body.append(later);
      const plain = document.createElement('div');
      plain.id = 'flagged';
      document.body.append(plain);
      plain.setAttribute('data-trio-game', 'new');
    })()`);
    const mounted: unknown = await page.evaluate(`(() => {
      const el = document.createElement('div');
      el.id = 'framework';
      document.body.append(el);
      const frame = window.TrioEmbed.mount(el);
      return [frame.tagName, new URL(frame.src).pathname, window.TrioEmbed.mount(el) === frame];
    })()`);
    expect(mounted).toEqual(['IFRAME', '/embed/new', true]);
    await page.waitForFunction(
      `['added', 'flagged', 'framework'].every((id) => window.trioEvents.some((e) => e.type === 'ready' && e.from === id))`,
    );
    expect(await page.locator('iframe').count()).toBe(3);
    await context.close();
  });

  it('data-invite-url makes the lobby’s invite link the host page’s, with the room id filled in', async () => {
    const { trio, host, browser } = setup();
    const invite = async (template: string) => {
      const { context, page } = await newPlayer(browser);
      await page.goto(snippet(host, { players: '3', 'invite-url': template }));
      const id = await startFromForm(await gameFrame(page), 'Host', '.lobby #invite-url');
      const value = await (await gameFrame(page)).inputValue('#invite-url');
      await context.close();
      return { id, value };
    };
    const chosen = await invite('https://blog.example/play?trio={id}#game');
    expect(chosen.value).toBe(`https://blog.example/play?trio=${chosen.id}#game`);
    // Not a page of the web, or no place for the id: the game's own link, as without the attribute.
    for (const bad of ['javascript:alert({id})', 'https://blog.example/play']) {
      const ignored = await invite(bad);
      expect(ignored.value).toBe(`${trio}/g/${ignored.id}`);
    }
  });

  it('a page that crashes reports it to POST /api/client-errors: class, build, path, no query or fragment', async () => {
    const { trio, browser } = setup();
    const { context, page } = await newPlayer(browser);
    // The home screen's code is broken: the app's error boundary shows, and reports.
    await page.route(/\/assets\/Home-[^/]+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new TypeError("broken 7 build")' }),
    );
    const sent = page.waitForRequest((r) => r.url() === `${trio}/api/client-errors`);
    const answered = page.waitForResponse((r) => r.url() === `${trio}/api/client-errors`);
    await page.goto(`${trio}/?name=Ann#seat=0123456789abcdef0123456789abcdef`);
    await page.waitForSelector('[role=alert]');
    const report: unknown = (await sent).postDataJSON();
    expect(report).toMatchObject({
      name: 'TypeError',
      route: '/',
      message: expect.stringContaining('broken'),
    });
    expect(JSON.stringify(report)).not.toContain('seat=');
    expect(JSON.stringify(report)).not.toContain('Ann');
    // The build the page names (vite.config.ts writes it into the HTML, not into the JavaScript).
    const named = await page.getAttribute('meta[name="trio-build"]', 'content');
    expect(named).toMatch(/^[\w.-]{1,40}$/);
    expect(v.parse(v.object({ build: v.string() }), report).build).toBe(named);
    expect((await answered).status()).toBe(204);
    await context.close();
  });
});
