import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './browser';

/** axe-core over a page at the phone and desktop sizes (issue 15): every violation of any impact. */

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/** Every axe-core violation on the page as `rule [impact] target`, at each of the two sizes. */
export async function violations(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  const size = page.viewportSize() ?? DESKTOP;
  for (const [tag, s] of [
    ['360×640', PHONE],
    ['1440×900', DESKTOP],
  ] as const) {
    await page.setViewportSize(s);
    await frames(page);
    // Injected through the DevTools protocol (the page's CSP refuses script it did not ship).
    if (!(await page.evaluate('typeof axe !== "undefined"'))) await page.evaluate(axeSource);
    const list: unknown = await page.evaluate(
      `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.flatMap((v) => v.nodes.map((n) => v.id + ' [' + v.impact + '] ' + n.target.join(' '))))`,
    );
    if (Array.isArray(list)) for (const v of list) found.push(`${where} at ${tag}: ${String(v)}`);
  }
  await page.setViewportSize(size);
  return found;
}

/** Two animation frames: pending renders and layout-shift entries are delivered. */
export const frames = (page: Page) =>
  page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
