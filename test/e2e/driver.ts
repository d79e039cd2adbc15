import type { Page } from 'playwright-core';
import type { Memory } from './memory';

/**
 * Drives the real UI like a player: reads what the page shows (data attributes on the table and
 * on every clickable card) and clicks legal targets chosen by a `Memory` (memory.ts).
 */

export interface TableInfo {
  phase: string;
  turn: number;
  viewer: number | null;
  version: number;
  revealed: number[];
  /** Cards in each seat's hand. */
  sizes: number[];
}

/** A card on screen: its target (`center:3`, `hand:1:lowest`) and its value when face up. */
export interface Pick {
  target: string;
  value: number | null;
}

const KEYS = ['phase', 'turn', 'viewer', 'version', 'revealed', 'sizes'];

/** What the table shows right now, or null when no table is on screen. */
export async function tableInfo(page: Page): Promise<TableInfo | null> {
  // One read of all the attributes, so they belong to the same render.
  const raw: unknown = await page.evaluate(
    `(() => { const t = document.querySelector(".table"); return t && ${JSON.stringify(KEYS)}.map((k) => t.getAttribute("data-" + k)); })()`,
  );
  if (!Array.isArray(raw)) return null;
  const [phase, turn, viewer, version, revealed, sizes] = raw.map((x: unknown) =>
    typeof x === 'string' ? x : null,
  );
  const list = (text: string | null | undefined) => (text ? text.split(',').map(Number) : []);
  return {
    phase: phase ?? '',
    turn: Number(turn),
    viewer: viewer === 'spectator' ? null : Number(viewer),
    version: Number(version),
    revealed: list(revealed),
    sizes: list(sizes),
  };
}

/**
 * Reads a card list's targets and face-up values in one atomic step (bots can change the DOM
 * between two reads). The page function is a string: the test program has no DOM types.
 */
export async function cards(page: Page, selector: string): Promise<Pick[]> {
  const raw: unknown = await page.evaluate(
    `[...document.querySelectorAll(${JSON.stringify(selector)})].map((e) => [e.getAttribute("data-target") ?? "", e.getAttribute("data-value")])`,
  );
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((row: unknown) => {
    if (!Array.isArray(row)) return [];
    const [target, value] = row;
    return typeof target === 'string'
      ? [{ target, value: typeof value === 'string' ? Number(value) : null }]
      : [];
  });
}

const picks = (page: Page) => cards(page, 'button.card.pick[data-target]');

/** Waits until the table shows a version other than `version`. */
export async function waitPast(page: Page, version: number, timeout?: number): Promise<void> {
  await page.waitForSelector(`.table:not([data-version="${version}"])`, timeout ? { timeout } : {});
}

/**
 * Reveals one card on `page` (whose turn it must be) and waits until the table shows the result.
 * A click can be lost when the socket drops at that moment; the page then reconnects and the
 * same version comes back, so the driver looks again and retries.
 */
export async function revealOne(page: Page, memory: Memory): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.waitForSelector('button.card.pick[data-target]');
    const info = await tableInfo(page);
    if (!info) throw new Error('no table on screen');
    const target = memory.choose(info, await picks(page));
    if (!target) throw new Error('no legal target on screen');
    await page.click(`button.card.pick[data-target="${target}"]`);
    const moved = await waitPast(page, info.version, 10_000).then(
      () => true,
      () => false,
    );
    if (moved) {
      await memory.observe(page, info, target);
      return;
    }
  }
  throw new Error('the table did not change after five clicks');
}

/**
 * Plays `page`'s seat to the end of the game against computer players: a reveal chosen by `memory`
 * each time it is that seat's turn (at most 800, a bound far above any real game). `look` runs
 * before each of them (and once at the end), for a test that watches the table as it goes.
 */
export async function playSoloToEnd(page: Page, memory: Memory, look?: () => Promise<void>): Promise<void> {
  for (let reveals = 0; ; reveals++) {
    await page.waitForSelector('.table[data-phase="over"], .table.my-turn');
    await look?.();
    if ((await tableInfo(page))?.phase === 'over') return;
    await revealOne(page, memory);
    if (reveals >= 800) throw new Error('the game did not end after 800 reveals');
  }
}

/** The page whose player is to move, reading every page's own table. */
export async function activePage(pages: Page[]): Promise<{ page: Page; info: TableInfo } | 'over' | null> {
  for (const page of pages) {
    const info = await tableInfo(page);
    if (info?.phase === 'over') return 'over';
    if (info && info.phase === 'play' && info.viewer === info.turn) return { page, info };
  }
  return null;
}

/** A table showing the game over, or play with the viewer's own seat to move (seats 0–5): what `activePage` looks for. */
const ACTIVE_OR_OVER = [
  '.table[data-phase="over"]',
  ...[0, 1, 2, 3, 4, 5].map(
    (seat) => `.table[data-phase="play"][data-viewer="${seat}"][data-turn="${seat}"]`,
  ),
].join(', ');

/**
 * Waits until one of `pages` shows the game over or its own seat to move, i.e. until `activePage`
 * can find one (between turns, or while a page reloads, none may show it yet).
 */
export async function someoneToMove(pages: Page[], timeout = 30_000): Promise<void> {
  await Promise.any(pages.map((page) => page.waitForSelector(ACTIVE_OR_OVER, { timeout })));
}

/**
 * Starts watching `page` for a notice that starts with `prefix`, from now on; the returned function
 * waits for its text. Notices go after 4 s, so a wait that begins after the fact can miss one; the
 * watch is a MutationObserver inside the page, which sees every change to the notices. (A page
 * function given as a string: the CSP forbids eval, which `waitForFunction` would need.)
 */
export async function watchNotice(
  page: Page,
  prefix: string,
): Promise<(timeout?: number) => Promise<string>> {
  const key = `__notice${Math.random().toString(36).slice(2)}`;
  await page.evaluate(`(() => {
    const find = () => [...document.querySelectorAll('.notice')].map((n) => n.textContent ?? '').find((t) => t.startsWith(${JSON.stringify(prefix)}));
    window[${JSON.stringify(key)}] = new Promise((resolve) => {
      const seen = find();
      if (seen) return resolve(seen);
      const observer = new MutationObserver(() => {
        const text = find();
        if (text) { observer.disconnect(); resolve(text); }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  })()`);
  return async (timeout = 30_000) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, fail) => {
      timer = setTimeout(
        () => fail(new Error(`no notice starting "${prefix}" within ${timeout} ms`)),
        timeout,
      );
    });
    try {
      const text: unknown = await Promise.race([page.evaluate(`window[${JSON.stringify(key)}]`), late]);
      return String(text);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** What the end of a game shows, for a failure's message: the dialog, its review, the phase. */
const END_STATE = `JSON.stringify({
  phase: document.querySelector('.table')?.getAttribute('data-phase') ?? null,
  dialog: document.querySelector('dialog.game-over')?.open ?? null,
  reopen: !!document.querySelector('.over-reopen'),
  review: document.querySelector('.over-review')?.outerHTML.slice(0, 300) ?? null,
  card: document.querySelector('dialog.game-over .over-card')?.textContent.slice(0, 300) ?? null,
})`;

/**
 * Waits for the game over's summary (fetched from the game's record once it has ended). On a
 * timeout the error says what the page showed instead, as evidence for a rare CI failure.
 */
export async function waitForSummary(
  page: Page,
  selector = 'dialog.game-over[open] .game-summary table',
): Promise<void> {
  try {
    await page.waitForSelector(selector);
  } catch (error) {
    const shown = await page.evaluate(END_STATE).catch(() => 'unreadable');
    throw new Error(`no game summary (${selector}); the page showed ${String(shown)}`, { cause: error });
  }
}
