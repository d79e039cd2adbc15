import type { Browser } from 'playwright-core';
import { localeOf, VIEWPORT } from './measure';
import type { LatencyProxy } from './proxy';
import { runningTable } from './rooms';
import { storageScript, VISIBLE } from './watcher';

/**
 * The tap test (issue 28, Goal 3): at a running table on the player's turn, a click on a face-down
 * center card; in the page, each frame compares the card's slot with how it was before the click.
 * (a) `takenMs`: click → the first frame where the slot looks different (and what changed);
 * (b) `valueMs`: click → the first frame where the slot shows the card's value (`data-value`).
 */

export const TAP_ABOUT =
  'far-room only: the player taps a face-down center card on their turn; taken = first frame the slot looks different, value = first frame it shows the value (vs one room RTT)';

export interface Tap {
  takenMs: number;
  valueMs: number;
  changed: string;
}

/** Watches slot `slot` of the center from the next click on (a page script: no DOM types here). */
const watchSlot = (slot: number) => `(() => {
  const visible = ${VISIBLE};
  const el = () => document.querySelector('.center')?.children[${slot}] ?? null;
  const attrs = (e) => e ? Object.fromEntries([...e.attributes].map((a) => [a.name, a.value])) : {};
  const first = el();
  const before = { html: first?.outerHTML ?? '', attrs: attrs(first) };
  const tap = { click: null, taken: null, value: null, changed: '' };
  window.__benchTap = tap;
  document.addEventListener('click', (e) => { if (tap.click === null) tap.click = e.timeStamp; }, true);
  const describe = (e) => {
    const now = attrs(e);
    const keys = [...new Set([...Object.keys(before.attrs), ...Object.keys(now)])];
    const diff = keys.filter((k) => before.attrs[k] !== now[k]).map((k) => k + ': ' + JSON.stringify(before.attrs[k] ?? null) + ' → ' + JSON.stringify(now[k] ?? null));
    return diff.length ? diff.join('; ') : 'its content (attributes unchanged)';
  };
  const frame = () => {
    const e = el();
    const t = performance.now();
    if (tap.click !== null && e) {
      if (tap.taken === null && e.outerHTML !== before.html) { tap.taken = t; tap.changed = describe(e); }
      const valued = e.matches('[data-value]') ? e : e.querySelector('[data-value]');
      if (tap.value === null && valued && visible(valued)) tap.value = t;
    }
    if (tap.value === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

/** One tap on a fresh table (a card once revealed cannot be tapped again). */
export async function tapOnce(
  browser: Browser,
  proxy: LatencyProxy,
  origin: string,
  base: string,
  lang: string,
): Promise<Tap> {
  const room = await runningTable(base);
  const context = await browser.newContext({ viewport: VIEWPORT, locale: localeOf(lang) });
  try {
    await context.addInitScript(
      storageScript({ 'trio:name': 'Ann', 'trio:lang': lang, [`trio:token:${room.id}`]: room.token }),
    );
    const page = await context.newPage();
    await page.goto(`${origin}/g/${room.id}`);
    // The player's turn (the computers' turns pass at once with BOT_DELAY_MS=0): a face-down pick.
    const pick = 'button.card.pick[data-target^="center:"]:not([data-value])';
    await page.waitForSelector(`.table.my-turn ${pick}`, { timeout: 30_000 });
    const target = await page.getAttribute(pick, 'data-target');
    const slot = Number(target?.split(':')[1]);
    await page.evaluate(watchSlot(slot));
    await page.click(`[data-target="${target}"]`);
    for (let i = 0; i < 200; i++) {
      const tap = (await page.evaluate('window.__benchTap')) as {
        click: number | null;
        taken: number | null;
        value: number | null;
        changed: string;
      };
      if (tap.click !== null && tap.value !== null && tap.taken !== null)
        return { takenMs: tap.taken - tap.click, valueMs: tap.value - tap.click, changed: tap.changed };
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error('the tapped card showed no value within 10 s');
  } finally {
    await context.close();
    proxy.take();
  }
}
