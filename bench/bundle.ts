/**
 * The client's size budget (DESIGN.md, Growing worldwide: first-load gzipped JavaScript of each
 * page ≤ 25 KB). Builds the client with Vite's manifest into a temporary folder (dist/ and a
 * running `wrangler dev` are left alone), then prints, per page (bench/bundle-pages.ts), the
 * gzipped JavaScript and CSS it loads before its first paint; every chunk with its size and the
 * pages that load it first (the others are lazy); the totals; `embed.js` (the host pages' loader,
 * web/embed-loader, emitted as dist/client/embed.js) on its own; and one JSON line for scripts. Gzip level 9, as a CDN would.
 * Exits 1 when a page is over budget or loads a chunk that is not its own.
 *
 *   npm run bench:bundle
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES } from '../shared/i18n/languages';
import {
  entryKey,
  firstLoad,
  JOIN_LANGUAGE,
  LANGUAGE,
  type Manifest,
  PAGES,
  wrongChunks,
} from './bundle-pages';

const ROOT = resolve(import.meta.dirname, '..');
const BUDGET_BYTES = 25 * 1024;

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
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = entryKey(manifest, readFileSync(join(dir, 'index.html'), 'utf8'));
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

  const loads = PAGES.map((page) => ({ page, load: firstLoad(manifest, entry, page) }));
  const problems = loads.flatMap(({ page, load }) => wrongChunks(manifest, entry, page, load));

  console.log(`First load per page, with its language (gzipped; budget ${kb(BUDGET_BYTES)} of JavaScript):`);
  console.log(`${'page'.padEnd(12)} ${'JS'.padStart(10)} ${'CSS'.padStart(10)}  chunks`);
  const pages: Record<
    string,
    { jsGzipBytes: number; cssGzipBytes: number; chunks: string[]; byLanguage: Record<string, number> }
  > = {};
  // Each language's catalogs in place of English's (a page loads one language): the table's
  // (every page) and, on the pages before a table, theirs (shared/i18n/join).
  const fileOf = (key: string) => manifest[key]?.file ?? '';
  const swap = (load: string[], englishKey: string, lang: string) => {
    const english = fileOf(englishKey);
    if (!load.includes(english)) return 0;
    return size(fileOf(englishKey.replace('/en.ts', `/${lang}.ts`))).gzip - size(english).gzip;
  };
  for (const { page, load } of loads) {
    const js = sum(load.js);
    const byLanguage = Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        js + swap(load.js, LANGUAGE, lang) + swap(load.js, JOIN_LANGUAGE, lang),
      ]),
    );
    const worst = Math.max(...Object.values(byLanguage));
    pages[page.path] = { jsGzipBytes: js, cssGzipBytes: sum(load.css), chunks: load.js, byLanguage };
    if (worst > BUDGET_BYTES) problems.push(`${page.path} is over budget by ${kb(worst - BUDGET_BYTES)}`);
    console.log(
      `${page.path.padEnd(12)} ${kb(js).padStart(10)} ${kb(sum(load.css)).padStart(10)}  ${load.js.length} files` +
        `  (${LANGUAGES.map((l) => `${l} ${kb(byLanguage[l] ?? 0)}`).join(', ')})`,
    );
  }

  const all = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
  const css = [...new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]))].filter((f) =>
    f.endsWith('.css'),
  );
  all.sort((a, b) => size(b).gzip - size(a).gzip);
  console.log('\nEvery chunk (first: the pages that load it before their first paint; none = lazy):');
  const chunks = all.map((file) => {
    const firstOn = loads.filter(({ load }) => load.js.includes(file)).map(({ page }) => page.path);
    const { raw, gzip } = size(file);
    console.log(
      `${file.padEnd(40)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gzip  ${firstOn.join(' ') || 'lazy'}`,
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
