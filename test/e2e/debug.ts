import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Evidence for a flaky run, off by default: with `E2E_DEBUG=<folder>` every wrangler dev line and
 * every page's life (navigation, console, failed requests, sockets, crashes) goes to
 * `<folder>/e2e.log` with a timestamp, so a timeout can be read next to what the server said.
 */
export const DEBUG_DIR = process.env.E2E_DEBUG || null;

let seq = 0;

export function debugLog(source: string, line: string): void {
  if (!DEBUG_DIR) return;
  mkdirSync(DEBUG_DIR, { recursive: true });
  const stamp = new Date().toISOString().slice(11, 23);
  appendFileSync(join(DEBUG_DIR, 'e2e.log'), `${stamp} [${source}] ${line.trimEnd()}\n`);
}

/** Logs what one page does (only with E2E_DEBUG). */
export function watchPage(page: Page): void {
  if (!DEBUG_DIR) return;
  const tag = `page${++seq}`;
  const log = (line: string) => debugLog(tag, line);
  page.on('console', (msg) => log(`console.${msg.type()}: ${msg.text()}`));
  page.on('pageerror', (err) => log(`pageerror: ${err.message}`));
  page.on('crash', () => log('CRASH'));
  page.on('close', () => log('closed'));
  page.on('domcontentloaded', () => log('domcontentloaded'));
  page.on('load', () => log('load'));
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) log(`navigated ${f.url()}`);
  });
  page.on('request', (r) => log(`request ${r.method()} ${r.url()}`));
  page.on('requestfailed', (r) => log(`requestfailed ${r.url()}: ${r.failure()?.errorText}`));
  page.on('requestfinished', (r) => log(`requestfinished ${r.url()}`));
  page.on('response', (r) => log(`response ${r.status()} ${r.url()}`));
  page.on('websocket', (ws) => {
    log(`ws open ${ws.url()}`);
    ws.on('framesent', (f) => log(`ws > ${String(f.payload).slice(0, 160)}`));
    ws.on('framereceived', (f) => log(`ws < ${String(f.payload).slice(0, 160)}`));
    ws.on('socketerror', (e) => log(`ws error ${e}`));
    ws.on('close', () => log('ws close'));
  });
}
