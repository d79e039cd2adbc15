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

describe('the room and the HTTP routes stay apart (docs/design.md, Layers and imports)', () => {
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
    expect(env?.imports).not.toContain('worker/room/GameRoom');
  });
});

/**
 * Each Durable Object class sits in the folder of its logic, and is the one file there that touches
 * the Workers runtime: the logic runs in plain Node (test/room/), on the toolkit's ports.
 */
const ADAPTERS = ['worker/room/GameRoom.ts', 'worker/match/Matchmaker.ts', 'worker/tables/Directory.ts'];

const WORKERS_ONLY =
  /\b(WebSocketPair|HTMLRewriter|DurableObjectState|DurableObjectStorage|WebSocketRequestResponsePair|caches)\b|\bnew Response\b/;

describe('the Durable Objects stand on one toolkit (worker/net), not on each other', () => {
  it('finds every adapter in its folder', () => {
    const files = ['worker/room', 'worker/match', 'worker/tables'].flatMap((f) =>
      sources(f).map((s) => s.file),
    );
    for (const adapter of ADAPTERS) expect(files).toContain(adapter);
  });

  it.each(['worker/room', 'worker/match', 'worker/tables/TableList.ts'])(
    '%s uses no Workers-only module or global outside its adapter, so it runs in plain Node',
    (folder) => {
      const scope = folder.endsWith('.ts') ? 'worker/tables' : folder;
      const offenders = sources(scope)
        .filter((s) => (folder.endsWith('.ts') ? s.file === folder : !ADAPTERS.includes(s.file)))
        .filter((s) => s.imports.some((i) => i.startsWith('cloudflare:')) || WORKERS_ONLY.test(s.code))
        .map((s) => s.file);
      expect(offenders).toEqual([]);
    },
  );

  it('worker/match imports nothing from worker/room, nor worker/room from worker/match', () => {
    expect(importers('worker/match', 'worker/room')).toEqual([]);
    expect(importers('worker/room', 'worker/match')).toEqual([]);
  });

  it('the open-tables folder imports nothing from worker/room or worker/match', () => {
    expect(importers('worker/tables', 'worker/room')).toEqual([]);
    expect(importers('worker/tables', 'worker/match')).toEqual([]);
  });

  it('the Matchmaker imports nothing from worker/http', () => {
    const matchmaker = sources('worker/match').find((s) => s.file === 'worker/match/Matchmaker.ts');
    expect(matchmaker?.imports.filter((i) => i.startsWith('worker/http'))).toEqual([]);
  });

  it('the toolkit imports none of the objects nor the routes', () => {
    for (const folder of ['worker/room', 'worker/match', 'worker/tables', 'worker/http'])
      expect(importers('worker/net', folder)).toEqual([]);
  });
});
