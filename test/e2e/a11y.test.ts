import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n';
import { frames, violations } from './axe';
import { DESKTOP, hasChromium, newPlayer, PHONE } from './browser';
import { revealOne, tableInfo } from './driver';
import { openHome } from './lobby';
import { Memory, seeded } from './memory';
import { serverAndBrowser } from './setup';

/**
 * Issue 15, what a new player and a screen reader meet: axe-core finds no violation of any impact
 * on home, lobby, table, rules and game over at 360×640 and 1440×900; the result is a real modal
 * dialog; and the layout holds still where it used to jump (Back to your game, Show the result,
 * the phone's log drawer), with the trio progress shown at each seat.
 */

/** Sums every layout shift from the page's first paint on (installed before any script runs). */
const RECORD_SHIFTS = `window.__shift = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__shift += e.value; }).observe({ type: 'layout-shift', buffered: true });`;

/** A box in page coordinates: [top, bottom, left, right], or null when absent or not displayed. */
type Box = [top: number, bottom: number, left: number, right: number];

async function box(page: Page, selector: string): Promise<Box | null> {
  const raw: unknown = await page.evaluate(`(() => {
    const e = document.querySelector(${JSON.stringify(selector)});
    if (!e || !e.getClientRects().length) return null;
    const r = e.getBoundingClientRect();
    return [r.top + scrollY, r.bottom + scrollY, r.left, r.right];
  })()`);
  if (!Array.isArray(raw)) return null;
  const [top = 0, bottom = 0, left = 0, right = 0] = raw.map(Number);
  return [top, bottom, left, right];
}

/** Where focus is: the focused element's id, else its text (trimmed), else its tag. */
const focused = (page: Page) =>
  page.evaluate(
    `(() => { const a = document.activeElement; return a ? (a.id || a.textContent.trim() || a.tagName) : null; })()`,
  );

/** Whether focus is inside the game-over dialog. */
const focusInDialog = (page: Page) => page.evaluate(`!!document.activeElement?.closest('dialog.game-over')`);

/** Plays the viewer's turns (a seeded memory) until `done` holds or the game is over. */
async function playUntil(page: Page, memory: Memory, done: () => Promise<boolean>): Promise<void> {
  for (let reveals = 0; reveals < 800; reveals++) {
    await page.waitForSelector('.table[data-phase="over"], .table.my-turn');
    if ((await done()) || (await tableInfo(page))?.phase === 'over') return;
    await revealOne(page, memory);
  }
  throw new Error('the game did not end after 800 reveals');
}

describe.skipIf(!hasChromium)('accessibility and layout (issue 15)', () => {
  const setup = serverAndBrowser({ BOT_DELAY_MS: '40' });

  it('axe-core finds nothing on home, lobby, table, rules and game over; the result is a modal dialog that keeps and returns focus; the hand stays in view', async () => {
    const { server, browser } = setup();
    const { page, context } = await newPlayer(browser, DESKTOP);
    const found: string[] = [];

    await openHome(page, server.url);
    found.push(...(await violations(page, 'home, no name yet')));
    await page.fill('.name-field input[name=name]', 'Ada');
    await page.click('#rules summary');
    await page.waitForSelector('#rules table');
    found.push(...(await violations(page, 'home with a name and the rules open')));

    // The lobby of "Play with friends", in a second tab of the same player.
    const host = await context.newPage();
    await openHome(host, server.url);
    await host.click('.create button[type=submit]');
    await host.waitForSelector('.lobby .seat-row.mine');
    found.push(...(await violations(host, 'the lobby')));
    await host.click('.invite-more button[aria-controls="invite-qr"]');
    await host.waitForSelector('svg.invite-qr');
    found.push(...(await violations(host, 'the lobby with the invite’s QR code')));
    await host.close();

    // Play now, with the open log chosen (the choice "Play with friends" has too).
    await page.click('.play-now .segment:has(input[name=now-log][value="open"])');
    await page.click('.play-now button[type=submit]');
    await page.waitForSelector('.table.my-turn');
    expect(await page.textContent('.log h2 small')).toContain('open log');
    // The table page has one h1, naming the game and what wins it.
    expect(await page.locator('h1').allTextContents()).toEqual(['Trio · Simple: three trios win']);
    found.push(...(await violations(page, 'the table on your turn')));
    // 1440×900 uses its room: this turn's row beside the center (not under it), center cards of
    // 84 px (70 before), the log beside the table and the height of the screen.
    const center = await box(page, '.center');
    const reveals = await box(page, '.reveals');
    const log = await box(page, '.log');
    const playArea = await box(page, '.play-area');
    expect(reveals?.[2]).toBeGreaterThan(center?.[3] ?? Number.POSITIVE_INFINITY);
    expect(await page.evaluate(`document.querySelector('.center .card').getBoundingClientRect().width`)).toBe(
      84,
    );
    expect(log?.[2]).toBeGreaterThan(playArea?.[3] ?? Number.POSITIVE_INFINITY);
    expect((log?.[1] ?? 0) - (log?.[0] ?? 0)).toBeGreaterThan(0.85 * DESKTOP.height);
    // The reactions picker (a lazy part, there once the browser was idle), open over the table.
    await page.click('.life-tools button[popovertarget]');
    await page.waitForSelector('#reaction-picker:popover-open');
    found.push(...(await violations(page, 'the reactions picker')));
    await page.keyboard.press('Escape');
    await page.waitForSelector('#reaction-picker:popover-open', { state: 'detached' });
    await page.click('.rules-open');
    await page.waitForSelector('.rules-dialog[open] table');
    found.push(...(await violations(page, 'the table’s rules dialog')));
    await page.keyboard.press('Escape');

    // Simple mode: a seat that collected a trio shows its progress toward three, beside its trios.
    const memory = new Memory(seeded(15));
    const progress = async () => {
      const seats: unknown =
        await page.evaluate(`(() => document.querySelector('.table[data-phase="play"]') &&
        [...document.querySelectorAll('.opponent, .my-seat')].map((s) => [s.querySelectorAll('.trios li').length, s.querySelector('.trio-progress')?.textContent ?? null]))()`);
      return Array.isArray(seats) ? (seats as [number, string | null][]) : [];
    };
    await playUntil(page, memory, async () => (await progress()).some(([n]) => n > 0));
    if ((await tableInfo(page))?.phase !== 'over') {
      await expect
        .poll(progress)
        .toEqual((await progress()).map(([n]) => [n, n > 0 ? `${n} of 3 trios` : null]));
      found.push(...(await violations(page, 'the table with a trio collected')));
    }

    await playUntil(page, memory, async () => false);
    await page.waitForSelector('dialog.game-over[open]');
    // The final table behind the dialog (every other hand face up), before "Show the result" exists.
    const opponents = await page.locator('.opponent').count();
    await expect.poll(() => page.locator('.final-hand').count()).toBe(opponents);
    const handAtEnd = await box(page, '.my-hand');
    // A real modal dialog: aria-modal, the table behind it inert, focus moved to its title.
    expect(await page.getAttribute('dialog.game-over', 'aria-modal')).toBe('true');
    await expect.poll(() => focused(page)).toBe('over-title');
    found.push(...(await violations(page, 'game over')));
    // Tab and Shift+Tab go round its buttons and never leave it.
    const buttons = await page.locator('dialog.game-over button').count();
    for (let i = 0; i < buttons + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    for (let i = 0; i < buttons + 2; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    // Escape puts it away; focus lands on the button that brings it back.
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.game-over', { state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Show the result');
    found.push(...(await violations(page, 'the final table')));
    // Enter on that button brings the dialog back with focus inside; "See the table" too returns it.
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog.game-over[open]');
    await expect.poll(() => focusInDialog(page)).toBe(true);
    await page.click('dialog.game-over button:has-text("See the table")');
    await expect.poll(() => focused(page)).toBe('Show the result');

    // At the end no card of your hand is lifted as if it could be picked.
    expect(await page.locator('.my-hand .card.raised, .my-hand .card.dim, .card.pick').count()).toBe(0);
    // "Show the result" takes no room of its own: the hand has not moved since the dialog opened
    // over the final table, and is whole at 1440×900.
    await page.setViewportSize(DESKTOP);
    await frames(page);
    const hand = await box(page, '.my-hand');
    expect(hand).not.toBeNull();
    expect(hand?.[0]).toBeCloseTo(handAtEnd?.[0] ?? Number.NaN, 0);
    expect(await page.evaluate('scrollY')).toBe(0);
    expect(hand?.[1]).toBeLessThanOrEqual(DESKTOP.height);

    expect(found).toEqual([]);
    await context.close();
  });

  it('Back to your game appears without moving the home page (layout shift ≤ 0.01 on a phone)', async () => {
    const { server, browser } = setup();
    const { page, context } = await newPlayer(browser, PHONE);
    await openHome(page, server.url);
    await page.fill('.name-field input[name=name]', 'Bea');
    await page.click('.play-now button[type=submit]');
    await page.waitForSelector('.table');
    // Back home with the game running (the seat is kept on this device): a fresh load of the page.
    await context.addInitScript(RECORD_SHIFTS);
    const home = page;
    await openHome(home, server.url);
    await home.waitForSelector('.back-to-game a');
    for (let i = 0; i < 10; i++) await frames(home);
    expect(await home.evaluate('window.__shift')).toBeLessThanOrEqual(0.01);
    // Its link and the page under it stay reachable: nothing of the page ends hidden behind it.
    const bar = await box(home, '.back-to-game');
    const pageBottom = Number(await home.evaluate('document.documentElement.scrollHeight'));
    const last = await box(home, '.page.home > :last-child');
    expect(bar && last && last[1] <= pageBottom - (bar[1] - bar[0])).toBe(true);

    // The check can fail: a panel that pushes the page down is measured.
    await home.evaluate(
      // (Through the CSSOM: the page's CSP refuses a style attribute.)
      `(() => { const d = document.createElement('div'); d.style.height = '80px'; document.querySelector('.page.home').prepend(d); })()`,
    );
    let pushed = 0;
    for (let i = 0; i < 30 && pushed <= 0.01; i++) {
      await frames(home);
      pushed = Number(await home.evaluate('window.__shift'));
    }
    expect(pushed).toBeGreaterThan(0.01);
    expect(await violations(home, 'home with a game to go back to')).toEqual([]);
    await context.close();
  });

  it('on a phone the log is a drawer: the top bar opens it over the table, which does not move', async () => {
    const { server, browser } = setup();
    const { page, context } = await newPlayer(browser, PHONE);
    await context.addInitScript(RECORD_SHIFTS);
    await openHome(page, server.url);
    await page.fill('.name-field input[name=name]', 'Cy');
    await page.click('.play-now button[type=submit]');
    await page.waitForSelector('.table.my-turn');
    // Wider screens show the log in the page, and no button for it.
    await page.setViewportSize(DESKTOP);
    // The log is its own chunk, fetched once the browser is idle (Table.tsx): on a busy machine it
    // can come a moment after the resize.
    await page.waitForSelector('.log', { state: 'visible' });
    await frames(page);
    expect(await box(page, '.log'), 'the log on a desktop').not.toBeNull();
    expect(await box(page, '.log-open')).toBeNull();
    await page.setViewportSize(PHONE);
    await frames(page);
    // Closed, it is not below the fold: it is not in the page at all.
    expect(await box(page, '.log')).toBeNull();
    const table = await box(page, '.play-area');
    const shift = Number(await page.evaluate('window.__shift'));
    await page.click('.log-open');
    await page.waitForSelector('.log:popover-open');
    await frames(page);
    const drawer = await box(page, '.log');
    expect(drawer, 'the open drawer').not.toBeNull();
    // In view, over the bottom of the screen, showing its lines.
    expect(drawer?.[0]).toBeGreaterThanOrEqual(0);
    expect(drawer?.[1]).toBeLessThanOrEqual(PHONE.height + 0.5);
    expect(await page.locator('.log-list li, .log-list .log-empty').count()).toBeGreaterThan(0);
    expect(await box(page, '.play-area')).toEqual(table);
    expect(await violations(page, 'the phone’s log drawer')).toEqual([]);
    await page.setViewportSize(PHONE);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.log:popover-open', { state: 'detached' });
    expect(await box(page, '.log')).toBeNull();
    expect(await box(page, '.play-area')).toEqual(table);
    expect(Number(await page.evaluate('window.__shift'))).toBe(shift);

    // The drawer's own Close, in its header (it covers the hand, even on the player's turn): the
    // next stop after the Log button. Escape from inside the drawer gives focus back to the button.
    const focusOn = (name: string) => page.evaluate(`document.activeElement?.classList.contains('${name}')`);
    await page.click('.log-open');
    await page.waitForSelector('.log:popover-open');
    await page.keyboard.press('Tab');
    expect(await focusOn('log-close'), 'Tab from the Log button').toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.log:popover-open', { state: 'detached' });
    expect(await focusOn('log-open'), 'focus after Escape').toBe(true);
    await page.click('.log-open');
    await page.waitForSelector('.log:popover-open');
    const close = page.locator('.log').getByRole('button', { name: 'Close', exact: true });
    const closeBox = await box(page, '.log-close');
    const heading = await box(page, '.log h2');
    expect(closeBox, 'the drawer’s Close').not.toBeNull();
    // Beside the heading, inside the drawer and the screen.
    expect(closeBox?.[0]).toBeLessThan(heading?.[1] ?? 0);
    expect(closeBox?.[2]).toBeGreaterThanOrEqual(heading?.[3] ?? Number.POSITIVE_INFINITY);
    expect(closeBox?.[3]).toBeLessThanOrEqual(PHONE.width);
    expect(closeBox?.[0]).toBeGreaterThanOrEqual(drawer?.[0] ?? Number.POSITIVE_INFINITY);
    await close.click();
    await page.waitForSelector('.log:popover-open', { state: 'detached' });
    expect(await box(page, '.log')).toBeNull();
    expect(await focusOn('log-open'), 'focus after Close').toBe(true);
    expect(await box(page, '.play-area')).toEqual(table);
    // Wider screens have no drawer, so no Close.
    await page.setViewportSize(DESKTOP);
    await page.waitForSelector('.log', { state: 'visible' });
    expect(await box(page, '.log-close')).toBeNull();
    await context.close();
  });

  it('at 360 px the top bar shows the whole name of every language on one line, nothing cut or overlapping', async () => {
    const { server, browser } = setup();
    const { page, context } = await newPlayer(browser, PHONE);
    await openHome(page, server.url);
    await page.fill('.name-field input[name=name]', 'Cy');
    await page.click('.play-now button[type=submit]');
    await page.waitForSelector('.table');
    // The picker arrives when the page is idle (RoomBar.tsx).
    await page.waitForSelector('.topbar .lang-picker select');
    for (const lang of LANGUAGES) {
      await page.selectOption('.topbar .lang-picker select', lang);
      await page.waitForSelector(`html[lang="${lang}"]`);
      await frames(page);
      expect({ lang, fit: await page.evaluate(TOP_BAR_FIT) }).toEqual({
        lang,
        fit: { nameFits: true, oneLine: true, inOrder: true, wholeWords: true },
      });
    }
    await context.close();
  });
});

/**
 * How the top bar fits: the selected language's name within the select's text box (beside its
 * arrow), the bar one line high, its parts left to right without overlapping
 * inside the screen, and no button's word cut.
 */
const TOP_BAR_FIT = `(() => {
  const select = document.querySelector('.topbar .lang-picker select');
  const css = getComputedStyle(select);
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = css.font;
  const text = ctx.measureText(select.selectedOptions[0].text).width;
  // Chromium's own arrow, when it draws one, takes about 20 px inside the padding box.
  const arrow = css.appearance === 'none' ? 0 : 20;
  const room = select.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight) - arrow;
  const parts = ['.brand', '.lang-slot', '.rules-open', '.log-open', '.conn'].map((s) =>
    document.querySelector('.topbar ' + s).getBoundingClientRect(),
  );
  const bar = document.querySelector('.topbar').getBoundingClientRect();
  return {
    nameFits: text <= room,
    oneLine: bar.height < 44,
    inOrder: parts.every((r, i) => r.left >= (i ? parts[i - 1].right : 0) && r.right <= innerWidth),
    wholeWords: [...document.querySelectorAll('.topbar .btn')].every((b) => b.scrollWidth <= b.clientWidth),
  };
})()`;
