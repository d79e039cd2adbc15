import type { Page } from 'playwright-core';

/**
 * Drives the real UI like a player: reads what the page shows (data attributes on the table and
 * on every clickable card) and clicks legal targets. A shared memory of center cards seen face up
 * keeps games short; choices among equals come from a seeded generator, so runs repeat.
 */

export interface TableInfo {
  phase: string;
  turn: number;
  viewer: number | null;
  version: number;
  revealed: number[];
}

interface Pick {
  target: string;
  value: number | null;
}

/** What the table shows right now, or null when no table is on screen. */
export async function tableInfo(page: Page): Promise<TableInfo | null> {
  const table = page.locator('.table');
  if ((await table.count()) === 0) return null;
  const [phase, turn, viewer, version, revealed] = await Promise.all(
    ['phase', 'turn', 'viewer', 'version', 'revealed'].map((k) => table.getAttribute(`data-${k}`)),
  );
  return {
    phase: phase ?? '',
    turn: Number(turn),
    viewer: viewer === 'spectator' ? null : Number(viewer),
    version: Number(version),
    revealed: revealed ? revealed.split(',').map(Number) : [],
  };
}

/** Reads a card list's targets and face-up values (locators: the test program has no DOM types). */
async function cards(page: Page, selector: string): Promise<Pick[]> {
  const all = await page.locator(selector).all();
  return Promise.all(
    all.map(async (el) => {
      const [target, value] = await Promise.all([
        el.getAttribute('data-target'),
        el.getAttribute('data-value'),
      ]);
      return { target: target ?? '', value: value ? Number(value) : null };
    }),
  );
}

const picks = (page: Page) => cards(page, 'button.card.pick[data-target]');

/** Waits until the table shows a version other than `version`. */
export async function waitPast(page: Page, version: number, timeout?: number): Promise<void> {
  await page.waitForSelector(`.table:not([data-version="${version}"])`, timeout ? { timeout } : {});
}

/** mulberry32: a tiny seeded generator for the driver's tie-breaks. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Center slot → value, for cards seen face up (and still in their slot). */
export class Memory {
  readonly center = new Map<number, number>();
  constructor(readonly random: () => number) {}

  async observe(page: Page): Promise<void> {
    const seen = (await cards(page, '.center [data-target^="center:"]')).map((c) => ({
      slot: Number(c.target.slice(7)),
      value: c.value,
    }));
    const present = new Set(seen.map((s) => s.slot));
    for (const slot of this.center.keys()) if (!present.has(slot)) this.center.delete(slot);
    for (const s of seen) if (s.value !== null) this.center.set(s.slot, s.value);
  }

  /** The target a fair-minded player with this memory would reveal next. */
  choose(info: TableInfo, options: Pick[]): string | null {
    if (options.length === 0) return null;
    const known = (p: Pick) =>
      p.target.startsWith('center:') ? this.center.get(Number(p.target.slice(7))) : undefined;
    const own = options.filter((p) => p.target.startsWith(`hand:${info.viewer}:`) && p.value !== null);
    const copies = (v: number) => options.filter((p) => known(p) === v).length;
    const want = info.revealed[0];
    if (want === undefined) {
      const best = own.slice().sort((a, b) => copies(b.value ?? 0) - copies(a.value ?? 0))[0];
      if (best) return best.target;
    } else {
      const match = own.find((p) => p.value === want) ?? options.find((p) => known(p) === want);
      if (match) return match.target;
    }
    const unknown = options.filter((p) => p.target.startsWith('center:') && known(p) === undefined);
    const pool =
      unknown.length > 0 ? unknown : options.filter((p) => !p.target.startsWith(`hand:${info.viewer}:`));
    const from = pool.length > 0 ? pool : options;
    return from[Math.floor(this.random() * from.length)]?.target ?? null;
  }
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
      await memory.observe(page);
      return;
    }
  }
  throw new Error('the table did not change after five clicks');
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
