import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

/**
 * Draws the web app manifest's PNG icons from web/public/favicon.svg with the machine's Chromium
 * (the same browser the e2e tests drive), into web/public/icons/: `icon-192/512` (the cards on the
 * felt, rounded: "any") and `maskable-192/512` (full-bleed felt, the cards inside the central 80%
 * circle a launcher may cut to). Run after changing the favicon: `npx tsx scripts/icons.ts`.
 */

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'web/public/icons');
const svg = readFileSync(join(ROOT, 'web/public/favicon.svg'), 'utf8');
const FELT = '#0f4c3a';

const page = (size: number, maskable: boolean) => `<!doctype html><html><body style="margin:0">
  <div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${FELT};
    border-radius:${maskable ? 0 : size * 0.18}px">
    <div style="width:${size * (maskable ? 0.62 : 0.8)}px;height:${size * (maskable ? 0.62 : 0.8)}px">
      ${svg.replace('<svg ', '<svg width="100%" height="100%" ')}
    </div>
  </div></body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const size of [192, 512])
    for (const maskable of [false, true]) {
      const tab = await browser.newPage({ viewport: { width: size, height: size } });
      await tab.setContent(page(size, maskable));
      const path = join(OUT, `${maskable ? 'maskable' : 'icon'}-${size}.png`);
      await tab.screenshot({ path, omitBackground: true });
      await tab.close();
      console.log('wrote', path);
    }
} finally {
  await browser.close();
}
