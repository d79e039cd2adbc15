import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, newPlayer } from './browser';
import { createRoom, joinByLink, sitDown } from './lobby';
import { type Server, startServer } from './server';

/** A guest sits and closes their tab; the host frees the seat with the "Free seat" button. */
describe.skipIf(!hasChromium)('the host frees an away player’s seat', () => {
  let server: Server | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer({ BOT_DELAY_MS: '40' });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows "Free Ana\'s seat" only once Ana is away, and the seat is empty after a click', async () => {
    if (!server || !browser) throw new Error('setup failed');
    const host = await newPlayer(browser);
    const url = await createRoom(host.page, server.url, 'Host', 3);
    const guest = await newPlayer(browser);
    await joinByLink(guest.page, url, 'Ana');
    await sitDown(guest.page);
    const button = host.page.getByRole('button', { name: "Free Ana's seat" });
    await host.page.waitForSelector('.seat-row:has-text("Ana")');
    expect(await button.count()).toBe(0);

    await guest.context.close();
    await button.click();
    await host.page.waitForSelector('.seat-row.empty >> nth=1');
    expect(await host.page.locator('.seat-row:has-text("Ana")').count()).toBe(0);
  });
});
