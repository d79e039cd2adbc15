import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launch } from './browser';
import { DEBUG_DIR, debugLog } from './debug';
import { type Server, startServer } from './server';

/**
 * Registers the suite's hooks: a `wrangler dev` with `vars` (e.g. BOT_DELAY_MS) and one Chromium,
 * both stopped after the suite. Call the returned function inside a test to get them.
 */
export function serverAndBrowser(
  vars: Record<string, string> = {},
): () => { server: Server; browser: Browser } {
  let server: Server | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(vars);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  // A failed test prints what wrangler said (otherwise kept only when it fails to start).
  afterEach((t) => {
    const said = server?.output().trim();
    if (t.task.result?.state === 'fail' && said) console.error(`wrangler dev said:\n${said}`);
  });
  const debugDir = DEBUG_DIR;
  if (debugDir) {
    beforeEach((t) => debugLog('test', `START ${t.task.name}`));
    afterEach(async (t) => {
      debugLog('test', `END ${t.task.result?.state} ${t.task.name}`);
      if (t.task.result?.state !== 'fail' || !browser) return;
      let n = 0;
      for (const context of browser.contexts())
        for (const page of context.pages()) {
          n++;
          // Bounded: a page stuck loading must not hang the hook.
          const html = await Promise.race([
            page.evaluate('document.documentElement.outerHTML').catch(String),
            new Promise((done) => setTimeout(() => done('(no answer in 5 s)'), 5000)),
          ]);
          debugLog('dump', `page ${n} ${page.url()}\n${String(html).slice(0, 20000)}`);
          const path = join(debugDir, `fail-${Date.now()}-${n}.png`);
          await page.screenshot({ path, timeout: 5000 }).catch(() => {});
        }
    });
  }
  return () => {
    if (!server || !browser) throw new Error('setup failed: no server or browser');
    return { server, browser };
  };
}
