import { describe, expect, it } from 'vitest';
import { LOBBY, MESSAGES } from '../../shared/i18n/all';
import { violations } from './axe';
import { hasChromium, newPlayer, overflowX, PHONE } from './browser';
import { englishFragments, englishOnPage } from './english';
import { createRoom } from './lobby';
import { serverAndBrowser } from './setup';

/**
 * A friend opens an invite link with no name on this device: the gate shows the room's top bar
 * (the way home, the language, the rules; nothing about a connection not yet made) and says what
 * table this is, and answering it still seats them.
 */
describe.skipIf(!hasChromium)('the name gate of an invite link', () => {
  const setup = serverAndBrowser({ BOT_DELAY_MS: '40' });

  it('shows the bar and the table, follows the language picker, and Join seats the friend', async () => {
    const { server, browser } = setup();
    const host = await newPlayer(browser);
    const url = await createRoom(host.page, server.url, 'Marta', 4);

    // A German browser (the Worker's link preview in the page's head follows it too).
    const { page } = await newPlayer(browser, PHONE, 'de-DE');
    await page.goto(url);
    await page.waitForSelector('.name-gate .table-facts');
    const de = LOBBY.de;
    expect(await page.textContent('.name-gate h1')).toBe(de.joinTitle);
    const facts = await page.textContent('.table-facts');
    expect(facts).toContain(`${de.modeSimple} · ${de.settingsPlayers(4)}`);
    expect(facts).toContain(de.atTable('Marta'));
    expect(facts).toContain(de.seatsFree(3));

    // The bar: the way home, the rules, the language; no log and no connection before joining.
    const brand = page.locator('.topbar a.brand');
    expect(await brand.getAttribute('href')).toBe('/');
    expect(await brand.textContent()).toBe('Trio');
    expect(await page.locator('.topbar .rules-open').isVisible()).toBe(true);
    expect(await page.locator('.topbar .log-open').count()).toBe(0);
    expect(await page.locator('.topbar .conn').isVisible()).toBe(false);
    await page.waitForSelector('.topbar .lang-slot select');
    expect(await overflowX(page)).toBe(0);
    expect(await violations(page, 'name gate')).toEqual([]);

    // Another language: the gate, its table facts and the bar follow, with no English left.
    await page.selectOption('.topbar .lang-slot select', 'fr');
    const fr = LOBBY.fr;
    await page.waitForFunction(
      (title) => document.querySelector('.name-gate h1')?.textContent === title,
      fr.joinTitle,
    );
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    const frFacts = await page.textContent('.table-facts');
    expect(frFacts).toContain(fr.atTable('Marta'));
    expect(frFacts).toContain(fr.seatsFree(3));
    expect(await page.textContent('.topbar .rules-open')).toBe(MESSAGES.fr.rules);
    expect(await englishOnPage(page, englishFragments('fr'))).toEqual([]);

    // Joining still works, in the language chosen: the friend is seated in the first free seat.
    await page.fill('.name-gate input[name=name]', 'Léa');
    await page.click('.name-gate button[type=submit]');
    await page.waitForSelector('.lobby .seat-row.mine:has-text("Léa")');
    expect(await page.locator('.topbar .conn').isVisible()).toBe(true);
    await host.page.waitForSelector('.seat-row:has-text("Léa")');
    await page.context().close();
    await host.context.close();
  });

  it('the brand link leads home from the gate', async () => {
    const { server, browser } = setup();
    const host = await newPlayer(browser);
    const url = await createRoom(host.page, server.url, 'Marta', 3);
    const { page } = await newPlayer(browser);
    await page.goto(url);
    await page.waitForSelector('.name-gate .table-facts');
    await page.click('.topbar a.brand');
    await page.waitForSelector('.page.home');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
    await host.context.close();
  });
});
