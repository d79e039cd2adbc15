/**
 * The client's size budget (DESIGN.md, Budgets: ≤ 30 KB of gzipped JavaScript in total).
 * Builds the client, gzips every JavaScript file Vite emitted (level 9, as a CDN would) and prints
 * each one, the total, and one JSON line for scripts. Exits 1 when the budget is exceeded.
 *
 *   npm run bench:bundle
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'dist/client');
const BUDGET_BYTES = 30 * 1024;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}

const build = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
let raw = 0;
let gzip = 0;
let css = 0;
for (const path of files(OUT)) {
  const bytes = readFileSync(path);
  const zipped = gzipSync(bytes, { level: 9 }).byteLength;
  if (path.endsWith('.css')) css += zipped;
  if (!path.endsWith('.js')) continue;
  raw += bytes.byteLength;
  gzip += zipped;
  console.log(
    `${relative(OUT, path).padEnd(40)} ${kb(bytes.byteLength).padStart(10)} ${kb(zipped).padStart(10)} gzip`,
  );
}
console.log(
  `JavaScript total: ${kb(raw)} raw, ${kb(gzip)} gzipped (budget ${kb(BUDGET_BYTES)}); CSS ${kb(css)} gzipped`,
);
console.log(
  JSON.stringify({ jsBytes: raw, jsGzipBytes: gzip, cssGzipBytes: css, budgetBytes: BUDGET_BYTES }),
);
if (gzip > BUDGET_BYTES) {
  console.error(`over budget by ${kb(gzip - BUDGET_BYTES)}`);
  process.exit(1);
}
