import type { Page } from 'playwright-core';
import { cards, type Pick, type TableInfo } from './driver';

/** The driver's tie-breaks come from the tests' one seeded generator, so runs repeat. */
export { testRng as seeded } from '../fixtures/play';

/**
 * What a careful player remembers of public reveals: center slots seen face up, and hand ends
 * seen face up (valid while that hand keeps its size: a returned card goes back to the same end).
 * Shared by all the players a test drives; it only ever chooses among the legal targets on screen.
 */
export class Memory {
  private readonly center = new Map<number, number>();
  private readonly ends = new Map<string, number>();
  constructor(private readonly random: () => number) {}

  /** Learns from the page after a reveal of `target` made at `before`. */
  async observe(page: Page, before: TableInfo, target: string): Promise<void> {
    const seen = await cards(page, '.center [data-target^="center:"]');
    const present = new Set(seen.map((c) => Number(c.target.slice(7))));
    for (const slot of this.center.keys()) if (!present.has(slot)) this.center.delete(slot);
    for (const c of seen) if (c.value !== null) this.center.set(Number(c.target.slice(7)), c.value);
    const [, seat, end] = target.split(':');
    if (seat === undefined || end === undefined) return;
    // The card just revealed is the last one in the row (live, or held after a mismatch).
    const row = await cards(page, '.reveals-row .card[data-value]');
    const value = row[row.length - 1]?.value ?? before.revealed[0];
    if (value !== null && value !== undefined)
      this.ends.set(this.key(Number(seat), end, before.sizes), value);
  }

  private key(seat: number, end: string, sizes: number[]): string {
    return `${seat}:${end}:${sizes[seat] ?? 0}`;
  }

  private known(p: Pick, info: TableInfo): number | undefined {
    if (p.value !== null) return p.value;
    const [kind, a, b] = p.target.split(':');
    if (kind === 'center') return this.center.get(Number(a));
    return b === undefined ? undefined : this.ends.get(this.key(Number(a), b, info.sizes));
  }

  /**
   * The target to reveal next: a trio whose three cards are known; a known pair when a third copy
   * may hide in an unknown card; the same hand end again (equal values sit together in a sorted
   * hand); else explore. When everything reachable is known and useless, guess: only removing
   * cards uncovers the rest, so a fixed choice could repeat forever.
   */
  choose(info: TableInfo, options: Pick[]): string | null {
    if (options.length === 0) return null;
    const values = options.map((p) => ({ target: p.target, value: this.known(p, info) }));
    const count = (v: number | undefined) =>
      values.filter((x) => x.value !== undefined && x.value === v).length;
    const unknown = values.filter((x) => x.value === undefined);
    const guess = (pool: { target: string }[]) =>
      pool[Math.floor(this.random() * pool.length)]?.target ?? null;
    const want = info.revealed[0];
    if (want === undefined) {
      this.last = null;
      const ranked = values
        .filter((x) => x.value !== undefined)
        .sort((x, y) => count(y.value) - count(x.value));
      const best = ranked[0];
      const sure = best && count(best.value) >= 3;
      const hopeful = best && count(best.value) >= 2 && unknown.length > 0 && this.random() < 0.7;
      return this.pick(sure || hopeful ? best.target : guess(unknown.length > 0 ? unknown : values));
    }
    const hit = values.find((x) => x.value === want);
    if (hit) return this.pick(hit.target);
    const again = this.last && options.some((p) => p.target === this.last) ? this.last : null;
    const centerUnknown = unknown.filter((x) => x.target.startsWith('center:'));
    return this.pick(
      again ?? guess(centerUnknown.length > 0 ? centerUnknown : unknown.length > 0 ? unknown : values),
    );
  }

  private last: string | null = null;

  private pick(target: string | null): string | null {
    this.last = target?.startsWith('hand:') ? target : null;
    return target;
  }
}
