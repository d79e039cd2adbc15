import type { Browser } from 'playwright-core';
import { type Run, visit } from './measure';
import type { Options } from './options';
import type { LatencyProxy } from './proxy';
import { load, printLog, row, spread } from './report';
import type { Scenario } from './scenarios';
import { type Tap, tapOnce } from './tap';

/** One scenario × profile × language (N runs), or the tap test, printed: JSON line and table row. */

export interface Bench {
  browser: Browser;
  proxy: LatencyProxy;
  /** The proxy's origin (what the browser opens) and wrangler dev's (where rooms are made). */
  origin: string;
  base: string;
  options: Options;
}

export const WIDTHS = [8, 15, 6, 22, 6, 8, 40, 9, 7];
export const HEADER = [
  'scenario',
  'profile',
  'lang',
  'shown ms (min–max)',
  'waves',
  'room RT',
  'KB before shown',
  'physics',
  'ratio',
];
const kb = (n: number) => (n / 1024).toFixed(1);
const bytesText = (b: Run['bytes']) =>
  `js ${kb(b.js)} css ${kb(b.css)} json ${kb(b.json)} html ${kb(b.html)} ws ${kb(b.ws)}`;

export async function scenarioBlock(b: Bench, scenario: Scenario, lang: string): Promise<void> {
  const profile = b.proxy.options.profile;
  const v = await scenario.prepare(b.base, lang);
  const runs: Run[] = [];
  for (let i = 0; i < b.options.runs; i++) {
    const run = await visit(b.browser, b.proxy, b.origin, v, lang);
    if (b.options.log) {
      console.error(
        `${scenario.name} ${profile.name} ${lang} run ${i + 1}: shown ${run.shownMs.toFixed(0)} ms by ${run.shownBy}`,
      );
      printLog(run.log, run.shownAt);
    }
    runs.push(run);
  }
  const shown = spread(runs.map((r) => r.shownMs));
  // The other figures are the median run's (by time to shown).
  const mid = [...runs].sort((x, y) => x.shownMs - y.shownMs)[Math.floor(runs.length / 2)] as Run;
  const physics = spread(runs.map((r) => r.physicsMs)).median;
  const ratio = Number((shown.median / physics).toFixed(2));
  const { log: _log, shownMs: _ms, shownAt: _at, physicsMs: _p, ...figures } = mid;
  console.log(
    JSON.stringify({
      bench: 'load',
      scenario: scenario.name,
      profile: profile.name,
      lang,
      runs: runs.length,
      shownMs: shown,
      ...figures,
      physicsMs: physics,
      ratio,
      rttMs: profile.rtt,
      downBitsPerSecond: Number.isFinite(profile.downBitsPerSecond) ? profile.downBitsPerSecond : null,
      pageWaitsRoom: b.options.pageWaitsRoom,
      protocol: 'http/1.1',
      load: load(),
    }),
  );
  const cells = [scenario.name, profile.name, lang, `${shown.median} (${shown.min}–${shown.max})`];
  console.error(
    row([...cells, mid.waves, mid.roomRoundTrips, bytesText(mid.bytes), physics.toFixed(0), ratio], WIDTHS),
  );
}

export async function tapBlock(b: Bench, lang: string): Promise<void> {
  const profile = b.proxy.options.profile;
  const taps: Tap[] = [];
  for (let i = 0; i < b.options.runs; i++)
    taps.push(await tapOnce(b.browser, b.proxy, b.origin, b.base, lang));
  const taken = spread(taps.map((t) => t.takenMs));
  const value = spread(taps.map((t) => t.valueMs));
  const changed = [...new Set(taps.map((t) => t.changed))];
  console.log(
    JSON.stringify({
      bench: 'load',
      scenario: 'tap',
      profile: profile.name,
      lang,
      runs: taps.length,
      takenMs: taken,
      valueMs: value,
      roomRttMs: profile.rtt.room,
      valueOverRttMs: value.median - profile.rtt.room,
      changed,
      protocol: 'http/1.1',
      load: load(),
    }),
  );
  console.error(
    `tap      ${profile.name.padEnd(15)} ${lang.padEnd(6)} taken ${taken.median} ms (${taken.min}–${taken.max}), value ${value.median} ms (${value.min}–${value.max}) vs room RTT ${profile.rtt.room} ms; changed: ${changed.join(' | ')}`,
  );
}
