import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RoomSummarySchema } from '../../shared/protocol';
import { hasChromium, newPlayer, PHONE, shootBoth } from './browser';
import { activePage, revealOne, someoneToMove } from './driver';
import { openHome } from './lobby';
import { Memory, seeded } from './memory';
import { serverAndBrowser } from './setup';

/**
 * With no name: the button at `button` is disabled, and its reason at `reason`, in the page's
 * words and tied to it by aria-describedby, shows in the phone's screen with it when scrolled to.
 */
async function needsName(page: Page, button: string, reason: string): Promise<void> {
  const target = page.locator(button).first();
  expect(await target.isDisabled()).toBe(true);
  await target.scrollIntoViewIfNeeded();
  const why = page.locator(reason);
  expect(await why.textContent()).toContain('Enter your name at the top of the page to play.');
  expect(await target.getAttribute('aria-describedby')).toBe(await why.getAttribute('id'));
  const [b, r] = [await target.boundingBox(), await why.boundingBox()];
  if (!b || !r) throw new Error(`${button} or ${reason} is not shown`);
  // Both inside the screen at once, the reason just under the button.
  expect(Math.min(b.y, r.y)).toBeGreaterThanOrEqual(0);
  expect(Math.max(b.y + b.height, r.y + r.height)).toBeLessThanOrEqual(PHONE.height);
  expect(r.y).toBeGreaterThanOrEqual(b.y + b.height - 1);
  expect(r.y - (b.y + b.height)).toBeLessThan(120);
}

/** Strangers find each other: Quick match, and the open tables on the home page (issue 18). */
describe.skipIf(!hasChromium)('a table with strangers', () => {
  const setup = serverAndBrowser({ BOT_DELAY_MS: '40' });

  it('two players press Quick match (3 players, 10 s), land at the same table with a computer third, and play a turn', async () => {
    const { server, browser } = setup();
    const ann = await newPlayer(browser);
    const bo = await newPlayer(browser, PHONE);
    for (const [player, name] of [
      [ann, 'Ann'],
      [bo, 'Bo'],
    ] as const) {
      await openHome(player.page, server.url);
      await player.page.fill('.name-field input[name=name]', name);
      await player.page.click('.quick-match .segment:has(input[name=quick-players][value="3"])');
      await player.page.click('.quick-match .segment:has(input[name=quick-wait][value="10000"])');
      await player.page.click('.quick-match button[type=submit]');
      // The queue has counted this seeker (so Ann is the older of the two, and sits first).
      await player.page.waitForSelector('.quick-match .searching[data-needed="3"]');
    }
    // Both wait in one queue; the page says how many of how many, and for how long.
    await ann.page.waitForSelector('.quick-match .looking:has-text("2 of 3")');
    await bo.page.waitForSelector('.quick-match .waited');
    // …and when computers will take the empty seat at the latest (the 10 s chosen, counted down).
    const left = (await bo.page.textContent('.quick-match .waited'))?.match(
      /empty seats in (\d+)\s+s at most/,
    );
    expect(Number(left?.[1])).toBeGreaterThan(0);
    expect(Number(left?.[1])).toBeLessThanOrEqual(10);
    await shootBoth(bo.page, 'quick-match-seeking');
    // Nobody else comes: after 10 s a computer takes the third seat and both land at the table.
    await Promise.all([ann, bo].map((p) => p.page.waitForSelector('.table', { timeout: 40_000 })));
    expect(ann.page.url()).toBe(bo.page.url());
    const id = new URL(ann.page.url()).pathname.split('/')[2];
    const summary = v.parse(RoomSummarySchema, await (await fetch(`${server.url}/api/games/${id}`)).json());
    expect(summary.status).toBe('playing');
    expect(summary.seats.map((s) => [s.name, s.bot])).toEqual([
      ['Ann', null],
      ['Bo', null],
      ['Bot 3', 'normal'],
    ]);
    // Each sees the table from their own seat, and whoever's turn it is plays.
    const pages = [ann.page, bo.page];
    await someoneToMove(pages, 60_000);
    const active = await activePage(pages);
    if (!active || active === 'over') throw new Error('nobody to move');
    await revealOne(active.page, new Memory(seeded(18)));
    await shootBoth(ann.page, 'quick-match-table');
  });

  it('a third player sees an open table on the home page and sits down with one click', async () => {
    const { server, browser } = setup();
    const host = await newPlayer(browser);
    await openHome(host.page, server.url);
    await host.page.fill('.name-field input[name=name]', 'Hana');
    await host.page.check('.create input[name=open]');
    await host.page.click('.create button[type=submit]');
    await host.page.waitForSelector('.lobby .seat-row.mine');
    const room = new URL(host.page.url()).pathname;

    const guest = await newPlayer(browser, PHONE);
    await openHome(guest.page, server.url);
    const sit = guest.page.locator('.open-tables li button');
    await sit.first().waitFor({ timeout: 15_000 });
    // No name yet, on a phone: the name field is screens above. Beside the greyed-out Sit down and
    // Find a table, the reason, and a way to the field.
    await needsName(guest.page, '.open-tables li button', '.open-tables .name-first');
    await needsName(guest.page, '.quick-match button[type=submit]', '.quick-match .name-first');
    await guest.page.click('.open-tables .name-first button');
    await guest.page.waitForSelector('.name-field input[name=name]:focus');
    const field = await guest.page.locator('.name-field input[name=name]').boundingBox();
    expect(field && field.y >= 0 && field.y + field.height <= PHONE.height).toBe(true);
    await guest.page.keyboard.type('Gus');
    // Named: the buttons work and the reasons are gone.
    expect(await sit.first().isEnabled()).toBe(true);
    expect(await guest.page.locator('.name-first').count()).toBe(0);
    expect(await guest.page.locator('.open-tables li').first().textContent()).toContain('2 seats free');
    await shootBoth(guest.page, 'open-tables');
    await sit.first().click();
    await guest.page.waitForSelector('.lobby .seat-row.mine');
    expect(new URL(guest.page.url()).pathname).toBe(room);
    await host.page.waitForSelector('.seat-row:has-text("Gus")');
  });
});
