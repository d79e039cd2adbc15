import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readRecordText } from '../../shared/record/replay';
import { violations } from './axe';
import { DESKTOP, hasChromium, newPlayer, overflowX, PHONE, shootBoth } from './browser';
import { playSoloToEnd, waitForSummary } from './driver';
import { openHome } from './lobby';
import { Memory, seeded } from './memory';
import { serverAndBrowser } from './setup';

/**
 * Watching a game again (issue 17): a Play-now game played to the end in the browser, its summary
 * and replay link at game over, the replay stepped to its last action (the winning trio on the
 * table), the record saved as a file — and that file opened in a fresh browser with the server
 * stopped, replayed to the same end.
 */

const CLIENT = resolve(import.meta.dirname, '../../dist/client');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** What the replay page shows at its last step: the step counter, the turn's cards and the caption. */
async function lastStep(
  page: Page,
): Promise<{ step: string; turn: string[]; outcome: string; caption: string }> {
  await page.keyboard.press('End');
  await page.waitForSelector('.replay-turn.trio');
  return {
    step: (await page.textContent('.replay-step')) ?? '',
    turn: await page.locator('.replay-turn .rcard').allTextContents(),
    outcome: (await page.textContent('.replay-outcome')) ?? '',
    caption: (await page.textContent('.replay-caption')) ?? '',
  };
}

describe.skipIf(!hasChromium)('replays of finished games', () => {
  const setup = serverAndBrowser({ BOT_DELAY_MS: '40' });

  it('a Play-now game played to the end replays to its winning trio, and its file replays with no server', async () => {
    const { server, browser } = setup();
    let { page, context } = await newPlayer(browser, DESKTOP);
    await openHome(page, server.url);
    // The home page's foot leads to the replay page (a saved game's), and Back returns.
    const toReplays = page.getByRole('link', { name: 'Watch a saved game', exact: true });
    expect(await toReplays.getAttribute('href')).toBe('/replay');
    await toReplays.click();
    await page.waitForSelector('.open-file input[type=file]');
    expect(new URL(page.url()).pathname).toBe('/replay');
    await page.goBack();
    await page.waitForSelector('.page.home .name-field input[name=name]');
    await page.fill('.name-field input[name=name]', 'Ann');
    await page.click('.play-now .segment:has(input[name=level][value="easy"])');
    await page.click('.play-now button[type=submit]');
    await page.waitForSelector('.table');
    // The game over's first ask for the record fails on the server's side (a 503): it asks again.
    let recordAsks = 0;
    await page.route(/\/api\/games\/[a-z0-9]+\/games\/\d+$/, (route) => {
      recordAsks += 1;
      return recordAsks === 1 ? route.fulfill({ status: 503, body: '' }) : route.continue();
    });
    await playSoloToEnd(page, new Memory(seeded(5)));

    // The game over: the winning trios, the summary from the record, a link to the replay.
    await waitForSummary(page, '.game-over .over-review .game-summary');
    expect(recordAsks).toBe(2);
    const winning = (await page.locator('.game-over .trio.won').allTextContents()).map((t) =>
      Number.parseInt(t, 10),
    );
    expect(winning.length).toBeGreaterThan(0);
    expect(await page.locator('.over-review tbody tr').count()).toBe(3);
    const link = await page.getAttribute('.over-review a[href*="/replay/"]', 'href');
    expect(link).toMatch(/^\/g\/[a-z0-9]+\/replay\/1$/);
    // It opens a new tab, and says so: in its accessible name and in a hint beside it.
    const watch = page.getByRole('link', { name: 'Watch the replay (opens in a new tab)', exact: true });
    expect(await watch.getAttribute('target')).toBe('_blank');
    expect(await watch.textContent()).toBe('Watch the replay');
    expect(await page.textContent('.over-review .over-new-tab')).toBe(
      'Replays open in a new tab: this table stays open here.',
    );
    expect(await violations(page, 'game over with its review')).toEqual([]);
    await shootBoth(page, '17-over-summary');

    // The replay, in that new tab, stepped to its last action: the winning trio face up, the
    // game's winner named. The table stays in the first tab, its result still open.
    const table = page;
    const [opened] = await Promise.all([context.waitForEvent('page'), watch.click()]);
    page = opened;
    await page.waitForSelector('.replay-board');
    expect(new URL(page.url()).pathname).toBe(link);
    expect(await table.locator('dialog.game-over[open]').count()).toBe(1);
    expect(await page.textContent('.replay-step')).toMatch(/^Step 0 of \d+$/);
    await page.keyboard.press('ArrowRight');
    expect(await page.textContent('.replay-step')).toMatch(/^Step 1 of \d+$/);
    // Space plays (the page has the focus, not a button), and again pauses.
    await page.keyboard.press(' ');
    await page.waitForSelector('.replay-play[aria-pressed="true"]');
    await expect.poll(() => page.textContent('.replay-step'), { timeout: 10_000 }).toMatch(/^Step [2-9]/);
    await page.keyboard.press(' ');
    await page.waitForSelector('.replay-play[aria-pressed="false"]');
    const end = await lastStep(page);
    const total = end.step.match(/^Step (\d+) of (\d+)$/);
    expect(total?.[1]).toBe(total?.[2]);
    expect(end.turn).toHaveLength(3);
    expect(new Set(end.turn).size).toBe(1);
    expect(winning).toContain(Number.parseInt(end.turn[0] ?? '', 10));
    expect(end.outcome).toBe('A trio!');
    expect(end.caption).toMatch(/won the game!/);
    // Every hand and the center are face up: no card back anywhere on the page.
    expect(await page.locator('.card-back, .card.back').count()).toBe(0);
    // The log line of the last step is the one marked.
    expect(await page.textContent('.replay-line[aria-current="step"]')).toMatch(/won the game!/);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      expect(await overflowX(page)).toBe(0);
    }
    await shootBoth(page, '17-replay-last-step', true);
    expect(await violations(page, 'replay')).toEqual([]);

    // Saved as a file: the record of what was played.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('.replay-save')]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9]+-game-1\.trio\.json$/);
    const dir = mkdtempSync(join(tmpdir(), 'trio-record-'));
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const saved = readRecordText(readFileSync(file, 'utf8'));
    if (!saved.ok) throw new Error(saved.error.message);
    expect(saved.value.seats.map((s) => s.name)).toEqual(['Ann', 'Bot 2', 'Bot 3']);
    await context.close();

    // The server stops; a fresh browser (its own profile) opens the page from the built files alone
    // and the saved game in it: nothing is asked of the server, which is not there.
    const base = server.url;
    await server.stop();
    expect(
      await fetch(`${base}/api/health`).then(
        () => 'up',
        () => 'down',
      ),
    ).toBe('down');
    const offline = await newPlayer(browser, PHONE);
    const asked: string[] = [];
    await offline.context.route(`${base}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      const on = join(CLIENT, path);
      if (path.startsWith('/api/')) {
        asked.push(path);
        return route.abort();
      }
      const body = existsSync(on) && statSync(on).isFile() ? on : join(CLIENT, 'index.html');
      return route.fulfill({
        body: readFileSync(body),
        contentType: TYPES[extname(body)] ?? 'application/octet-stream',
      });
    });
    const again = offline.page;
    await again.goto(`${base}/replay`);
    await again.setInputFiles('.open-file input[type=file]', file);
    await again.waitForSelector('.replay-board');
    const offlineEnd = await lastStep(again);
    expect(offlineEnd).toEqual(end);
    expect(asked).toEqual([]);
    await shootBoth(again, '17-replay-offline-file', true);

    // A file edited by hand says why it does not replay, instead of showing a broken table.
    const record = JSON.parse(readFileSync(file, 'utf8')) as { actions: { seat: number }[] };
    record.actions[1]!.seat = (record.actions[1]!.seat + 1) % 3;
    const edited = join(dir, 'edited.trio.json');
    writeFileSync(edited, JSON.stringify(record));
    await again.setInputFiles('.open-file input[type=file]', edited);
    await again.waitForSelector('.replay-problem[data-code="record/illegal_action"]');
    expect(await again.textContent('.replay-problem')).toMatch(/breaks the rules.*\(move 2\)/);
    expect(await again.locator('.replay-board').count()).toBe(0);
    await offline.context.close();
  });
});
