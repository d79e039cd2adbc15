import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES, OVER } from '../../shared/i18n/all';
import { LANGUAGES, type Lang } from '../../shared/i18n/languages';
import { deReplay } from '../../shared/i18n/replay/de';
import { enReplay, type ReplayMessages } from '../../shared/i18n/replay/en';
import { esReplay } from '../../shared/i18n/replay/es';
import { frReplay } from '../../shared/i18n/replay/fr';
import { jaReplay } from '../../shared/i18n/replay/ja';
import { ptBRReplay } from '../../shared/i18n/replay/pt-BR';
import { frames } from './axe';
import { DESKTOP, hasChromium, newPlayer, PHONE, shootBoth } from './browser';
import { playSoloToEnd, tableInfo, waitForSummary } from './driver';
import { openHome } from './lobby';
import { Memory, seeded } from './memory';
import { serverAndBrowser } from './setup';

/**
 * The end of a game as a phone shows it, measured: the summary table fits inside the game-over
 * dialog in every language (no column cut, nothing to scroll sideways) and says what "best run"
 * counts; after "See the table" every face-up value in the others' hands is uncovered, at three and
 * at six seats, on a phone and a desktop; and while the game is played, the others' tiles keep one
 * height on a phone (a first trio grows none of them, so nothing below moves).
 */

const REPLAY: Record<Lang, ReplayMessages> = {
  en: enReplay,
  fr: frReplay,
  de: deReplay,
  es: esReplay,
  'pt-BR': ptBRReplay,
  ja: jaReplay,
};

/** Pairs of cards in one final hand whose boxes overlap (by more than a rounding pixel). */
const OVERLAPS = `[...document.querySelectorAll('.final-hand')].flatMap((hand) => {
  const boxes = [...hand.querySelectorAll('.card')].map((c) => c.getBoundingClientRect());
  const hit = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i], b = boxes[j];
      if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
        hit.push(hand.dataset.final + ': ' + i + '/' + j);
    }
  return hit;
})`;

/** Every final-hand card's value sits inside its own card (not cut by the card's edges). */
const VALUES_INSIDE = `[...document.querySelectorAll('.final-hand .card')].filter((c) => {
  const card = c.getBoundingClientRect(), big = c.querySelector('.big').getBoundingClientRect();
  return big.left < card.left - 0.5 || big.right > card.right + 0.5;
}).length`;

const OwnCards = v.array(v.object({ label: v.string(), value: v.number() }));
/** One's own hand: each card's accessible name and value. */
const OWN_LABELS = `[...document.querySelectorAll('.my-hand .card[data-value]')].map((c) => ({ label: c.getAttribute('aria-label'), value: Number(c.dataset.value) }))`;

/** The opponents' tiles' heights, in px. */
const TILE_HEIGHTS = `[...document.querySelectorAll('.opponent')].map((t) => t.getBoundingClientRect().height)`;

/** Makes the first final hand a 9-card one of two-digit values (copies of a card of 12). */
const PAD_FINAL_HAND = `(() => {
  const hand = document.querySelector('.final-hand');
  const card = hand.querySelector('.card').cloneNode(true);
  card.querySelector('.big').textContent = '12';
  card.querySelector('.corner').dataset.v = '12';
  hand.replaceChildren(...Array.from({ length: 9 }, () => card.cloneNode(true)));
  hand.style.setProperty('--n', '9');
})()`;

/** How many rows of cards each final hand takes. */
const FINAL_ROWS = `[...document.querySelectorAll('.final-hand')].map((h) => new Set([...h.querySelectorAll('.card')].map((c) => Math.round(c.getBoundingClientRect().top))).size)`;

/** The summary table's box against the dialog's, and whether its scroller has anything hidden. */
const SUMMARY_FIT = `(() => {
  const dialog = document.querySelector('dialog.game-over .over-card').getBoundingClientRect();
  const table = document.querySelector('.game-summary table').getBoundingClientRect();
  const scroll = document.querySelector('.game-summary-scroll');
  return { inside: table.left >= dialog.left && table.right <= dialog.right, hidden: scroll.scrollWidth - scroll.clientWidth };
})()`;

/** While a game is played: the opponents' tiles' heights (one number, rounded) and their trios. */
const TILES_IN_PLAY = `(() => document.querySelector('.table[data-phase="play"]') && [
  [...new Set([...document.querySelectorAll('.opponent')].map((t) => Math.round(t.getBoundingClientRect().height)))].join(','),
  document.querySelectorAll('.opponent .trios li').length,
])()`;

/** Plays the viewer's turns to the end; the tile heights seen at each of them, and the most trios. */
async function playWatchingTiles(page: Page, memory: Memory): Promise<{ heights: string[]; trios: number }> {
  const heights = new Set<string>();
  let trios = 0;
  await playSoloToEnd(page, memory, async () => {
    const seen: unknown = await page.evaluate(TILES_IN_PLAY);
    if (!Array.isArray(seen)) return;
    heights.add(String(seen[0]));
    trios = Math.max(trios, Number(seen[1]));
  });
  return { heights: [...heights], trios };
}

async function playNow(page: Page, base: string, bots: number): Promise<void> {
  await openHome(page, base);
  await page.fill('.name-field input[name=name]', 'Newbie');
  await page.click('.play-now .segment:has(input[name=level][value="easy"])');
  await page.click(`.play-now .segment:has(input[name=bots][value="${bots}"])`);
  await page.click('.play-now button[type=submit]');
  await page.waitForSelector('.table');
}

describe.skipIf(!hasChromium)('the end of a game on a phone', () => {
  const setup = serverAndBrowser({ BOT_DELAY_MS: '20' });

  for (const bots of [2, 5]) {
    it(`${bots + 1} seats: the summary fits the dialog in every language; every final value shows`, async () => {
      const { server, browser } = setup();
      const { page, context } = await newPlayer(browser, PHONE, 'en-US');
      await playNow(page, server.url, bots);
      // All game long the others' tiles keep one height: a seat's first trio grows none of them.
      const tiles = await playWatchingTiles(page, new Memory(seeded(bots)));
      expect(tiles.trios).toBeGreaterThan(0);
      expect(tiles.heights).toHaveLength(1);
      await waitForSummary(page);
      const end = await tableInfo(page);
      const ownSize = end?.viewer == null ? -1 : (end.sizes[end.viewer] ?? -1);

      for (const lang of LANGUAGES) {
        await page.selectOption('.topbar .lang-picker select', lang);
        await page.waitForSelector(`.game-summary thead th:has-text("${REPLAY[lang].player}")`);
        // The note under the table says what the best-run column counts, and the header points to it.
        expect(await page.textContent('#game-summary-run')).toBe(REPLAY[lang].longestRunNote);
        // One's own cards are simply shown now: named by their value, without the reveal hints
        // ("hors d’atteinte", "端ではないので めくれません") they had in play.
        const own = v.parse(OwnCards, await page.evaluate(OWN_LABELS));
        expect(own.map((c) => c.label)).toEqual(own.map((c) => MESSAGES[lang].yourCardShown(c.value)));
        // As many as the seat holds (a hand may be empty at the end: its last cards made trios).
        expect(own).toHaveLength(ownSize);
        for (const size of [PHONE, DESKTOP]) {
          await page.setViewportSize(size);
          expect({ lang, size: size.width, fit: await page.evaluate(SUMMARY_FIT) }).toEqual({
            lang,
            size: size.width,
            fit: { inside: true, hidden: 0 },
          });
        }
        await page.setViewportSize(PHONE);
        await shootBoth(page, `final-${bots + 1}-gameover-${lang}`);
      }
      await page.selectOption('.topbar .lang-picker select', 'en');
      await page.click(`dialog.game-over button:has-text("${OVER.en.seeTable}")`);
      await page.waitForSelector('dialog.game-over', { state: 'detached' });
      expect(await page.locator('.final-hand .card').count()).toBeGreaterThan(0);
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        expect(await page.evaluate(OVERLAPS)).toEqual([]);
        expect(await page.evaluate(VALUES_INSIDE)).toBe(0);
      }
      await shootBoth(page, `final-${bots + 1}-table`);
      if (bots === 2) {
        // On a desktop the tiles keep their height when the game ends: a hand as big as a hand gets
        // at three seats (9 cards, docs/rules.md, Setup) lies in one row, each value inside its card.
        await page.setViewportSize(DESKTOP);
        const heights = () => page.evaluate(TILE_HEIGHTS);
        const before = await heights();
        await page.evaluate(PAD_FINAL_HAND);
        await frames(page);
        expect(await page.evaluate(FINAL_ROWS)).toEqual([1, 1]);
        expect(await heights()).toEqual(before);
        expect(await page.evaluate(VALUES_INSIDE)).toBe(0);
      }
      await context.close();
    });
  }
});
