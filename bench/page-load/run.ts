/**
 * `npm run bench:load`: how fast a link opens (issue 28). Builds the client, starts one
 * `wrangler dev`, and opens each scenario (scenarios.ts) in Chromium through a latency proxy
 * (proxy.ts) per profile (profiles.ts), N times each, in a fresh browser profile every time.
 * Prints a JSON line per scenario × profile × language (stdout) and a table (stderr); the tap
 * test (tap.ts) runs with the far-room profile. Options: options.ts.
 */
import { launch } from '../../test/e2e/browser';
import { HEADER, scenarioBlock, tapBlock, WIDTHS } from './blocks';
import { parseOptions } from './options';
import { PHYSICS_FORMULA } from './physics';
import { PROFILES } from './profiles';
import { LatencyProxy } from './proxy';
import { load, row } from './report';
import { SCENARIOS } from './scenarios';
import { build, freePort, startDev } from './server';
import { TAP_ABOUT } from './tap';

const options = parseOptions(process.argv.slice(2));
const began = Date.now();
if (options.build) build();
// Computer players move at once: a table opened by the bench is on its player's turn.
const server = await startDev({ BOT_DELAY_MS: '0' });
const browser = await launch();
const skipped: string[] = [];
/** Whether a block may start (the run's time limit); else it is listed as left out. */
const inTime = (block: string) => {
  const ok = options.maxSeconds === 0 || Date.now() - began < options.maxSeconds * 1000;
  if (!ok) skipped.push(block);
  return ok;
};
try {
  const probe = await fetch(`${server.base}/`, { headers: { 'accept-encoding': 'gzip' } });
  const encoding = probe.headers.get('content-encoding') ?? 'none';
  const shake = options.handshake === 'edge' ? 'the edge' : 'its first request’s place';
  console.error(
    `bench:load: HTTP/1.1 (wrangler dev; Chromium opens ≤ 6 connections per host; a new connection pays a handshake of one RTT of ${shake}).` +
      ` wrangler dev answers Content-Encoding: ${encoding} (the proxy gzips, level 6, only what it left uncompressed);` +
      ` WebSockets without permessage-deflate, as in production. Phone viewport 360×640, cold cache. Load ${load()}`,
  );
  for (const name of options.scenarios) console.error(`  ${name}: ${SCENARIOS[name]?.about ?? TAP_ABOUT}`);
  console.error(`${PHYSICS_FORMULA}\n${row(HEADER, WIDTHS)}`);
  for (const name of options.profiles) {
    const profile = PROFILES[name];
    if (!profile) continue;
    const { pageWaitsRoom, handshake } = options;
    const proxy = new LatencyProxy({ profile, upstream: server.port, pageWaitsRoom, handshake });
    const port = await freePort();
    await proxy.listen(port);
    const bench = { browser, proxy, origin: `http://127.0.0.1:${port}`, base: server.base, options };
    for (const scenario of options.scenarios.flatMap((s) => SCENARIOS[s] ?? []))
      for (const lang of options.langs)
        if (inTime(`${scenario.name} ${name} ${lang}`)) await scenarioBlock(bench, scenario, lang);
    if (options.scenarios.includes('tap') && name === 'far-room')
      for (const lang of options.langs) if (inTime(`tap ${name} ${lang}`)) await tapBlock(bench, lang);
    await proxy.close();
  }
  if (options.scenarios.includes('tap') && !options.profiles.includes('far-room'))
    console.error('tap: runs with the far-room profile only (not selected)');
  if (skipped.length > 0)
    console.error(
      `\nbench:load: time limit (${options.maxSeconds} s) reached; left out: ${skipped.join(', ')}`,
    );
  console.error(`\nbench:load: ${((Date.now() - began) / 1000).toFixed(0)} s, load ${load()}`);
} finally {
  await browser.close();
  await server.stop();
}
