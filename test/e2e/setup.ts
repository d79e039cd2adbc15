import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch } from './browser';
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
  return () => {
    if (!server || !browser) throw new Error('setup failed: no server or browser');
    return { server, browser };
  };
}
