import type { Frame, Page } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, newPlayer, PHONE } from './browser';
import { startSnippetSite } from './host-page';
import { serverAndBrowser } from './setup';

/**
 * What a visitor sees in the frame, measured: at every frame width the turn hint shows whole
 * inside its box and nothing (the "hide cards" button included) reaches past the frame's edges;
 * the start form sits in the middle of a frame the felt covers whole.
 */

/** The snippet page has 12 px of margin each side: a viewport this much wider gives a frame of the width asked. */
const MARGINS = 24;
const WIDTHS = [320, 480, 600, 900, 1100];
const FIRST = 320;

/**
 * In the frame: what is wrong with the hint, the hide button and the page's width now (empty: all
 * well), or null while `when` is not yet the table's state (polled until it is).
 */
const problemsWhen = (when: string, width: number) => `(() => {
  if (!(${when})) return null;
  const vw = document.documentElement.clientWidth;
  if (vw !== ${width}) return null;
  const found = [];
  const box = document.querySelector('.reveals-caption').getBoundingClientRect();
  const text = [...document.querySelectorAll('.reveals-caption span')].find((s) => s.getClientRects().length > 0);
  if (!text || !text.textContent) found.push('no hint');
  else {
    const t = text.getBoundingClientRect();
    if (t.top < box.top - 0.5 || t.bottom > box.bottom + 0.5 || t.left < box.left - 0.5 || t.right > box.right + 0.5)
      found.push('hint outside its box: ' + text.textContent);
    if (text.scrollWidth > text.clientWidth + 1 || text.parentElement.scrollWidth > text.parentElement.clientWidth + 1)
      found.push('hint cut short: ' + text.textContent);
  }
  const skip = document.querySelector('.reveals-row .skip');
  if (skip && skip.scrollWidth > skip.clientWidth + 1) found.push('hide button text spills: ' + skip.textContent);
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && (r.left < -0.5 || r.right > vw + 0.5)) found.push('past the frame: ' + el.className);
  }
  if (document.documentElement.scrollWidth > vw) found.push('the frame scrolls sideways');
  return found;
})()`;

const MY_TURN = `document.querySelector('.table.my-turn button.card.pick[data-target]')`;
/** A computer's failed turn on show while this player's turn waits: the longest-lived "hide" button. */
const HELD = `${MY_TURN} && document.querySelector('.reveals.mismatch .reveals-row .skip')`;
/**
 * This player's turn with their own reveals on show: the turn is not over yet. On a loaded machine
 * a reveal's answer can come while the page counts itself not ready to play (a move in flight, a
 * reconnect), and `playMyTurn` then stops early; the test plays on from here.
 */
const MINE = `${MY_TURN} && document.querySelector('.reveals:not(.mismatch) .reveal')`;
/** This player's turn, nothing revealed and nothing held: the hint to reveal a glowing card. */
const HINT = `${MY_TURN} && !document.querySelector('.reveals.mismatch') && !document.querySelector('.reveal')`;

const Problems = v.array(v.string());

async function gameFrame(page: Page): Promise<Frame> {
  const frame = await (await page.waitForSelector('#game iframe')).contentFrame();
  if (!frame) throw new Error('no game frame');
  return frame;
}

/**
 * Waits until `when` holds in the frame at `width`, then returns what is wrong there. Polled from
 * here (the frame's content security policy allows no string evaluated inside it by a poller).
 */
async function problems(frame: Frame, when: string, width: number, timeout = 15_000): Promise<string[]> {
  const until = Date.now() + timeout;
  for (;;) {
    const found: unknown = await frame.evaluate(problemsWhen(when, width));
    if (found !== null) return v.parse(Problems, found);
    if (Date.now() > until)
      throw new Error(`the frame never showed: ${when}; it showed ${await seen(frame)}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** What the frame shows now, in a line (for a failure's message): the table's classes, version, caption. */
function seen(frame: Frame): Promise<string> {
  return frame.evaluate(`(() => {
    const table = document.querySelector('.table');
    const caption = [...document.querySelectorAll('.reveals-caption span')].find((s) => s.getClientRects().length > 0);
    return JSON.stringify({
      table: table && table.className, version: table && table.getAttribute('data-version'),
      picks: document.querySelectorAll('button.card.pick[data-target]').length,
      reveals: document.querySelectorAll('.reveal').length, caption: caption && caption.textContent,
      width: document.documentElement.clientWidth, dialogs: [...document.querySelectorAll('dialog[open]')].map((d) => d.className),
    });
  })()`);
}

/** Plays this player's turn with the first glowing card each time, until the turn passes. */
async function playMyTurn(frame: Frame): Promise<void> {
  const pick = '.table.my-turn button.card.pick[data-target]';
  for (let i = 0; i < 3; i++) {
    // A card to pick, or the turn has passed (between two reveals the cards can be a moment away).
    await frame.waitForSelector(`${pick}, .table:not(.my-turn)`);
    const version = await frame.getAttribute('.table', 'data-version');
    if (!(await frame.$(pick))) return;
    await frame.click(`${pick} >> nth=0`);
    await frame.waitForSelector(`.table:not([data-version="${version}"])`);
  }
}

/** Shown once a game is over (the result dialog). */
const OVER = "document.querySelector('dialog.game-over[open]')";

/** If the game is over, starts the rematch (this visitor made the room: they are host); true if so. */
async function rematchIfOver(frame: Frame): Promise<boolean> {
  if (!(await frame.$('dialog.game-over[open]'))) return false;
  await frame.click('dialog.game-over[open] .over-actions .btn.primary');
  await frame.waitForSelector('dialog.game-over[open]', { state: 'detached' });
  return true;
}

/** `problems` at the next `when`, starting a rematch whenever the game ends first. */
async function problemsInPlay(frame: Frame, when: string, width: number): Promise<string[]> {
  for (;;) {
    const found = await problems(frame, `(${when}) || ${OVER}`, width, 30_000);
    if (!(await rematchIfOver(frame))) return found;
  }
}

describe.skipIf(!hasChromium)('the embed, measured', () => {
  const setup = serverAndBrowser({ BOT_DELAY_MS: '40' });

  for (const lang of ['en', 'fr', 'de']) {
    it(`in ${lang}, at frames ${WIDTHS.join(', ')} px wide, the turn hint shows whole and nothing reaches past the frame`, async () => {
      const { server, browser } = setup();
      const site = await startSnippetSite(server.url);
      const { context, page } = await newPlayer(browser, { width: FIRST + MARGINS, height: 900 });
      await page.goto(`${site.url}/snippet?${new URLSearchParams({ players: '3', bots: 'easy', lang })}`);
      const frame = await gameFrame(page);
      await frame.fill('.embed-new input[name=name]', 'Visitor');
      await frame.click('.embed-new button[type=submit]');
      await frame.waitForSelector('.table');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width: width + MARGINS, height: 900 });
        // The hint of a new turn: reveal a glowing card (the longest hint in these languages).
        expect(await problemsInPlay(frame, HINT, width), `${lang} ${width} px, your turn`).toEqual([]);
        // Play until a computer's miss is on show at the start of this player's turn: its hint and
        // the "hide cards" button beside this turn's cards.
        let held: string[] | null = null;
        for (let turns = 0; held === null && turns < 20; turns++) {
          await playMyTurn(frame);
          held = await problemsInPlay(frame, `(${HELD}) || (${HINT}) || (${MINE})`, width);
          if (!(await frame.$('.reveals.mismatch .reveals-row .skip'))) held = null;
        }
        expect(held, `${lang} ${width} px: no computer missed before this player's turn`).not.toBeNull();
        expect(held, `${lang} ${width} px, a computer's miss on show`).toEqual([]);
      }
      await context.close();
      await site.stop();
    });
  }

  for (const [size, label] of [
    [DESKTOP, '1440×900'],
    [PHONE, '360×640'],
  ] as const) {
    it(`at ${label}, the start form sits in the middle of the frame and the felt covers the whole frame`, async () => {
      const { server, browser } = setup();
      const site = await startSnippetSite(server.url);
      const { context, page } = await newPlayer(browser, size);
      await page.goto(`${site.url}/snippet?players=4&mode=spicy`);
      const frame = await gameFrame(page);
      await frame.waitForSelector('.embed-new form');
      const seen = v.parse(
        v.object({
          frame: v.number(),
          top: v.number(),
          bottom: v.number(),
          body: v.number(),
          felt: v.string(),
        }),
        await frame.evaluate(`(() => {
          const form = document.querySelector('.embed-new form').getBoundingClientRect();
          const body = document.body.getBoundingClientRect();
          return { frame: innerHeight, top: form.top, bottom: form.bottom, body: body.height,
            felt: getComputedStyle(document.body).backgroundImage };
        })()`),
      );
      // The frame keeps the 600 px it starts with (it only grows); the form is shorter.
      expect(seen.frame).toBe(600);
      expect(seen.bottom - seen.top).toBeLessThan(seen.frame);
      expect(Math.abs(seen.top - (seen.frame - seen.bottom))).toBeLessThanOrEqual(2);
      // The body (its gradient) is the whole frame: no band of plain colour below the form.
      expect(seen.body).toBeGreaterThanOrEqual(seen.frame);
      expect(seen.felt).toContain('radial-gradient');
      // The height the frame reports is the content's: the frame does not grow for the centring.
      await page.waitForFunction(`window.trioEvents.some((e) => e.type === 'resize')`);
      const resized = v.parse(
        v.array(v.number()),
        await page.evaluate(`window.trioEvents.filter((e) => e.type === 'resize').map((e) => e.height)`),
      );
      for (const height of resized) expect(height).toBeLessThan(600);
      const frameHeight: unknown = await page.$eval('#game iframe', (f) => f.getBoundingClientRect().height);
      expect(frameHeight).toBe(600);
      await context.close();
      await site.stop();
    });
  }
});
