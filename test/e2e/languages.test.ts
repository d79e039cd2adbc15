import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/i18n';
import { MESSAGES, OVER } from '../../shared/i18n/all';
import { DESKTOP, hasChromium, newPlayer, overflowX, PHONE, shootBoth } from './browser';
import { revealOne, tableInfo } from './driver';
import { englishFragments, englishOnPage } from './english';
import { openHome } from './lobby';
import { Memory, seeded } from './memory';
import { serverAndBrowser } from './setup';

/**
 * A player whose browser speaks French or Japanese plays a whole Play-now game without meeting a
 * word of English (checked against the English catalog after every one of their moves, in the
 * text, the accessible names and the titles); German and Japanese tables fit phones and desktops.
 */

async function player(browser: Browser, locale: string, size = PHONE): Promise<Page> {
  return (await newPlayer(browser, size, locale)).page;
}

async function playNow(page: Page, base: string, name: string): Promise<void> {
  await openHome(page, base);
  await page.fill('.name-field input[name=name]', name);
  await page.click('.play-now .segment:has(input[name=level][value="easy"])');
  await page.click('.play-now button[type=submit]');
  await page.waitForSelector('.table');
}

/** Elements whose text is cut: a button, tag or label narrower than what it holds. */
async function clipped(page: Page): Promise<string[]> {
  const found: unknown = await page.evaluate(`[...document.querySelectorAll(
      'button, .btn, .tag, .segment, label, .turn-banner span, .reveals-caption span, h1, h2, .opp-name')]
    .filter((el) => el.offsetParent !== null && !el.classList.contains('visually-hidden') && el.scrollWidth > el.clientWidth + 1
      && getComputedStyle(el).textOverflow !== 'ellipsis')
    .map((el) => el.className + ': ' + el.textContent.trim().slice(0, 40))`);
  return Array.isArray(found) ? found.map(String) : [];
}

/** The reveal captions whose words past the seat's name do not fit (the name alone may shrink). */
const CAPTION_CUT = `[...document.querySelectorAll('.reveal figcaption')]
  .filter((c) => c.scrollWidth > c.clientWidth + 1)
  .map((c) => c.textContent)`;

describe.skipIf(!hasChromium)('languages', () => {
  const setup = serverAndBrowser({ BOT_DELAY_MS: '40' });

  for (const [locale, lang] of [
    ['fr-FR', 'fr'],
    ['ja-JP', 'ja'],
  ] as const) {
    it(`a ${locale} browser plays a whole game in ${lang}, with no English anywhere`, async () => {
      const { server, browser } = setup();
      const english = englishFragments(lang);
      expect(english.length).toBeGreaterThan(150);
      const page = await player(browser, locale);
      await openHome(page, server.url);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await englishOnPage(page, english)).toEqual([]);
      // The rules, opened from the home page.
      await page.click('details.rules summary');
      await page.waitForSelector('table.links');
      expect(await englishOnPage(page, english)).toEqual([]);

      await playNow(page, server.url, lang === 'ja' ? 'あいこ' : 'Léa');
      const memory = new Memory(seeded(lang === 'ja' ? 5 : 4));
      for (let reveals = 0; reveals < 800; reveals++) {
        await page.waitForSelector('.table[data-phase="over"], .table.my-turn');
        expect(await englishOnPage(page, english)).toEqual([]);
        if ((await tableInfo(page))?.phase === 'over') break;
        await revealOne(page, memory);
      }
      await page.waitForSelector('.game-over');
      expect(await englishOnPage(page, english)).toEqual([]);
      const t = MESSAGES[lang];
      // The log is in that language, to its last line.
      const log = (await page.locator('.log-list').textContent()) ?? '';
      expect(log).toContain(lang === 'ja' ? t.logMismatch.slice(0, 4) : t.logMismatch.slice(0, 6));
      expect(await page.title()).not.toContain('Your turn');
      // The table's rules dialog, and the language picker's own name for the language.
      await page.click(`.game-over button:has-text("${OVER[lang].seeTable}")`);
      await page.click('.rules-open');
      await page.waitForSelector('.rules-dialog table.links');
      expect(await englishOnPage(page, english)).toEqual([]);
      await page.context().close();
    });
  }

  it('the picker switches a running table to another language at once, and the choice is kept', async () => {
    const { server, browser } = setup();
    const page = await player(browser, 'en-US', DESKTOP);
    await playNow(page, server.url, 'Ana');
    await page.selectOption('.topbar .lang-picker select', 'de');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('de');
    await expect.poll(() => englishOnPage(page, englishFragments('de'))).toEqual([]);
    await page.reload();
    await page.waitForSelector('.table');
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    // ?lang= wins over the saved choice.
    await page.goto(`${server.url}/?lang=es`);
    await page.waitForSelector('.page.home');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.context().close();
  });

  for (const lang of ['de', 'ja'] as const satisfies readonly Lang[]) {
    it(`${lang}: home and table fit a phone and a desktop, nothing cut or scrolling sideways`, async () => {
      const { server, browser } = setup();
      const page = await player(browser, lang === 'ja' ? 'ja-JP' : 'de-DE');
      await openHome(page, server.url);
      await page.click('details.rules summary');
      await page.waitForSelector('table.links');
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        expect(await overflowX(page)).toBe(0);
        expect(await clipped(page)).toEqual([]);
      }
      await shootBoth(page, `lang-${lang}-home`, true);
      await playNow(page, server.url, lang === 'ja' ? 'あいこ' : 'Grüßmeister');
      await page.waitForSelector('.table.my-turn');
      // Your highest card, then an opponent's: their captions under the cards ("deine max.",
      // "Bot 2 max.") are a card wide. (A mismatch holds both in view for 2.5 s.)
      await page.click('.my-hand .card[data-target$=":highest"]');
      await page.waitForSelector('.reveal figcaption');
      await page.click('.opponent .card[data-target$=":highest"]');
      await page.waitForSelector('.reveal figcaption b');
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        expect(await overflowX(page)).toBe(0);
        expect(await clipped(page)).toEqual([]);
        // Only a seat's name may give way there: what says which end is never cut.
        expect(await page.evaluate(CAPTION_CUT)).toEqual([]);
      }
      await shootBoth(page, `lang-${lang}-table`);
      await page.context().close();
    });
  }
});
