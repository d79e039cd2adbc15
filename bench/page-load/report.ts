import { loadavg } from 'node:os';
import type { Entry } from './entries';

/** Figures of several runs, and how they are printed (JSON lines on stdout, a table on stderr). */

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { median: Math.round(median), min: Math.round(sorted[0] ?? 0), max: Math.round(sorted.at(-1) ?? 0) };
}

export const load = (): string =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A table row: cells padded to the header's widths. */
export function row(cells: Array<string | number>, widths: number[]): string {
  return cells.map((c, i) => String(c).padEnd(widths[i] ?? 8)).join(' ');
}

const ms = (t: number, t0: number) => `${(t - t0).toFixed(0).padStart(5)} ms`;

/** One run's proxy log, for --log: each request with its place, times (from the first) and bytes. */
export function printLog(log: Entry[], shown: number): void {
  const t0 = Math.min(...log.map((e) => e.start));
  for (const e of [...log].sort((a, b) => a.start - b.start)) {
    const bytes = e.deliveries.reduce((n, [, b]) => n + b, 0);
    const end = e.end === null ? '      -' : ms(e.end, t0);
    console.error(
      `  ${ms(e.start, t0)} → ${end}  c${e.conn}${e.handshake ? '+hs' : '   '} ${e.place.padEnd(4)} ${e.kind.padEnd(8)} ${String(bytes).padStart(7)} B  srv ${String(Math.round(e.serverMs ?? 0)).padStart(4)} ms  ${e.method} ${e.path.slice(0, 70)}`,
    );
    for (const f of e.frames.slice(0, 12))
      console.error(`      ${f.dir === 'up' ? '↑' : '↓'} ${ms(f.at, t0)} ${f.type} ${f.bytes} B`);
  }
  console.error(`  shown at ${ms(shown, t0)}`);
}
