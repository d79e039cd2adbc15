import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumPlan } from './chromium';
import { watchPage } from './debug';

/** Debian's Chromium driven by playwright-core, with the flags this machine needs (CONTRIBUTING.md, Toolchain). */

// Throws under CI when the binary is missing, so a CI run never passes without its browser tests.
const plan = chromiumPlan(process.env, existsSync);
export const CHROMIUM = plan.path;
/** Whether the browser suites run here (`describe.skipIf(!hasChromium)`); always true under CI. */
export const hasChromium = plan.run;
if (!plan.run) console.warn(`\n  ${plan.warning}\n`);

export const PHONE = { width: 360, height: 640 };
export const DESKTOP = { width: 1440, height: 900 };
const SHOTS = resolve(import.meta.dirname, '../../screenshots');

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser profile (its own localStorage) at a screen size; page errors fail loudly. */
export async function newPlayer(
  browser: Browser,
  size = DESKTOP,
  /** The browser's locale (`navigator.languages`, Accept-Language), e.g. "fr-FR"; Playwright's default when absent. */
  locale?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  // No service worker (the offline app, vite.config.ts): each page load goes to the server, as the
  // tests expect; test/e2e/offline.test.ts makes its own contexts that allow it.
  const context = await browser.newContext(
    locale === undefined
      ? { viewport: size, serviceWorkers: 'block' }
      : { viewport: size, locale, serviceWorkers: 'block' },
  );
  const page = await context.newPage();
  watchPage(page);
  page.on('pageerror', (err) => console.error('page error:', err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'warning' || msg.type() === 'error') console.error(`page ${msg.type()}:`, msg.text());
  });
  return { context, page };
}

/** Saves the page as seen at both sizes (or whole, scrolled), into the git-ignored screenshots/ folder. */
export async function shootBoth(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? DESKTOP;
  for (const [tag, s] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(s);
    await page.screenshot({ path: join(SHOTS, `${name}-${tag}.png`), fullPage });
  }
  await page.setViewportSize(size);
}

/** The page's width overflow in pixels (0: no horizontal scrolling). */
export async function overflowX(page: Page): Promise<number> {
  // A string expression: the test project has no DOM types (it shares a program with Workers types).
  const px: unknown = await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  if (typeof px !== 'number') throw new Error('could not measure the page');
  return px;
}
