import type { Browser, Page } from 'playwright-core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/i18n/all';
import { LANGUAGES } from '../../shared/i18n/languages';
import { hasChromium, launch, newPlayer, PHONE, shootBoth } from './browser';
import { revealOne, tableInfo } from './driver';
import { Memory, seeded } from './memory';
import { type Server, startServer } from './server';

/**
 * Crowded tables, in every language, on a phone and on two desktops: 3 to 6 seats, with and without
 * teams, simple and spicy. Once a few trios lie on the table (so the seats show how far they are
 * from a win), at the viewer's turn (the game waits for it, so the table holds still), every name,
 * count, tag, progress hint and caption shows whole (nothing cut by an ellipsis, nothing outside
 * its seat, no "bot" tag beside a bot's name), no seat box overlaps another or the log, the log's heading stays above its first
 * line, names keep their case, and Japanese lines break between words, not inside them. Rooms are
 * made over HTTP (`POST /api/games` with bots and `start`); one server and one browser for all.
 */

const SIZES = [PHONE, { width: 1280, height: 800 }, { width: 1440, height: 900 }];

const TABLES = [
  { players: 3, teams: false, mode: 'simple' },
  { players: 4, teams: false, mode: 'spicy' },
  { players: 4, teams: true, mode: 'spicy' },
  { players: 5, teams: false, mode: 'simple' },
  { players: 6, teams: false, mode: 'spicy' },
  { players: 6, teams: true, mode: 'simple' },
] as const;

/**
 * Words a Japanese line must never be broken inside ("一番大き / いカード", "トリオ3 / つ" were);
 * between two phrases ("一番 / 大きい") a line may break.
 */
const JA_WORDS = ['大きい', '小さい', 'カード', 'トリオ3つ', 'めくって'];

/** What the page shows wrong, as readable lines (an empty list when all is well). */
const PROBLEMS = `(() => {
  const out = [];
  const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const say = (el) => (el.className || el.tagName) + ' «' + el.textContent.trim().slice(0, 40) + '»';
  const TEXT = '.opp-name, .opponent .count, .opponent .tag, .trio-progress, .my-info .opp-name, .my-info .tag, '
    + '.reveals-caption .long, .reveals-caption .short, .turn-banner, .log h2, .log h2 small, .log li';
  for (const el of document.querySelectorAll(TEXT)) {
    if (!shown(el)) continue;
    if (el.scrollWidth > el.clientWidth + 1) out.push('cut: ' + say(el));
  }
  const boxes = [...document.querySelectorAll('.opponent, .my-seat, .log')].filter(shown);
  for (const seat of document.querySelectorAll('.opponent')) {
    const s = seat.getBoundingClientRect();
    for (const el of seat.querySelectorAll('.opp-name, .count, .tag, .trio-progress, .trios, .card')) {
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.left < s.left - 1 || r.right > s.right + 1 || r.top < s.top - 1 || r.bottom > s.bottom + 1)
        out.push('outside its seat: ' + say(el));
    }
  }
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i].getBoundingClientRect(), b = boxes[j].getBoundingClientRect();
      if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
        out.push('overlap: ' + boxes[i].className + ' / ' + boxes[j].className);
    }
  // A bot's name says it is one ("Bot 2", "ボット2"): no tag beside it says it again.
  for (const seat of document.querySelectorAll('.opponent'))
    if (seat.querySelector('.tag.bot')) out.push('says bot twice: ' + say(seat.querySelector('.opp-name')));
  const head = document.querySelector('.log h2'), list = document.querySelector('.log .log-list');
  if (head && list && shown(head) && head.getBoundingClientRect().bottom > list.getBoundingClientRect().top + 1)
    out.push('the log heading covers its first line');
  for (const el of document.querySelectorAll('.log .turn-line'))
    if (el.innerText.trim() !== el.textContent.trim()) out.push('case changed: ' + say(el));
  if (document.documentElement.lang === 'ja') {
    const walker = document.createTreeWalker(document.querySelector('.table'), NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement || !shown(node.parentElement)) continue;
      for (const word of ${JSON.stringify(JA_WORDS)}) {
        const at = node.data.indexOf(word);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) out.push('broken inside ' + word + ': ' + say(node.parentElement));
      }
    }
  }
  return out;
})()`;

const Created = v.object({ id: v.string(), token: v.string() });

describe.skipIf(!hasChromium)('crowded tables', () => {
  let server: Server | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer({ BOT_DELAY_MS: '10' });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * Plays the viewer's turns (skipping swaps) until `trios` trios lie on the table, at the
   * viewer's turn; false when the game ended first (a spicy game may end at the second trio).
   */
  async function playUntilTrios(page: Page, trios: number, memory: Memory): Promise<boolean> {
    for (let turn = 0; turn < 400; turn++) {
      await page.waitForSelector(
        '.table.my-turn, .swap-panel button:not([disabled]), .table[data-phase="over"]',
      );
      if ((await tableInfo(page))?.phase === 'over') return false;
      const skip = page.locator('.swap-panel button:not([disabled])');
      if (await skip.count()) {
        // The panel may change under the click (the swap was decided): look again either way.
        await skip.click({ timeout: 5_000 }).catch(() => undefined);
        continue;
      }
      if (
        (await page.locator('.trios li').count()) >= trios &&
        (await tableInfo(page))?.revealed.length === 0
      )
        return true;
      await revealOne(page, memory);
    }
    throw new Error('no trios on the table after 400 reveals');
  }

  /** A room of `table`, the viewer on seat 0 against easy bots, shown in `page` at a turn with trios on the table. */
  async function tableWithTrios(page: Page, table: (typeof TABLES)[number]): Promise<void> {
    if (!server) throw new Error('setup failed');
    for (let attempt = 0; attempt < 4; attempt++) {
      const bots = Array.from({ length: table.players - 1 }, (_, i) => ({ seat: i + 1, level: 'easy' }));
      const res = await fetch(`${server.url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...table,
          log: 'open',
          turnTimer: 'off',
          name: 'Léa',
          seat: 0,
          bots,
          start: true,
        }),
      });
      const { id, token } = v.parse(Created, await res.json());
      await page.goto(`${server.url}/g/${id}#seat=${token}`);
      // The seat's link brings the seat; a browser that knows no name yet asks for it first.
      await page.waitForSelector('.name-gate input[name=name], .table');
      if (await page.locator('.name-gate input[name=name]').count()) {
        await page.fill('.name-gate input[name=name]', 'Léa');
        await page.click('.name-gate button[type=submit]');
      }
      await page.waitForSelector('.table');
      // Spicy games may end at their second trio: one is enough to show a seat's progress there.
      const trios = table.mode === 'spicy' ? 1 : 2;
      if (await playUntilTrios(page, trios, new Memory(seeded(table.players + attempt)))) return;
    }
    throw new Error('four games ended before a trio was on the table at the viewer’s turn');
  }

  for (const table of TABLES) {
    const label = `${table.players} seats${table.teams ? ', teams' : ''}, ${table.mode}`;
    it(`${label}: every name, count and hint shows whole, in every language, phone and desktop`, async () => {
      if (!server || !browser) throw new Error('setup failed');
      const { context, page } = await newPlayer(browser, SIZES[2], 'en-US');
      await tableWithTrios(page, table);
      const found: string[] = [];
      for (const lang of LANGUAGES) {
        await page.selectOption('.topbar .lang-picker select', lang);
        await page.waitForSelector(
          `html[lang="${lang}"] .turn-banner:has-text("${MESSAGES[lang].yourTurnReveal}")`,
        );
        for (const size of SIZES) {
          await page.setViewportSize(size);
          const seen = v.parse(v.array(v.string()), await page.evaluate(PROBLEMS));
          for (const p of seen) found.push(`${lang} ${size.width}: ${p}`);
        }
      }
      if (found.length > 0) await shootBoth(page, `crowded-${table.players}${table.teams ? 't' : ''}`);
      expect(found).toEqual([]);
      await context.close();
    });
  }
});
