import { describe, expect, it } from 'vitest';
import { LOBBY } from '../../shared/i18n/all';
import { DESKTOP, hasChromium, newPlayer, PHONE } from './browser';
import { createRoom, joinByLink, sitDown } from './lobby';
import { serverAndBrowser } from './setup';

/**
 * Issue 29, point 1, as it was seen: a French phone creates a table, a Japanese desktop joins by
 * the link, the French phone reloads. The creator stays host on both screens (the tag beside
 * their name; on their own, "+ Bot" and Start), and the guest keeps waiting for the host.
 */
describe.skipIf(!hasChromium)('a creator who reloads keeps the host role', () => {
  const setup = serverAndBrowser({ BOT_DELAY_MS: '40' });

  it('French creator reloads; both screens still show them as host', async () => {
    const { server, browser } = setup();
    const lea = await newPlayer(browser, PHONE, 'fr-FR');
    const url = await createRoom(lea.page, server.url, 'Léa', 3);
    const sakura = await newPlayer(browser, DESKTOP, 'ja-JP');
    await joinByLink(sakura.page, url, 'さくら');
    await sitDown(sakura.page);
    const hostTag = (page: typeof lea.page, name: string, tag: string) =>
      page.locator(`.seat-row:has-text("${name}") .tag:text-is("${tag}")`);
    await hostTag(sakura.page, 'Léa', LOBBY.ja.tagHost).waitFor();

    await lea.page.reload();
    await lea.page.waitForSelector('.lobby .seat-row.mine');
    // Still the host's lobby on the creator's screen: "+ Bot" on the empty seat, Start, no waiting.
    await lea.page.click('.seat-row.empty .bot-add button');
    expect(await lea.page.locator('.lobby button.primary.wide').count()).toBe(1);
    expect(await lea.page.locator('.waiting-host').count()).toBe(0);
    // The guest sees that bot (a frame after the reload's), and the tag still beside Léa.
    await sakura.page.waitForSelector('.seat-row .tag.bot');
    expect(await hostTag(sakura.page, 'Léa', LOBBY.ja.tagHost).count()).toBe(1);
    expect(await hostTag(sakura.page, 'さくら', LOBBY.ja.tagHost).count()).toBe(0);
    expect(await sakura.page.locator('.waiting-host').textContent()).toBe(LOBBY.ja.waitingForHost);
    expect(await hostTag(lea.page, 'Léa', LOBBY.fr.tagHost).count()).toBe(1);
    await lea.page.screenshot({ path: '/tmp/ops-host-reload-fr-phone.png' });
    await sakura.page.screenshot({ path: '/tmp/ops-host-reload-ja-desktop.png' });
    await lea.context.close();
    await sakura.context.close();
  });
});
