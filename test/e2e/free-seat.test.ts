import { describe, expect, it } from 'vitest';
import { hasChromium, newPlayer } from './browser';
import { createRoom, joinByLink, sitDown } from './lobby';
import { serverAndBrowser } from './setup';

/** A guest sits and closes their tab; the host frees the seat with the "Free seat" button. */
describe.skipIf(!hasChromium)('the host frees an away player’s seat', () => {
  const setup = serverAndBrowser({ BOT_DELAY_MS: '40' });

  it('shows "Free Ana’s seat" only once Ana is away, and the seat is empty after a click', async () => {
    const { server, browser } = setup();
    const host = await newPlayer(browser);
    const url = await createRoom(host.page, server.url, 'Host', 3);
    const guest = await newPlayer(browser);
    await joinByLink(guest.page, url, 'Ana');
    await sitDown(guest.page);
    const button = host.page.getByRole('button', { name: 'Free Ana’s seat' });
    await host.page.waitForSelector('.seat-row:has-text("Ana")');
    expect(await button.count()).toBe(0);

    await guest.context.close();
    await button.click();
    await host.page.waitForSelector('.seat-row.empty >> nth=1');
    expect(await host.page.locator('.seat-row:has-text("Ana")').count()).toBe(0);
  });
});
