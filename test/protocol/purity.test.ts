import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every TypeScript file under shared/, with comments stripped (they may name what is forbidden). */
function sharedSources(): { file: string; code: string }[] {
  const root = join(import.meta.dirname, '../../shared');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  return files.map((f) => ({
    file: relative(root, join(root, f)),
    code: readFileSync(join(root, f), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1'),
  }));
}

describe('shared/ stays pure (docs/design.md, Layers and imports)', () => {
  const sources = sharedSources();

  it('finds the engine, the protocol and the bots', () => {
    for (const folder of ['engine/', 'protocol/', 'bots/']) {
      expect(sources.some((s) => s.file.startsWith(folder))).toBe(true);
    }
  });

  it('uses no clock, no unseeded randomness, no timers, no DOM and no Workers APIs', () => {
    const forbidden =
      /\bMath\.random\b|\bDate\.now\b|\bnew Date\b|\bperformance\.now\b|\bset(Timeout|Interval)\b|\b(window|document|localStorage)\b|from 'cloudflare:|\bfetch\(/;
    const offenders = sources.filter((s) => forbidden.test(s.code)).map((s) => s.file);
    expect(offenders).toEqual([]);
  });

  it('never imports from worker/ or web/', () => {
    const offenders = sources.filter((s) => /from '(\.\.\/)+(worker|web)\//.test(s.code)).map((s) => s.file);
    expect(offenders).toEqual([]);
  });
});
