import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, newPlayer, PHONE } from './browser';
import { followLesson, LANGUAGES, LEARN } from './lesson-driver';
import { serverAndBrowser } from './setup';

/**
 * Issue 33, the guided first game (`/learn`): a newcomer follows it to the end in each language,
 * on a phone and on a desktop (one size at a time, all languages at once, one page each: the local
 * table paces its computers like a room); the words of every step are the catalog's; a tap on
 * another card is stopped; the lesson can be skipped; Play now at its end deals a game against the
 * computers; the card to tap stands out by more than colour, and is still when motion is reduced.
 */

type Lang = (typeof LANGUAGES)[number];

async function lesson(browser: Browser, url: string, lang: Lang, size = PHONE, name?: string) {
  const { context, page } = await newPlayer(browser, size);
  // A returning player's name, saved on this device before the page reads it.
  if (name) await context.addInitScript(`localStorage.setItem('trio:name', ${JSON.stringify(name)})`);
  await page.goto(`${url}/learn?lang=${lang}`);
  await page.locator('.learn-guide').waitFor();
  await page.locator('.table').waitFor();
  return { context, page };
}

describe.skipIf(!hasChromium)('the guided first game', () => {
  const setup = serverAndBrowser();

  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])('finishes in every language on %s, each step in its own words', async (_, size) => {
    const { server, browser } = setup();
    await Promise.all(
      LANGUAGES.map(async (lang) => {
        const { context, page } = await lesson(browser, server.url, lang, size);
        const { shown, expected } = await followLesson(page, lang);
        expect(shown, lang).toEqual(expected);
        expect(shown).toHaveLength(8);
        const end = await page.locator('.learn-text').textContent();
        expect(end).toContain(LEARN[lang].won);
        expect(end).toContain(LEARN[lang].spicy);
        expect(await page.locator('.learn-guide .btn.accent').textContent()).toBe(LEARN[lang].playNow);
        // The words are read out as they change.
        expect(await page.locator('.learn-text').getAttribute('role')).toBe('status');
        expect(await page.locator('.table').getAttribute('data-phase')).toBe('over');
        await context.close();
      }),
    );
  });

  it('stops a tap on another card, can be skipped, and ends with Play now dealing a real game', async () => {
    const { server, browser } = setup();
    const { context, page } = await lesson(browser, server.url, 'en');
    // Before Start, and at the first step, only the highlighted card can be picked.
    await page.locator('.learn-guide .btn.primary').click();
    await page.locator('.table button.card.pick[data-target="center:3"]').click();
    expect(await page.locator('.learn-nudge').textContent()).toContain(LEARN.en.tapHighlighted);
    expect(await page.locator('.table').getAttribute('data-version')).toBe('0');
    await page.locator('.learn-skip').click();
    await page.waitForURL(`${server.url}/`);
    await context.close();

    const second = await lesson(browser, server.url, 'en', DESKTOP, 'Ada');
    await followLesson(second.page, 'en');
    await second.page.locator('.learn-guide .btn.accent').click();
    await second.page.waitForURL(/\/g\/[a-z0-9]+$/);
    await second.page.locator('.table').waitFor({ timeout: 30_000 });
    await second.context.close();
  });

  it('marks the card to tap beyond colour: the others dimmed, a double ring and a badge; still when motion is reduced', async () => {
    const { server, browser } = setup();
    for (const [size, reducedMotion] of [
      [PHONE, 'no-preference'],
      [DESKTOP, 'reduce'],
    ] as const) {
      const context = await browser.newContext({ viewport: size, reducedMotion, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${server.url}/learn?lang=en`);
      await page.locator('.learn-guide .btn.primary').click();
      await page.locator('.table button.card.pick[data-target="hand:1:lowest"]').waitFor();
      await expect
        .poll(() => page.evaluate('document.documentElement.dataset.learn'), { timeout: 20_000 })
        .toBe('hand:1:lowest');
      // Every other card that could be picked is dimmed (once its filter's short transition is over).
      await expect
        .poll(() =>
          page.evaluate(`[...new Set([...document.querySelectorAll('.table button.card.pick:not([data-target="hand:1:lowest"])')]
            .map((c) => getComputedStyle(c).filter))]`),
        )
        .toEqual(['saturate(0.3) brightness(0.55)']);
      const look = (await page.evaluate(`(() => {
        const picks = [...document.querySelectorAll('.table button.card.pick')];
        const card = picks.find((c) => c.dataset.target === 'hand:1:lowest');
        const style = getComputedStyle(card);
        const badge = getComputedStyle(card, '::after');
        return {
          filter: style.filter,
          ring: style.boxShadow,
          animation: style.animationName,
          badge: badge.content + ' ' + badge.width,
        };
      })()`)) as { filter: string; ring: string; animation: string; badge: string };
      expect(look.filter).toBe('none');
      // White, then the accent's red (base.css), then a gold halo.
      expect(look.ring).toMatch(
        /^rgb\(255, 255, 255\) 0px 0px 0px 3px, rgb\(196, 70, 31\) 0px 0px 0px 7px, /,
      );
      expect(look.badge).toBe('"" 22px');
      expect(look.animation).toBe(reducedMotion === 'reduce' ? 'none' : 'learn-halo');
      await context.close();
    }
  });
});
