/**
 * The client's bytes as Chromium fetches them (issue 28, Goal 4): for each page (home, a seated
 * player's running table, the embed of it, a finished game's replay) in each of the six
 * languages, every script and style sheet the browser had fetched when the screen showed
 * (bench/page-load: the same scenarios, through the proxy with no delay; the page's
 * `requestIdleCallback` work held until shown), in each of 3 visits, each file gzipped at level 9
 * as bench/bundle.ts does. Exits 1 when a page in a language needs more than 30 KB of gzipped
 * JavaScript. Prints a table (stderr) and one JSON line (stdout).
 *
 *   npm run bench:bundle:browser [-- --no-build] [--runs 3]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES } from '../shared/i18n/languages';
import { launch } from '../test/e2e/browser';
import { visit } from './page-load/measure';
import { NO_DELAY } from './page-load/profiles';
import { LatencyProxy } from './page-load/proxy';
import { REPLAY, SERVER_VARS } from './page-load/replay-scenario';
import { load } from './page-load/report';
import { SCENARIOS, type Scenario } from './page-load/scenarios';
import { build, freePort, startDev } from './page-load/server';

const BUDGET_BYTES = 30 * 1024;
/** Visits per page and language (`--runs N`); the count keeps the files fetched in all of them. */
const RUNS = Math.max(1, Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3);
const PAGES: Array<[string, Scenario | undefined]> = [
  ['/', SCENARIOS.home],
  ['/g/:id', SCENARIOS.table],
  ['/embed/:id', SCENARIOS.embed],
  ['/g/:id/replay/:game', REPLAY],
];

interface Count {
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: Array<{ file: string; gzipBytes: number }>;
  /** Fetched before shown in some runs only (not counted). */
  racing: string[];
}

if (!process.argv.includes('--no-build')) build();
const server = await startDev(SERVER_VARS);
const browser = await launch();
const proxy = new LatencyProxy({
  profile: NO_DELAY,
  upstream: server.port,
  pageWaitsRoom: false,
  handshake: 'own',
});
const port = await freePort();
await proxy.listen(port);
const sizes = new Map<string, number>();
const gzipped = (file: string) => {
  let n = sizes.get(file);
  if (n === undefined) {
    n = gzipSync(readFileSync(join(server.client, file)), { level: 9 }).byteLength;
    sizes.set(file, n);
  }
  return n;
};
const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
const pages: Record<string, Record<string, Count>> = {};
const problems: string[] = [];
try {
  for (const [page, scenario] of PAGES) {
    if (!scenario) continue;
    pages[page] = {};
    for (const lang of LANGUAGES) {
      const v = await scenario.prepare(server.base, lang);
      // Files in every run: a file the screen needs always lands before it shows; one that only
      // races it (fetched beside the socket, say) is left out, and listed as such.
      let kept: Set<string> | null = null;
      const racing = new Set<string>();
      for (let i = 0; i < RUNS; i++) {
        const run = await visit(browser, proxy, `http://127.0.0.1:${port}`, v, lang, true);
        const paths = run.log
          .filter((e) => (e.kind === 'js' || e.kind === 'css') && e.end !== null && e.end <= run.shownAt)
          .map((e) => (e.path.split('?')[0] ?? '').replace(/^\//, ''));
        const now = new Set(paths);
        for (const p of [...(kept ?? now), ...now]) if (!(kept ?? now).has(p) || !now.has(p)) racing.add(p);
        kept = new Set([...(kept ?? now)].filter((p) => now.has(p)));
      }
      const files = [...(kept ?? [])].map((file) => ({ file, gzipBytes: gzipped(file) }));
      const sum = (ext: string) =>
        files.filter((f) => f.file.endsWith(ext)).reduce((n, f) => n + f.gzipBytes, 0);
      const count = { jsGzipBytes: sum('.js'), cssGzipBytes: sum('.css'), files, racing: [...racing] };
      pages[page][lang] = count;
      if (count.jsGzipBytes > BUDGET_BYTES)
        problems.push(`${page} in ${lang}: ${kb(count.jsGzipBytes)} of JavaScript, over ${kb(BUDGET_BYTES)}`);
    }
  }
} finally {
  await proxy.close();
  await browser.close();
  await server.stop();
}

console.error(
  `Fetched by Chromium before the screen showed (gzip -9; budget ${kb(BUDGET_BYTES)} of JavaScript); load ${load()}`,
);
console.error(`${'page'.padEnd(22)} ${LANGUAGES.map((l) => l.padStart(16)).join('')}`);
for (const [page, byLang] of Object.entries(pages)) {
  const cell = (c: Count | undefined) =>
    c
      ? `${kb(c.jsGzipBytes)}/${c.files.filter((f) => f.file.endsWith('.js')).length}f`.padStart(16)
      : ''.padStart(16);
  console.error(`${`${page} JS`.padEnd(22)} ${LANGUAGES.map((l) => cell(byLang[l])).join('')}`);
  console.error(
    `${`${page} CSS`.padEnd(22)} ${LANGUAGES.map((l) => kb(byLang[l]?.cssGzipBytes ?? 0).padStart(16)).join('')}`,
  );
}
for (const [page, byLang] of Object.entries(pages)) {
  const worst = Object.entries(byLang).sort((a, b) => b[1].jsGzipBytes - a[1].jsGzipBytes)[0];
  if (!worst) continue;
  console.error(`\n${page}, ${worst[0]} (the most JavaScript): ${kb(worst[1].jsGzipBytes)}`);
  for (const f of worst[1].files) console.error(`  ${f.file.padEnd(44)} ${kb(f.gzipBytes).padStart(10)}`);
  if (worst[1].racing.length > 0)
    console.error(`  (in some runs only, not counted: ${worst[1].racing.join(' ')})`);
}
console.log(JSON.stringify({ bench: 'bundle-browser', budgetBytes: BUDGET_BYTES, pages, load: load() }));
for (const problem of problems) console.error(`FAIL: ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;
