import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** Every TypeScript file under `folder` (from the repository root), with its imports resolved. */
function sources(folder: string): { file: string; code: string; imports: string[] }[] {
  const dir = join(ROOT, folder);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => {
      const path = join(dir, f);
      // Comments stripped: they may name what is forbidden.
      const code = readFileSync(path, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      const imports = [...code.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(([, spec = '']) =>
        spec.startsWith('.') ? relative(ROOT, resolve(dirname(path), spec)) : spec,
      );
      return { file: relative(ROOT, path), code, imports };
    });
}

const importers = (folder: string, target: string) =>
  sources(folder)
    .filter((s) => s.imports.some((i) => i === target || i.startsWith(`${target}/`)))
    .map((s) => s.file);

describe('the room and the HTTP routes stay apart (DESIGN.md, Room by lifecycle)', () => {
  it('finds both folders', () => {
    expect(sources('worker/room').length).toBeGreaterThan(10);
    expect(sources('worker/http').length).toBeGreaterThan(5);
  });

  it('nothing in worker/room imports worker/http, and nothing in worker/http imports worker/room', () => {
    expect(importers('worker/room', 'worker/http')).toEqual([]);
    expect(importers('worker/http', 'worker/room')).toEqual([]);
  });

  it('worker/env.ts does not import the GameRoom class (no GameRoom ↔ env loop)', () => {
    const env = sources('worker').find((s) => s.file === 'worker/env.ts');
    expect(env?.imports).not.toContain('worker/GameRoom');
  });

  it('worker/room uses no Workers-only module or global, so it runs in plain Node', () => {
    const workersOnly =
      /\b(WebSocketPair|HTMLRewriter|DurableObjectState|DurableObjectStorage|WebSocketRequestResponsePair)\b|\bnew Response\b/;
    const offenders = sources('worker/room')
      .filter((s) => s.imports.some((i) => i.startsWith('cloudflare:')) || workersOnly.test(s.code))
      .map((s) => s.file);
    expect(offenders).toEqual([]);
  });
});
