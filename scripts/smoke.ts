import { parseArgs } from 'node:util';
import { runSmoke } from './smoke-checks';

/**
 * `npm run smoke -- --url https://YOUR-HOST`: the checks to run after a deploy (smoke-checks.ts,
 * docs/deploying.md). Prints one line per check and exits 1 if any failed, so a CI step can
 * follow `npm run deploy` with it.
 */

const { values } = parseArgs({ options: { url: { type: 'string' } } });
let base: URL;
try {
  base = new URL(values.url ?? '');
} catch {
  console.error('usage: npm run smoke -- --url https://YOUR-HOST');
  process.exit(2);
}

const results = await runSmoke(base);
for (const r of results)
  console.log(`${r.failure === undefined ? 'ok  ' : 'FAIL'} ${r.check}${r.failure ? `: ${r.failure}` : ''}`);
const failed = results.filter((r) => r.failure !== undefined).length;
console.log(
  failed === 0
    ? `all ${results.length} checks passed on ${base.origin}`
    : `${failed} of ${results.length} checks failed on ${base.origin}`,
);
process.exit(failed === 0 ? 0 : 1);
