import type { Browser, Frame, Page } from 'playwright-core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enReplay } from '../../shared/i18n/replay/en';
import { DESKTOP, hasChromium, launch, newPlayer, PHONE } from './browser';
import { playSoloToEnd, waitForSummary } from './driver';
import { type HostSite, startSnippetSite } from './host-page';
import { Memory, seeded } from './memory';
import { type Server, startServer } from './server';

/**
 * The end of a game inside a site owner's page (host-page.ts, `/snippet`): the game-over dialog
 * fits the frame, which grows once, when the dialog opens, within the height the host page allows
 * (the loader's `max-height`, here the page's viewport) — no scrolling inside the dialog, up or
 * sideways, no button cut ("Watch the replay", "Save the game"), at 1440×900 and at 360×640.
 */

const Heights = v.record(v.string(), v.array(v.number()));

/** The open dialog against the frame's own viewport, and whether its card has anything to scroll. */
const DIALOG_FIT = `(() => {
  const card = document.querySelector('dialog.game-over[open] .over-card');
  const buttons = [...card.querySelectorAll('a, button')].map((b) => {
    const r = b.getBoundingClientRect();
    return { text: b.textContent.trim(), inside: r.top >= 0 && r.bottom <= innerHeight + 0.5 };
  });
  const table = card.querySelector('.game-summary-scroll');
  return {
    hidden: card.scrollHeight - card.clientHeight,
    sideways: table.scrollWidth - table.clientWidth,
    cut: buttons.filter((b) => !b.inside).map((b) => b.text),
  };
})()`;

const Fit = v.object({ hidden: v.number(), sideways: v.number(), cut: v.array(v.string()) });

describe.skipIf(!hasChromium)('the end of a game in an embed', () => {
  let server: Server | undefined;
  let site: HostSite | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer({ BOT_DELAY_MS: '20' });
    site = await startSnippetSite(server.url);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await server?.stop();
  });

  for (const [size, label] of [
    [DESKTOP, '1440×900'],
    [PHONE, '360×640'],
  ] as const) {
    it(`at ${label} the game-over dialog fits the frame, which grows once, within the page's limit`, async () => {
      if (!site || !browser) throw new Error('setup failed');
      const { context, page } = await newPlayer(browser, size);
      await page.goto(`${site.url}/snippet?${new URLSearchParams({ players: '4', bots: 'easy' })}`);
      const frame = (await (await page.waitForSelector('#game iframe')).contentFrame()) as Frame;
      await frame.fill('.embed-new input[name=name]', 'Visitor');
      await frame.click('.embed-new button[type=submit]');
      await frame.waitForSelector('.table');
      const heights = async () => v.parse(Heights, await page.evaluate('window.frameHeights')).game ?? [];
      let before: number[] = [];
      // The frame's heights while the game was on (read at each of the visitor's turns).
      await playSoloToEnd(frame as unknown as Page, new Memory(seeded(4)), async () => {
        if ((await frame.getAttribute('.table', 'data-phase')) !== 'over') before = await heights();
      });
      // The computers' last turns may still grow it after the visitor's last turn (a trio row):
      // what counts is what the end itself does.
      before = await heights();
      await waitForSummary(frame as unknown as Page);
      await frame.waitForSelector(`dialog.game-over[open] button:has-text("${enReplay.save}")`);
      await frame.waitForSelector(`dialog.game-over[open] :text("${enReplay.watchReplay}")`);
      // The frame settles at the page's limit (the loader caps it there).
      await page.waitForFunction(
        `Math.round(document.querySelector('#game iframe').getBoundingClientRect().height) === ${size.height}`,
      );
      // At most one growth since the game ended: straight to the limit (or none, when the table
      // or the dialog had reached it already).
      const after = (await heights()).slice(before.length);
      expect(after.length).toBeLessThanOrEqual(1);
      expect(v.parse(Fit, await frame.evaluate(DIALOG_FIT))).toEqual({ hidden: 0, sideways: 0, cut: [] });
      await context.close();
    });
  }
});
