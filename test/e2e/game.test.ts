import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './axe';
import { DESKTOP, hasChromium, newPlayer, overflowX, PHONE, shootBoth } from './browser';
import { activePage, revealOne, someoneToMove, tableInfo, waitPast } from './driver';
import { createRoom, joinByLink, sitDown, startGame } from './lobby';
import { Memory, seeded } from './memory';
import { serverAndBrowser } from './setup';

async function noSideScroll(page: Page): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    expect(await overflowX(page)).toBe(0);
  }
}

describe.skipIf(!hasChromium)('three friends at one table', () => {
  const setup = serverAndBrowser();

  it('they join from the invite link, play a whole game by clicking legal targets, a reload keeps the seat, and a spectator sees no hand', async () => {
    const { server, browser } = setup();
    const ana = (await newPlayer(browser, DESKTOP)).page;
    const bo = (await newPlayer(browser, PHONE)).page;
    const cy = (await newPlayer(browser, DESKTOP)).page;

    await ana.goto(server.url);
    await ana.fill('.name-field input[name=name]', 'Ana');
    await shootBoth(ana, '01-home');
    await ana.click('.rules summary');
    await shootBoth(ana, '01-home-rules-open', true);
    await noSideScroll(ana);
    const link = await createRoom(ana, server.url, 'Ana', 3);
    await shootBoth(ana, '03-lobby-host');
    await noSideScroll(ana);

    await joinByLink(bo, link, 'Bo', () => shootBoth(bo, '02-name-gate'));
    await sitDown(bo);
    await shootBoth(bo, '04-lobby-guest');
    await joinByLink(cy, link, 'Cy');
    await sitDown(cy);
    await startGame(ana);
    const pages = [ana, bo, cy];
    for (const p of pages) await p.waitForSelector('.table');
    await shootBoth(ana, '05-table-start');
    await noSideScroll(bo);

    const memory = new Memory(seeded(7));
    let reveals = 0;
    let reloaded = false;
    let spectated = false;
    let keyboard = false;
    let keyboardPage: Page | null = null;
    let heldShot = false;
    for (;;) {
      const active = await activePage(pages);
      if (active === 'over') break;
      if (!active) {
        await someoneToMove(pages);
        continue;
      }
      if (!keyboard && active.info.revealed.length === 0) {
        // Tab reaches a legal target, Enter reveals it.
        keyboard = true;
        await active.page.waitForSelector('button.card.pick');
        // The tab's title says whose move is due, for a player looking at another tab.
        expect(await active.page.title()).toMatch(/^\(Your turn\) \S/);
        // Not the room's link-preview title either ("… 2 seats free"), stale once the game runs.
        for (const p of pages) if (p !== active.page) await expect.poll(() => p.title()).toBe('Trio Online');
        // Tab on to a face-down center card.
        const tabTo = async (selector: string) => {
          let focused = false;
          for (let i = 0; i < 60 && !focused; i++) {
            await active.page.keyboard.press('Tab');
            focused = (await active.page.locator(`${selector}:focus`).count()) === 1;
          }
          expect(focused).toBe(true);
        };
        await tabTo('button.card.pick[data-target^="center:"]');
        const slot = await active.page.evaluate('document.activeElement.dataset.target');
        if (reveals === 0) await shootBoth(active.page, '06-table-my-turn');
        // Every target has a name a screen reader can say.
        const named = active.page.getByRole('button', {
          name: /^(center slot \d+, face down|.+['’]s? (lowest|highest) card|your (lowest|highest) card, \d+)$/,
        });
        expect(await named.count()).toBe(await active.page.locator('button.card.pick').count());
        await active.page.keyboard.press('Enter');
        await waitPast(active.page, active.info.version);
        // The revealed card's button is gone; focus rests on that card, face up now (not on the
        // page, and not on another card that a second Enter would reveal by accident).
        expect(await active.page.locator(`span.card.face[data-target="${slot}"]:focus`).count()).toBe(1);
        // Tab and Enter until the turn is over (a trio or a mismatch): focus then rests on the
        // player's own hand, not on the page, and returns to a card when their turn comes back.
        for (let more = 0; more < 2 && (await active.page.locator('.table.my-turn').count()) > 0; more++) {
          const version = (await tableInfo(active.page))?.version ?? 0;
          await tabTo('button.card.pick');
          await active.page.keyboard.press('Enter');
          await waitPast(active.page, version);
          reveals += 1;
        }
        await active.page.waitForSelector('.table:not(.my-turn)');
        expect(await active.page.evaluate('document.activeElement?.className')).toMatch(/\bfocus-rest\b/);
        await expect.poll(() => active.page.title()).not.toContain('Your turn');
        keyboardPage = active.page;
      } else {
        if (active.page === keyboardPage) {
          await active.page.waitForSelector('button.card.pick:focus');
          keyboardPage = null;
        }
        await revealOne(active.page, memory);
      }
      reveals += 1;
      if (!heldShot && (await active.page.$('.reveals.mismatch'))) {
        heldShot = true;
        await shootBoth(active.page, '07-mismatch-hold');
      }
      if (!reloaded && reveals >= 8) {
        reloaded = true;
        const version = (await tableInfo(active.page))?.version ?? 0;
        await bo.waitForSelector(`.table[data-version="${version}"]`);
        const lines = () => bo.$$eval('.log li', (items) => items.map((li) => li.textContent));
        const logBefore = await lines();
        const before = await tableInfo(bo);
        // A reload starts the page afresh: it has no focus to bring back.
        if (keyboardPage === bo) keyboardPage = null;
        await bo.reload();
        await bo.waitForSelector('.table .my-hand');
        const after = await tableInfo(bo);
        expect(after?.viewer).toBe(before?.viewer);
        expect(await bo.locator('.my-hand .card').count()).toBeGreaterThan(0);
        // The server's history brings back the same log (hidden values stay hidden).
        // (In the page, not necessarily on screen: a phone keeps the log in its drawer.)
        await bo.waitForSelector('.log li.log-reveal', { state: 'attached' });
        expect(await lines()).toEqual(logBefore);
        expect(await bo.locator('.log', { hasText: 'earlier moves' }).count()).toBe(0);
      }
      if (!spectated && reveals >= 12) {
        spectated = true;
        const dee = (await newPlayer(browser, PHONE)).page;
        await joinByLink(dee, link, 'Dee');
        await dee.waitForSelector('.table');
        expect((await tableInfo(dee))?.viewer).toBeNull();
        await dee.waitForSelector('.log li.log-reveal', { state: 'attached' });
        expect(await dee.$$('.my-hand')).toHaveLength(0);
        expect(await dee.$$('.opp-hand [data-value]')).toHaveLength(0);
        await shootBoth(dee, '08-spectator');
        await dee.context().close();
      }
      expect(reveals).toBeLessThan(800);
    }

    console.log(`e2e: the three-player game ended after ${reveals} reveals`);
    for (const p of pages) await p.waitForSelector('.game-over');
    expect(await ana.textContent('.game-over h2')).toMatch(/win/);
    await shootBoth(ana, '09-game-over');
    await shootBoth(bo, '09-game-over-other');
    await noSideScroll(bo);
  });

  it('a mistyped or cleaned-up link says the game does not exist (no name asked) and offers a new game', async () => {
    const { server, browser } = setup();
    const { page, context } = await newPlayer(browser, PHONE);
    await page.goto(`${server.url}/g/zzzzzzzzzzzz`);
    await page.waitForSelector('.final.missing');
    expect(await page.$$('.name-gate')).toHaveLength(0);
    expect(await page.textContent('.final h1')).toMatch(/doesn['’]t exist/);
    await shootBoth(page, '16-unknown-room');
    await page.click('.final a:has-text("Create a new game")');
    await page.waitForSelector('.page.home');
    // Known name, so the socket is tried too: it must end on the same screen, not "Reconnecting…".
    await page.fill('.name-field input[name=name]', 'Eve');
    await page.goto(`${server.url}/embed/zzzzzzzzzzzz`);
    await page.waitForSelector('.final.missing');
    expect(await page.getAttribute('.final a', 'href')).toMatch(/^\/embed\/new/);
    // An id the app refuses (65 characters) inside a frame: the same screen, never the home page.
    await page.goto(`${server.url}/embed/${'a'.repeat(65)}?parent=${encodeURIComponent(server.url)}`);
    await page.waitForSelector('.final.missing');
    expect(await page.locator('.page.home, .name-field').count()).toBe(0);
    expect(await page.getAttribute('.final a', 'href')).toBe(
      `/embed/new?parent=${encodeURIComponent(server.url)}`,
    );
    await context.close();
  });

  it('at the door of a running game a visitor can just watch: no name typed or kept, by keyboard, axe clean', async () => {
    const { server, browser } = setup();
    // The host plays now against bots under a name of 13 emoji (more than 24 UTF-16 units).
    const host = await newPlayer(browser, DESKTOP);
    const emoji = '😀'.repeat(13);
    await host.page.goto(server.url);
    await host.page.fill('.name-field input[name=name]', emoji);
    await host.page.click('.play-now button[type=submit]');
    await host.page.waitForSelector('.table');
    expect(await host.page.evaluate('localStorage.getItem("trio:name")')).toBe(emoji);
    const room = new URL(host.page.url()).pathname;

    // A lobby's door has no "Just watch": a newcomer there comes to sit.
    const created = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ players: 3, mode: 'simple', teams: false, log: 'classic' }),
    });
    const lobby = (await created.json()) as { url: string };
    const { page, context } = await newPlayer(browser, PHONE);
    await page.goto(new URL(lobby.url, server.url).href);
    await page.waitForSelector('.name-gate');
    expect(await page.textContent('.name-gate h1')).toBe('Join the table');
    expect(await page.locator('.just-watch').count()).toBe(0);

    // The visitor arrives from the home page (the same document, as a link inside the app would).
    await page.goto(server.url);
    await page.waitForSelector('.page.home .name-field input[name=name]');
    await page.evaluate(
      `history.pushState(null, '', ${JSON.stringify(room)}); dispatchEvent(new PopStateEvent('popstate'))`,
    );
    await page.waitForSelector('.name-gate');
    expect(await page.textContent('.name-gate h1')).toBe('Watch this game');
    const just = page.getByRole('button', { name: 'Just watch', exact: true });
    expect(await just.getAttribute('aria-describedby')).toBe('just-watch-hint');
    expect(await page.textContent('#just-watch-hint')).toBe('Watch without giving a name.');
    expect(await violations(page, 'the door of a running game')).toEqual([]);
    await shootBoth(page, '19-just-watch-door');
    // By keyboard: from the empty name field, Tab skips the disabled "Watch" to "Just watch".
    await page.focus('.name-gate input[name=name]');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Just watch');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.table');
    expect((await tableInfo(page))?.viewer).toBeNull();
    expect(await page.$$('.my-hand')).toHaveLength(0);
    expect(await page.textContent('.table')).toContain('You are watching this game.');
    expect(await page.textContent('.table')).toContain(emoji);
    await host.page.waitForSelector('.topbar .watching:has-text("1 watching")');
    // The spectator's name is nobody's: not kept on this device, and gone from the home page's
    // field once the visitor goes back.
    expect(await page.evaluate('localStorage.getItem("trio:name")')).toBeNull();
    await shootBoth(page, '19-just-watching');
    await page.goBack();
    await page.waitForSelector('.page.home .name-field input[name=name]');
    expect(await page.inputValue('.page.home .name-field input[name=name]')).toBe('');

    // Coming back (a reload of the room), the door offers to watch again: the token that join
    // left holds no seat, so it does not say "Back to your seat".
    await page.goto(`${server.url}${room}`);
    await page.waitForSelector('.name-gate');
    expect(await page.textContent('.name-gate h1')).toBe('Watch this game');
    await just.click();
    await page.waitForSelector('.table');
    expect((await tableInfo(page))?.viewer).toBeNull();
    await context.close();
    await host.context.close();
  });
});
