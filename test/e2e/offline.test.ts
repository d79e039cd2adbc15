import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { enReplay } from '../../shared/i18n/replay/en';
import { readRecordText } from '../../shared/record/replay';
import { CHROMIUM, hasChromium, PHONE } from './browser';
import { playSoloToEnd, waitForSummary } from './driver';
import { LEARN } from './lesson-driver';
import { Memory, seeded } from './memory';
import { serverAndBrowser } from './setup';

/**
 * Issue 33, the installable app that plays offline: the manifest is valid and Chromium finds the
 * app installable, with its service worker controlling the page; after one visit, with the
 * browser offline, the home page opens and Play now plays a game against the computer to its end
 * (at the local table, saying it is offline), whose replay is saved and opens on the replay page;
 * after a new build, the next visit runs it.
 */

const ROOT = resolve(import.meta.dirname, '../..');

/** A browser profile that allows service workers (`newPlayer` blocks them for the other tests). */
async function visitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error('page error:', err.message));
  return { context, page };
}

/** One visit: the home page, until its service worker (registered when idle) controls it. */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.locator('.play-now').waitFor();
  // Polled with evaluate: the page's CSP forbids the eval that `waitForFunction` needs.
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 60_000 })
    .toBe(true);
}

const build = (page: Page) => page.locator('meta[name="trio-build"]').getAttribute('content');

describe.skipIf(!hasChromium)('the offline app', () => {
  const setup = serverAndBrowser();

  it('is installable: a valid manifest with its icons, a service worker that controls the page', async () => {
    const { server, browser } = setup();
    const { context, page } = await visitor(browser);
    await visit(page, server.url);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const response = await fetch(`${server.url}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Trio Online',
      short_name: 'Trio',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const [size, purpose] of [
      [192, 'any'],
      [512, 'any'],
      [192, 'maskable'],
      [512, 'maskable'],
    ] as const) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const file = await fetch(`${server.url}${icon?.src}`);
      expect(file.headers.get('content-type')).toBe('image/png');
      const png = PNG.sync.read(Buffer.from(await file.arrayBuffer()));
      expect([png.width, png.height]).toEqual([size, size]);
    }
    await context.close();
    // Chromium's own installability check (what its install prompt asks for), in a profile on
    // disk (an off-the-record context is never installable): no error.
    const profile = mkdtempSync(join(tmpdir(), 'trio-install-'));
    const installer = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
      ],
      viewport: PHONE,
    });
    try {
      const tab = installer.pages()[0] ?? (await installer.newPage());
      await visit(tab, server.url);
      const cdp = await installer.newCDPSession(tab);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await installer.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('after one visit opens offline, says what needs a connection, and Play now plays against the computer to the end', async () => {
    const { server, browser } = setup();
    const { context, page } = await visitor(browser);
    await visit(page, server.url);
    await context.setOffline(true);
    await page.goto(`${server.url}/`);
    await page.locator('.play-now').waitFor();
    expect(await page.locator('.offline-note').textContent()).toBe(LEARN.en.offlineHome);
    // Play with friends, quick match and the open tables: each says it needs a connection.
    expect(await page.locator('.needs-net-note').allTextContents()).toEqual(
      Array(3).fill(LEARN.en.needsConnection),
    );
    await page.fill('.name-field input[name=name]', 'Solo');
    await page.click('.play-now button[type=submit]');
    await page.waitForURL(/\/play\?/);
    expect(await page.locator('.local-banner').textContent()).toBe(LEARN.en.offlineGame);
    await page.locator('.table').waitFor();
    await playSoloToEnd(page, new Memory(seeded(5)));
    expect(await page.locator('.table').getAttribute('data-phase')).toBe('over');
    // The replay is saved as after a room's game (the record the table handed over at the end)…
    await waitForSummary(page);
    expect(await page.locator('.over-review .over-new-tab').textContent()).toBe(enReplay.localSaveHint);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('.over-review .over-save'),
    ]);
    expect(download.suggestedFilename()).toBe('local-game-1.trio.json');
    const file = join(mkdtempSync(join(tmpdir(), 'trio-offline-')), download.suggestedFilename());
    await download.saveAs(file);
    const saved = readRecordText(readFileSync(file, 'utf8'));
    expect(saved.ok && saved.value.seats.map((s) => s.bot)).toEqual([null, 'normal', 'normal']);
    expect(saved.ok && saved.value.seats[0]?.name).toBe('Solo');
    // …and opens on the replay page, still offline, replayed to its winning trio.
    const watch = page.locator('.over-review a[href="/replay"]');
    expect(await watch.getAttribute('target')).toBe('_blank');
    await page.goto(`${server.url}/replay`);
    await page.setInputFiles('.open-file input[type=file]', file);
    await page.waitForSelector('.replay-board');
    await page.keyboard.press('End');
    await page.waitForSelector('.replay-turn.trio');
    await context.close();
  });

  it('after a new build, the next visit runs it, its chunks with it', async () => {
    const { server, browser } = setup();
    const { context, page } = await visitor(browser);
    await visit(page, server.url);
    const first = await build(page);
    // A deploy: a new build replaces the site's files (another build id, so another shell).
    const next = `e2e-${Date.now()}`;
    const run = spawnSync(
      join(ROOT, 'node_modules/.bin/vite'),
      ['build', '--logLevel', 'warn', '--emptyOutDir', '--outDir', join(server.dir, 'dist/client')],
      { cwd: ROOT, env: { ...process.env, TRIO_BUILD: next }, stdio: 'inherit' },
    );
    expect(run.status).toBe(0);
    // The deploy is done once the server hands out the new shell (wrangler dev reloads its files).
    await expect
      .poll(async () => (await fetch(`${server.url}/`).catch(() => null))?.text(), { timeout: 60_000 })
      .toContain(next);
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(r.url()));
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${server.url}/`);
    await page.locator('.play-now').waitFor();
    expect([first, await build(page)]).toEqual([expect.any(String), next]);
    // The new shell's chunks all arrived (none of the old build's was asked for), and it renders.
    expect(failed).toEqual([]);
    await context.close();
  });
});
