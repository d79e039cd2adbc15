import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, newPlayer } from './browser';
import { playSoloToEnd } from './driver';
import { openHome } from './lobby';
import { Memory, seeded } from './memory';
import { serverAndBrowser } from './setup';

describe.skipIf(!hasChromium)('parts of the page that load later', () => {
  const setup = serverAndBrowser({ BOT_DELAY_MS: '40' });

  it('a result and dialogs that fail to load leave the table playable to the end, and the banner says who won', async () => {
    const { server, browser } = setup();
    const { page } = await newPlayer(browser, DESKTOP);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The idle prefetches of game over and of the top bar's dialogs fail (a network blip, or a
    // deploy that replaced the files). Browsers keep a failed module import failed, so these
    // parts stay away for the rest of the page's life: the table must not depend on them.
    const refused: string[] = [];
    await page.route(/\/assets\/(GameOver|RoomDialogs)-[^/]+\.js$/, (route) => {
      refused.push(route.request().url());
      return route.abort();
    });
    await openHome(page, server.url);
    await page.fill('.name-field input[name=name]', 'Solo');
    await page.click('.play-now button[type=submit]');
    await page.waitForSelector('.table');
    // Both prefetches were tried and refused; the table stays (no error page in its place).
    await expect.poll(() => refused.length).toBeGreaterThanOrEqual(2);
    expect(await page.locator('.table').count()).toBe(1);
    expect(await page.locator('[role=alert]:has-text("Something went wrong")').count()).toBe(0);

    await playSoloToEnd(page, new Memory(seeded(5)));
    // The game ended without its result dialog: the table and its banner say who won.
    await page.waitForSelector('.turn-banner.over');
    expect(await page.textContent('.turn-banner.over')).toMatch(/wins?: /);
    expect(await page.locator('[role=alert]:has-text("Something went wrong")').count()).toBe(0);
    expect(errors.filter((e) => !e.startsWith('could not load a part of the page'))).toEqual([]);
  });
});
