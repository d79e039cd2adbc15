import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import { LIFE, LOBBY, OVER } from '../../shared/i18n/all';
import { DESKTOP, hasChromium, newPlayer, PHONE, shootBoth } from './browser';
import { playSoloToEnd, tableInfo } from './driver';
import { createRoom, joinByLink, openHome } from './lobby';
import { Memory, seeded } from './memory';
import { serverAndBrowser } from './setup';

/**
 * Issue 16, life at the table, as people meet it: a reaction sent by a French player shows at her
 * seat for a Japanese player in Japanese (and is read out with her name); the invite's QR code
 * decodes to the invite link; the host's turn timer reaches the room; the sound toggle is kept
 * across a reload, and sounds play only while it is on; at the end every hand and center card is
 * face up for the player. Screenshots of each go to screenshots/ (both sizes).
 */

async function player(browser: Browser, locale: string, size = DESKTOP): Promise<Page> {
  return (await newPlayer(browser, size, locale)).page;
}

/** Screenshots of the page at 360×640 and 1440×900, in the git-ignored screenshots/ folder. */
const shoot = (page: Page, name: string) => shootBoth(page, `16-${name}`);

/** Counts the notes the page's Web Audio makes (installed before any script of the page runs). */
const COUNT_NOTES = `(() => {
  window.__notes = 0;
  const make = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function () { window.__notes++; return make.call(this); };
})()`;
const notes = async (page: Page) => Number(await page.evaluate('window.__notes'));

/**
 * Where a seat's bubble sits: wholly inside its sender's tile (`tile`, a selector), and clear of
 * the sender's name (`name`, inside the tile); a pixel of slack for the pop's scale.
 */
async function bubblePlace(page: Page, tile: string, name: string): Promise<unknown> {
  return page.evaluate(`(() => {
    const t = document.querySelector(${JSON.stringify(tile)});
    const r = t.getBoundingClientRect(), b = t.querySelector('.bubble').getBoundingClientRect();
    const n = t.querySelector(${JSON.stringify(name)}).getBoundingClientRect();
    return {
      inside: b.left >= r.left - 1 && b.right <= r.right + 1 && b.top >= r.top - 1 && b.bottom <= r.bottom + 1,
      overName: b.left < n.right && n.left < b.right && b.top < n.bottom && n.top < b.bottom,
    };
  })()`);
}

describe.skipIf(!hasChromium)('life at the table', () => {
  const setup = serverAndBrowser({ BOT_DELAY_MS: '40' });

  it('a reaction from a French player shows at her seat in Japanese; the QR code decodes to the invite; the timer choice reaches the room', async () => {
    const { server, browser } = setup();
    const lea = await player(browser, 'fr-FR');
    const aiko = await player(browser, 'ja-JP', PHONE);

    const url = await createRoom(lea, server.url, 'Léa', 3);
    const id = url.split('/g/')[1] ?? '';

    // The host picks the fast timer: the room's settings say so, and so does the other lobby.
    await lea.click('.settings .segment:has(input[name=turnTimer][value="fast"])');
    await vi.waitFor(
      async () => {
        const summary: unknown = await (await fetch(`${server.url}/api/games/${id}`)).json();
        expect(summary).toMatchObject({ config: { turnTimer: 'fast' } });
      },
      { timeout: 10_000 },
    );

    // The QR code, decoded from a screenshot of it, is the invite link.
    await lea.click('.invite-more button[aria-controls="invite-qr"]');
    const qr = await lea.waitForSelector('svg.invite-qr');
    const png = PNG.sync.read(await qr.screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(url);
    expect(await qr.getAttribute('aria-label')).toBe(LOBBY.fr.qrLabel);
    await shoot(lea, 'lobby-qr');

    await joinByLink(aiko, url, 'あいこ');
    // "Join the table" at the door seated her in the first free seat.
    await aiko.waitForSelector('.seat-row.mine[data-seat="1"]');
    expect(await aiko.textContent('.lobby .lead')).toContain(LOBBY.ja.settingsFastTimer);
    // In the lobby too: Léa's thanks at her seat row, in Japanese.
    await lea.click('.lobby .life-tools button[popovertarget]');
    await lea.click('#reaction-picker button[data-reaction="thanks"]');
    const thanks = await aiko.waitForSelector('.seat-row[data-seat="0"] .bubble');
    expect(await thanks.textContent()).toBe(LIFE.ja.reactThanks);
    // Inside her row (not between two rows), clear of her name, on a phone and a desktop alike;
    // the seats' section is named by its heading's words only, not by the buttons beside it.
    expect(await bubblePlace(aiko, '.seat-row[data-seat="0"]', '.seat-name')).toEqual({
      inside: true,
      overName: false,
    });
    expect(await bubblePlace(lea, '.seat-row[data-seat="0"]', '.seat-name')).toEqual({
      inside: true,
      overName: false,
    });
    expect(await aiko.getByRole('region', { name: `${LOBBY.ja.seats} 2/3`, exact: true }).count()).toBe(1);
    expect(await lea.getByRole('heading', { name: `${LOBBY.fr.seats} 2/3`, exact: true }).count()).toBe(1);
    await lea.click('.seat-row.empty .bot-add button');
    await lea.click('.lobby button.primary.wide:not([disabled])');
    await Promise.all([lea.waitForSelector('.table'), aiko.waitForSelector('.table')]);

    // Léa sends "Well played": a bubble at her seat on Aiko's table, in Japanese, read out once.
    await lea.click('.life-tools button[popovertarget]');
    await lea.waitForSelector('#reaction-picker:popover-open');
    await shoot(lea, 'picker');
    await lea.click('#reaction-picker button[data-reaction="well_played"]');
    const bubble = await aiko.waitForSelector(
      '.opponent[data-seat="0"] .bubble[data-reaction="well_played"]',
    );
    expect(await bubble.textContent()).toBe(LIFE.ja.reactWellPlayed);
    expect(await bubblePlace(aiko, '.opponent[data-seat="0"]', '.opp-head')).toEqual({
      inside: true,
      overName: false,
    });
    expect(await aiko.textContent('.life-tools [role="status"]')).toBe(
      LIFE.ja.reactionBy({ name: 'Léa', reaction: LIFE.ja.reactWellPlayed }),
    );
    // Her own table shows it at her seat, in French; the picker rests until the next may go.
    expect(await lea.textContent('.my-seat .bubble[data-reaction="well_played"]')).toBe(
      LIFE.fr.reactWellPlayed,
    );
    expect(await lea.getAttribute('#reaction-picker button[data-reaction="clap"]', 'aria-disabled')).toBe(
      'true',
    );
    await shoot(aiko, 'bubble-ja');

    // An emoji, once the picker is awake again: the same picture for everyone, named in Japanese.
    await lea.waitForSelector('#reaction-picker button[data-reaction="clap"][aria-disabled="false"]', {
      state: 'attached',
    });
    await lea.click('.life-tools button[popovertarget]');
    await lea.click('#reaction-picker button[data-reaction="clap"]');
    await aiko.waitForSelector('.opponent[data-seat="0"] .bubble.emoji[data-reaction="clap"]');
    await vi.waitFor(async () =>
      expect(await aiko.textContent('.life-tools [role="status"]')).toBe(
        LIFE.ja.reactionBy({ name: 'Léa', reaction: LIFE.ja.reactClap }),
      ),
    );
    // The words go with the bubble: nothing is left to be found (or kept in a stale language).
    await aiko.waitForSelector('.opponent[data-seat="0"] .bubble', { state: 'detached' });
    expect(await aiko.textContent('.life-tools [role="status"]')).toBe('');

    // Aiko hides others' reactions: Léa's next one does not show on her table, her own still do.
    // (The room sends frames in order: once Léa sees hers, Aiko's socket has had it too, before
    // the one Aiko sends next.)
    await aiko.click('.life-tools button[popovertarget]');
    await aiko.check('#reaction-picker input[name="hideReactions"]');
    await lea.waitForSelector('#reaction-picker button[data-reaction="fire"][aria-disabled="false"]', {
      state: 'attached',
    });
    await lea.click('.life-tools button[popovertarget]');
    await lea.click('#reaction-picker button[data-reaction="fire"]');
    await lea.waitForSelector('.my-seat .bubble[data-reaction="fire"]');
    await aiko.click('#reaction-picker button[data-reaction="oops"]');
    await aiko.waitForSelector('.my-seat .bubble[data-reaction="oops"]');
    expect(await aiko.locator('.bubble[data-reaction="fire"]').count()).toBe(0);
    // The choice is kept on her device: after a reload the box is still ticked.
    await aiko.reload();
    await aiko.waitForSelector('.life-tools button[popovertarget]');
    await aiko.click('.life-tools button[popovertarget]');
    expect(await aiko.isChecked('#reaction-picker input[name="hideReactions"]')).toBe(true);
    await lea.context().close();
    await aiko.context().close();
  });

  it('the sound toggle is kept across a reload; sounds play while it is on; at the end every hand and center card is face up', async () => {
    const { server, browser } = setup();
    const page = await player(browser, 'en-US');
    await page.addInitScript(COUNT_NOTES);
    await openHome(page, server.url);
    await page.fill('.name-field input[name=name]', 'Ann');
    await page.click('.play-now .segment:has(input[name=level][value="easy"])');
    await page.click('.play-now button[type=submit]');
    await page.waitForSelector('.table .life-tools');
    expect(await page.getAttribute('.life-tools button.sound', 'aria-pressed')).toBe('true');

    await playSoloToEnd(page, new Memory(seeded(16)));
    // Clicks made the audio allowed; reveals, turns and the end made notes.
    expect(await notes(page)).toBeGreaterThan(0);
    await page.waitForSelector('dialog.game-over[open]');
    // The room's score: one game, won by one of the three seats.
    const score = (await (await page.waitForSelector('dialog.game-over .score')).textContent()) ?? '';
    expect(score).toMatch(/^Score: Ann [01] · Bot 2 [01] · Bot 3 [01]$/);
    expect([...score.matchAll(/ 1/g)]).toHaveLength(1);
    await shoot(page, 'game-over');
    await page.click(`dialog.game-over button:has-text("${OVER.en.seeTable}")`);
    await page.waitForSelector('dialog.game-over', { state: 'detached' });

    // Every hand face up, as many cards as the seat held; no card face down anywhere.
    const info = await tableInfo(page);
    expect(info?.phase).toBe('over');
    const finals: unknown = await page.evaluate(
      `[...document.querySelectorAll('.opponent')].map((s) => [Number(s.dataset.seat), s.querySelector('.final-hand')?.dataset.final ?? null])`,
    );
    expect(Array.isArray(finals) && finals.length).toBe(2);
    for (const [seat, values] of finals as [number, string | null][]) {
      const shown = values ? values.split(',').map(Number) : [];
      expect(shown.length).toBe(info?.sizes[seat]);
      expect(shown.every((v) => v >= 1 && v <= 12)).toBe(true);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
    }
    expect(await page.locator('.table .card.back').count()).toBe(0);
    await shoot(page, 'final-hands');
    // The end is a time for "Good game": it shows at the player's own seat.
    await page.click('.life-tools button[popovertarget]');
    await page.click('#reaction-picker button[data-reaction="good_game"]');
    expect(await (await page.waitForSelector('.my-seat .bubble')).textContent()).toBe(LIFE.en.reactGoodGame);

    // Off, then a reload: still off, and the rest of the visit makes no sound.
    await page.click('.life-tools button.sound');
    expect(await page.getAttribute('.life-tools button.sound', 'aria-pressed')).toBe('false');
    await page.reload();
    await page.waitForSelector('.table .life-tools');
    expect(await page.getAttribute('.life-tools button.sound', 'aria-pressed')).toBe('false');
    await page.click(`dialog.game-over button:has-text("${OVER.en.rematch}")`);
    await page.waitForSelector('.table[data-phase="play"]');
    await page.waitForSelector('.table.my-turn');
    expect(await notes(page)).toBe(0);
    await page.context().close();
  });
});
