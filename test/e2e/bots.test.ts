import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIFE, TEAM } from '../../shared/i18n/all';
import { CLOSE_CODES } from '../../shared/protocol/errors';
import { DESKTOP, hasChromium, newPlayer, PHONE, shootBoth } from './browser';
import { playSoloToEnd, tableInfo, watchNotice } from './driver';
import { createRoom, joinByLink, openHome, sitDown, startGame } from './lobby';
import { Memory, seeded } from './memory';
import { serverAndBrowser } from './setup';

describe.skipIf(!hasChromium)('games with computer players', () => {
  // Bots move 40 ms after their turn starts instead of human-like pacing.
  const setup = serverAndBrowser({ BOT_DELAY_MS: '40' });

  it('"Play now" starts a spicy game against bots at once, and it can be played to the end', async () => {
    const { server, browser } = setup();
    const { page, context } = await newPlayer(browser, PHONE);
    await openHome(page, server.url);
    await page.fill('.name-field input[name=name]', 'Solo');
    await page.click('.play-now .segment:has(input[name=level][value="easy"])');
    await page.click('.play-now .segment:has(input[name=now-mode][value="spicy"])');
    // Enter in the name field is "Play now", with the options chosen.
    await page.focus('.name-field input[name=name]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.table');
    expect(await page.locator('.opponent').count()).toBe(2);
    // Spicy: every face-up card shows its connected values (a 7 shows none).
    expect(await page.locator('.my-hand .card.face:not(.seven) .links').count()).toBeGreaterThan(0);
    await shootBoth(page, '10-play-now-table');

    await playSoloToEnd(page, new Memory(seeded(11)));
    await page.waitForSelector('.game-over');
    await shootBoth(page, '11-play-now-over');
    // The log followed the game to its last line, the win (past 80 lines the oldest are dropped).
    const logEnd = `(() => { const box = document.querySelector('.log-list');
      return { below: box.scrollHeight - box.scrollTop - box.clientHeight, last: [...box.querySelectorAll('li')].pop()?.textContent }; })()`;
    await expect
      .poll(() => page.evaluate(logEnd))
      .toMatchObject({ last: expect.stringMatching(/won the game/) });
    expect(((await page.evaluate(logEnd)) as { below: number }).below).toBeLessThan(2);
    // The reason in words, and exactly the trios that made the win highlighted.
    const reason = (await page.textContent('.over-reason')) ?? '';
    expect(reason).toMatch(
      /^(Two connected trios: \d+ and \d+ \(\d+ [+−] \d+ = 7\)\.|The trio of 7s wins at once\.)$/,
    );
    expect(await page.locator('.game-over .trio.won').count()).toBe(reason.startsWith('Two') ? 2 : 1);
    const shown = (await page.locator('.game-over .trio').allTextContents()).map((t) =>
      Number.parseInt(t, 10),
    );
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    // Escape puts the result away to look at the final table; a button brings it back.
    await page.keyboard.press('Escape');
    await page.waitForSelector('.game-over', { state: 'detached' });
    await shootBoth(page, '11-play-now-final-table');
    await page.click('button:has-text("Show the result")');
    await page.waitForSelector('.game-over');

    // "New game", then "Play now" again in the same tab: the new room's game is numbered 1 as
    // well, and must start with a log of its own (no line of the last game's, no face-up values
    // of it) and without its result.
    await page.click('.game-over button:has-text("New game")');
    await page.click('.play-now button[type=submit]');
    await page.waitForSelector('.table.my-turn');
    expect(await page.locator('.log-list li:has-text("won the game")').count()).toBe(0);
    expect(await page.locator('.game-over, .over-reopen').count()).toBe(0);
    await context.close();
  });

  it('leaving a running game on purpose closes the socket with 4005; other ways out with 1000', async () => {
    const { server, browser } = setup();
    const { page, context } = await newPlayer(browser, PHONE);
    // Every close code the page's sockets are closed with, in order.
    await page.addInitScript(`{
      const close = WebSocket.prototype.close;
      window.closes = [];
      WebSocket.prototype.close = function (code, reason) { window.closes.push(code); return close.call(this, code, reason); };
    }`);
    await openHome(page, server.url);
    await page.fill('.name-field input[name=name]', 'Lea');
    await page.click('.play-now button[type=submit]');
    await page.waitForSelector('.table.my-turn');
    await page.click('.topbar .brand');
    await page.click('dialog.confirm button:has-text("Leave")');
    await page.waitForSelector('.page.home');
    expect(await page.evaluate('window.closes')).toEqual([CLOSE_CODES.left]);

    // A new room right after: its log is its own, as the server's history of it shows after a reload.
    await page.click('.play-now button[type=submit]');
    await page.waitForSelector('.table.my-turn');
    const logLines = () => page.locator('.log-list li').allTextContents();
    const live = await logLines();
    const link = page.url();
    // Back to the home page by the browser's history: an ordinary close.
    await page.evaluate('window.closes = []');
    await page.goBack();
    await page.waitForSelector('.page.home');
    expect(await page.evaluate('window.closes')).toEqual([1000]);
    await page.goto(link);
    await page.waitForSelector('.table.my-turn');
    // The history is a frame of its own, after the state that shows the table (read at once, the
    // log could still be empty): wait until it equals the live log, which one with another room's
    // lines never does.
    await expect.poll(logLines, { timeout: 10_000 }).toEqual(live);
    await context.close();
  });

  it('partners in a four-player team game swap a card in secret and then play', async () => {
    const { server, browser } = setup();
    const players = [await newPlayer(browser, DESKTOP), await newPlayer(browser, PHONE)];
    const [ana, bo] = players.map((p) => p.page) as [Page, Page];
    const link = await createRoom(ana, server.url, 'Ana', 4, true);
    for (const seat of [1, 3]) await ana.click(`button[aria-label="Add a bot in seat ${seat + 1}"]`);
    await ana.waitForSelector('.seat-row:nth-child(4) .tag.bot');
    await joinByLink(bo, link, 'Bo');
    await sitDown(bo);
    expect(await bo.locator('.seat-row.mine .seat-no').textContent()).toBe('3');
    await shootBoth(ana, '12-lobby-teams');
    await startGame(ana);
    await bo.waitForSelector('.table');

    for (const p of [ana, bo])
      await p.waitForSelector('.table[data-phase="swap"] button[data-target^="swap:"]');
    expect(await bo.textContent('.turn-banner')).toMatch(/After the deal, partners may swap/);
    await shootBoth(bo, '13-swap-choose');
    await ana.click('button[data-target^="swap:"] >> nth=0');
    await ana.waitForSelector('.swap-panel:has-text("You offered")');
    // Bo sees no trace of Ana's offer: only the own choice to make.
    expect(await bo.locator('.swap-panel').textContent()).not.toMatch(/offered/);
    await shootBoth(ana, '14-swap-offered');
    // Bo's choice completes the swap, and what shows it can be brief: the "Swap done" notice goes
    // after 4 s, and the play phase can last a fraction of a second, since the bots move 40 ms
    // apart and a bot's trio on its first turn opens the next swap for Ana & Bo at once (runs under
    // load missed both, polling for `data-phase="play"` and then for the notice). So each page
    // watches for the notice from before the click, inside the page; the play phase is read from
    // the log, which keeps it: a turn line after the partners' swap.
    const told = await Promise.all([ana, bo].map((p) => watchNotice(p, 'Swap done: you gave')));
    await bo.click('button[data-target^="swap:"] >> nth=-1');
    // Each partner is told which card left and which came in.
    for (const notice of told)
      expect(await notice()).toMatch(
        /^Swap done: you gave (\d+ and received \d+|and received the same value)\.$/,
      );
    // Each partner's log says it of their own team (the log names teams, never a partner's choice).
    for (const p of [ana, bo])
      await p.waitForSelector(
        `.log-group:has(.log-swap:has-text("${TEAM.en.logYourTeamSwapped}")) ~ .log-group .log-turn`,
        // In the page, not necessarily on screen: a phone keeps the log in its drawer.
        { state: 'attached' },
      );
    await shootBoth(bo, '15-team-table');
    // Both pages stay at a running table (an animated turn banner): close them before the next test.
    await Promise.all(players.map((p) => p.context.close()));
  });
});

// A server of its own: the earlier tests' rooms play on (their bots keep moving after the pages
// close). Sharing their server, this test timed out in 2 of about 10 full runs (once waiting for
// the home page, once for its turn); that the leftovers caused it is not proven.
describe.skipIf(!hasChromium)('a six-player table on a phone', () => {
  const setup = serverAndBrowser({ BOT_DELAY_MS: '40' });

  it('on a 360×640 phone at a six-player table, the banner and your whole hand are in view on your turn', async () => {
    const { server, browser } = setup();
    const { page, context } = await newPlayer(browser, PHONE);
    await openHome(page, server.url);
    await page.fill('.name-field input[name=name]', 'Gus');
    await page.click('.play-now .segment:has(input[name=bots][value="5"])');
    await page.click('.play-now button[type=submit]');
    await page.waitForSelector('.table.my-turn');
    // One read: the scroll offset, then top and bottom of the banner, the hand and its two ends,
    // then the narrowest clickable card.
    const raw: unknown = await page.evaluate(`(() => {
      const edges = (s) => { const r = document.querySelector(s)?.getBoundingClientRect(); return r ? [r.top, r.bottom] : [-1, 1e6]; };
      const widths = [...document.querySelectorAll('button.card.pick')].map((e) => e.getBoundingClientRect().width);
      return [window.scrollY, ...edges('.turn-banner'), ...edges('.my-hand'),
        ...edges('.my-hand [data-target$=":lowest"]'), ...edges('.my-hand [data-target$=":highest"]'), Math.min(...widths)];
    })()`);
    await shootBoth(page, '17-six-players-phone');
    const n = Array.isArray(raw) ? raw.map(Number) : [];
    expect(n).toHaveLength(10);
    const [scroll, ...rest] = n;
    const narrowest = rest.pop();
    expect(scroll).toBe(0);
    for (let i = 0; i < rest.length; i += 2) {
      expect(rest[i]).toBeGreaterThanOrEqual(0);
      expect(rest[i + 1]).toBeLessThanOrEqual(PHONE.height);
    }
    // Every tap target is at least about 32 px wide.
    expect(narrowest).toBeGreaterThanOrEqual(31.5);
    await context.close();
  });
});

// A short turn timer (8 s instead of 90), so its move for an idle player comes during the test.
describe.skipIf(!hasChromium)('the turn timer for a present player', () => {
  const setup = serverAndBrowser({ BOT_DELAY_MS: '40', TURN_LIMIT_MS: '8000' });

  it('says so when a computer made your reveal, off your hand on a phone; your own reveal says nothing; the countdown stays off the opponents at 390 px', async () => {
    const { server, browser } = setup();
    const { page, context } = await newPlayer(browser, { width: 390, height: 844 });
    await openHome(page, server.url);
    await page.fill('.name-field input[name=name]', 'Ida');
    // Six players: on a phone the hand then reaches down to where a notice used to float.
    await page.click('.play-now .segment:has(input[name=bots][value="5"])');
    await page.click('.play-now button[type=submit]');
    await page.waitForSelector('.table.my-turn');
    // Every notice shown from now on, in the page (a notice goes after 4 s), each with the version
    // the table showed when it appeared: each notice is an element of its own.
    await page.evaluate(`(() => {
      window.shown = [];
      window.overHand = [];
      const seen = new WeakSet();
      new MutationObserver(() => {
        for (const n of document.querySelectorAll('.notice'))
          if (!seen.has(n)) {
            seen.add(n);
            window.shown.push([n.textContent, document.querySelector('.table')?.getAttribute('data-version')]);
            // Whether the notice, as it appears, covers any part of the viewer's hand.
            const a = n.getBoundingClientRect(), b = document.querySelector('.my-hand')?.getBoundingClientRect();
            window.overHand.push(!!b && a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right);
          }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    })()`);
    const timesUp = async () =>
      ((await page.evaluate('window.shown')) as [string, string][]).filter(([t]) =>
        t.startsWith(LIFE.en.timesUp.slice(0, 9)),
      );
    // A reveal of your own (it is still your turn after it: the timer's reveal comes next).
    const before = (await tableInfo(page))?.version ?? -1;
    const told = await watchNotice(page, LIFE.en.timesUp.slice(0, 9));
    await page.click('.table.my-turn button.card.pick[data-target] >> nth=0');
    await page.waitForSelector(`.table:not([data-version="${before}"])`);
    const mine = (await tableInfo(page))?.version ?? -1;
    // While the next reveal is due, the countdown hangs under the banner, in the gap above the
    // opponents' tiles, at any width.
    await page.waitForSelector('.turn-clock.mine');
    for (const size of [PHONE, DESKTOP, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      const [clockBottom, opponentsTop] = (await page.evaluate(
        `[document.querySelector('.turn-clock.mine').getBoundingClientRect().bottom, document.querySelector('.opponents').getBoundingClientRect().top]`,
      )) as [number, number];
      expect(clockBottom, `at ${size.width} px`).toBeLessThanOrEqual(opponentsTop + 0.5);
    }
    await shootBoth(page, '18-turn-timer-mine');
    // Then idle: when the timer makes the next reveal for you, you are told, on a 360×640 phone
    // by a notice that leaves your hand in view (issue 15: it covered the hand's middle for 4 s).
    await page.setViewportSize(PHONE);
    expect(await told(20_000)).toBe(LIFE.en.timesUp);
    // Your own reveal said nothing. Checked only now that the timer's reveal, a later frame than
    // yours, has been shown with its notice: a notice about yours, however slow, would have been
    // shown before it (the same path, in the order the frames came), so absence now is proof.
    await page.waitForSelector(`.table:not([data-version="${mine}"])`);
    expect(await timesUp()).toEqual([[LIFE.en.timesUp, String(mine + 1)]]);
    expect(await page.evaluate('window.overHand')).toEqual([false]);
    await context.close();
  });
});
