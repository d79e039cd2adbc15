import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hasChromium, PHONE } from './browser';
import { LEARN } from './lesson-driver';
import { serverAndBrowser } from './setup';
import { type StallProxy, stallProxy } from './stall-proxy';

/**
 * Issue 33, a network that stalls rather than dies (a captive portal, one bar of signal): the
 * browser says it is online, but no request is answered. After one visit, the home page still
 * opens (the precached shell, once the page's own request has had its deadline), says that the
 * online parts need a connection, and Play now deals a game at the local table instead of waiting
 * for a room; when the network answers again, the home page is online again.
 */

/** One visit through the proxy: the home page, until its service worker (registered when idle) controls it. */
async function visited(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error('page error:', err.message));
  await page.goto(`${url}/`);
  await page.locator('.play-now').waitFor();
  // Polled with evaluate: the page's CSP forbids the eval that `waitForFunction` needs.
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 60_000 })
    .toBe(true);
  return page;
}

describe.skipIf(!hasChromium)('a stalled network', () => {
  const setup = serverAndBrowser();
  let proxy: StallProxy | null = null;
  afterEach(async () => {
    await proxy?.stop();
    proxy = null;
  });

  it('opens the home page from the shell, says what needs a connection, and Play now plays at the local table', async () => {
    const { server, browser } = setup();
    proxy = await stallProxy(server.url);
    const page = await visited(browser, proxy.url);
    proxy.hold();
    await page.goto(`${proxy.url}/`);
    await page.locator('.play-now').waitFor();
    // The browser believes it is online: only the unanswered requests tell.
    expect(await page.evaluate('navigator.onLine')).toBe(true);
    // The page's requests (the open tables') are held, not refused.
    await expect.poll(() => proxy?.held(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('.needs-net-note').allTextContents(), { timeout: 20_000 })
      .toEqual(Array(3).fill(LEARN.en.needsConnection));
    expect(await page.locator('.offline-note').textContent()).toBe(LEARN.en.offlineHome);
    await page.fill('.name-field input[name=name]', 'Solo');
    await page.click('.play-now button[type=submit]');
    await page.waitForURL(/\/play\?/);
    expect(await page.locator('.local-banner').textContent()).toBe(LEARN.en.offlineGame);
    await page.locator('.table').waitFor();
    expect(await page.locator('.table').getAttribute('data-phase')).not.toBe('over');

    // Back home (the same document), the network answers again: once a request is answered, the
    // online parts are there again, with no reload.
    await page.goBack();
    await page.locator('.play-now').waitFor();
    expect(await page.locator('.needs-net-note').count()).toBe(3);
    proxy.release();
    await expect.poll(() => page.locator('.needs-net-note').count(), { timeout: 30_000 }).toBe(0);
    expect(await page.locator('.offline-note').count()).toBe(0);
    await page.context().close();
  });

  it('Play now pressed before anything told of the stall waits for its request, then plays at the local table', async () => {
    const { server, browser } = setup();
    proxy = await stallProxy(server.url);
    const page = await visited(browser, proxy.url);
    await page.fill('.name-field input[name=name]', 'Solo');
    // The page is open and online; from now on nothing is answered.
    proxy.hold();
    await page.click('.play-now button[type=submit]');
    // The room's request waits for its deadline, then the local table.
    await page.waitForURL(/\/play\?/, { timeout: 20_000 });
    expect(await page.locator('.local-banner').textContent()).toBe(LEARN.en.offlineGame);
    await page.locator('.table').waitFor();
    await page.context().close();
  });
});
