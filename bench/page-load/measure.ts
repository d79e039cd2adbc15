import type { Browser } from 'playwright-core';
import { analyse, type Figures } from './analyse';
import type { Entry } from './entries';
import { physicsMs } from './physics';
import type { LatencyProxy } from './proxy';
import type { Visit } from './scenarios';
import { shownWatcher, storageScript } from './watcher';

/** One visit through the proxy: a fresh browser profile (empty cache, no open connection). */

export interface Run extends Figures {
  shownMs: number;
  /** The same moment in epoch ms (the proxy log's clock). */
  shownAt: number;
  /** Which selector showed first, and whether a frame or a DOM change saw it. */
  shownBy: string;
  physicsMs: number;
  log: Entry[];
}

/** The phone the figures were taken on (test/e2e/browser.ts PHONE). */
export const VIEWPORT = { width: 360, height: 640 };
const SHOWN_WAIT_MS = 30_000;

/** The browser locale for a language tag (Accept-Language and `navigator.languages`). */
export const localeOf = (lang: string): string => (lang === 'en' ? 'en-US' : lang);

export async function visit(
  browser: Browser,
  proxy: LatencyProxy,
  origin: string,
  v: Visit,
  lang: string,
  /** Hold the page's idle work until shown (watcher.ts). */
  holdIdle = false,
): Promise<Run> {
  proxy.take();
  const context = await browser.newContext({ viewport: VIEWPORT, locale: localeOf(lang) });
  try {
    let report: (value: { ms: number; selector: string; how: string }) => void = () => {};
    const shown = new Promise<{ ms: number; selector: string; how: string }>((done) => {
      report = done;
    });
    await context.exposeBinding(
      '__benchShown',
      (_source, value: { ms: number; selector: string; how: string }) => report(value),
    );
    await context.addInitScript(storageScript(v.storage));
    await context.addInitScript(shownWatcher(v.shown, holdIdle));
    const page = await context.newPage();
    const emulated = proxy.options.profile.devtools;
    if (emulated) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: emulated.latencyMs,
        downloadThroughput: emulated.downBitsPerSecond / 8,
        uploadThroughput: emulated.upBitsPerSecond / 8,
      });
    }
    page.on('pageerror', (err) => console.error(`page error (${v.path}): ${err.message}`));
    await page.goto(`${origin}${v.path}`, { waitUntil: 'commit' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, fail) => {
      timer = setTimeout(
        () => fail(new Error(`${v.path}: nothing of ${v.shown.join(' | ')} showed within 30 s`)),
        SHOWN_WAIT_MS,
      );
    });
    const seen = await Promise.race([shown, late]).finally(() => clearTimeout(timer));
    const timeOrigin = Number(await page.evaluate('performance.timeOrigin'));
    await context.close();
    const log = proxy.take();
    const at = timeOrigin + seen.ms;
    const figures = analyse(log, at, proxy.options.profile);
    return {
      ...figures,
      shownMs: seen.ms,
      shownAt: at,
      shownBy: `${seen.selector} (${seen.how})`,
      physicsMs: physicsMs(figures, proxy.options.profile, proxy.options.handshake),
      log,
    };
  } finally {
    await context.close().catch(() => {});
  }
}
