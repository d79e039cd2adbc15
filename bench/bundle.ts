/**
 * The client's size budget (docs/load-time.md: every script a page fetches before it shows, its
 * language and the socket's schemas included, ≤ 30 KB gzipped). Builds the client with Vite's
 * manifest into a temporary folder (dist/ and a running `wrangler dev` are left alone), then
 * prints, per page, the gzipped JavaScript and CSS of its first wave (bench/bundle-pages.ts: what
 * its shell hints, from its load plan) in each language; every chunk with its size and the pages
 * that fetch it first (the others come later); the totals; `embed.js` (the host pages' loader,
 * web/embed-loader, emitted as dist/client/embed.js) on its own; and one JSON line for scripts. Gzip level 9, as a CDN would.
 * Exits 1 when a page is over budget or loads a chunk that is not its own.
 *
 *   npm run bench:bundle
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES } from '../shared/i18n/languages';
import { type FirstWave, scriptsIn, wrongChunks } from './bundle-pages';

const ROOT = resolve(import.meta.dirname, '..');
/** Every script a page fetches before it shows, its language and the socket's schemas included (issue 28). */
const BUDGET_BYTES = 30 * 1024;

const out = mkdtempSync(join(tmpdir(), 'trio-bundle-'));
try {
  const build = spawnSync(
    join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--outDir', out, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  process.exitCode = report(out);
} finally {
  rmSync(out, { recursive: true, force: true });
}

function report(dir: string): number {
  const waves = JSON.parse(readFileSync(join(dir, '.vite/first-waves.json'), 'utf8')) as FirstWave[];
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const size = (file: string) => {
    let s = sizes.get(file);
    if (!s) {
      const bytes = readFileSync(join(dir, file));
      s = { raw: bytes.byteLength, gzip: gzipSync(bytes, { level: 9 }).byteLength };
      sizes.set(file, s);
    }
    return s;
  };
  const sum = (files: string[], key: 'raw' | 'gzip' = 'gzip') => files.reduce((n, f) => n + size(f)[key], 0);
  const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
  const problems = wrongChunks(waves);

  console.log(`First wave per page, with its language (gzipped; budget ${kb(BUDGET_BYTES)} of JavaScript):`);
  console.log(`${'page'.padEnd(20)} ${'JS'.padStart(10)} ${'CSS'.padStart(10)}  files`);
  const pages: Record<
    string,
    { jsGzipBytes: number; cssGzipBytes: number; chunks: string[]; byLanguage: Record<string, number> }
  > = {};
  for (const wave of waves) {
    const byLanguage = Object.fromEntries(LANGUAGES.map((lang) => [lang, sum(scriptsIn(wave, lang))]));
    const js = byLanguage.en ?? 0;
    const worst = Math.max(...Object.values(byLanguage));
    pages[wave.page] = {
      jsGzipBytes: js,
      cssGzipBytes: sum(wave.css),
      chunks: scriptsIn(wave, 'en'),
      byLanguage,
    };
    if (worst > BUDGET_BYTES) problems.push(`${wave.page} is over budget by ${kb(worst - BUDGET_BYTES)}`);
    console.log(
      `${wave.page.padEnd(20)} ${kb(js).padStart(10)} ${kb(sum(wave.css)).padStart(10)}  ${scriptsIn(wave, 'en').length} files` +
        `  (${LANGUAGES.map((l) => `${l} ${kb(byLanguage[l] ?? 0)}`).join(', ')})`,
    );
  }

  const assets = readdirSync(join(dir, 'assets')).map((f) => `assets/${f}`);
  const all = assets.filter((f) => f.endsWith('.js'));
  const css = assets.filter((f) => f.endsWith('.css'));
  all.sort((a, b) => size(b).gzip - size(a).gzip);
  console.log('\nEvery chunk (first: the pages that fetch it in their first wave; none = later):');
  const chunks = all.map((file) => {
    const firstOn = waves
      .filter((w) => LANGUAGES.some((l) => scriptsIn(w, l).includes(file)))
      .map((w) => w.page);
    const { raw, gzip } = size(file);
    console.log(
      `${file.padEnd(40)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gzip  ${firstOn.join(' ') || 'later'}`,
    );
    return { file, rawBytes: raw, gzipBytes: gzip, firstOn };
  });
  const embed = size('embed.js');
  console.log(
    `\nAll chunks: ${kb(sum(all, 'raw'))} raw, ${kb(sum(all))} gzipped JavaScript; ${kb(sum(css))} gzipped CSS`,
  );
  console.log(`embed.js (the snippet host pages load): ${kb(embed.raw)} raw, ${kb(embed.gzip)} gzipped`);
  console.log(
    JSON.stringify({
      budgetBytes: BUDGET_BYTES,
      pages,
      chunks,
      totalJsGzipBytes: sum(all),
      totalCssGzipBytes: sum(css),
      embedJsGzipBytes: embed.gzip,
    }),
  );
  for (const problem of problems) console.error(`FAIL: ${problem}`);
  return problems.length > 0 ? 1 : 0;
}
