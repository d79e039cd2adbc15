import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';

/**
 * wrangler.toml as wrangler itself reads it, for production (the top level) and for `--env
 * staging`. An environment inherits settings but not bindings, so a binding added at the top and
 * forgotten under `[env.staging]` would be missing from staging only: caught here.
 */

const CONFIG = new URL('../../wrangler.toml', import.meta.url).pathname;
const production = unstable_readConfig({ config: CONFIG });
const staging = unstable_readConfig({ config: CONFIG, env: 'staging' });

const names = (list: readonly { name: string }[] | undefined) => (list ?? []).map((b) => b.name).sort();

describe('wrangler.toml', () => {
  it('staging is a Worker of its own, so its Durable Objects are a namespace of their own', () => {
    expect(production.name).toBe('trio-online');
    expect(staging.name).toBe('trio-online-staging');
    expect(staging.name).not.toBe(production.name);
  });

  it('staging has every Durable Object binding production has, with the same classes and migrations', () => {
    const classes = (c: typeof production) =>
      c.durable_objects.bindings
        .map(
          (b: { name: string; class_name: string; script_name?: string | undefined }) =>
            `${b.name}:${b.class_name}:${b.script_name ?? ''}`,
        )
        .sort();
    expect(classes(staging)).toEqual(classes(production));
    expect(staging.migrations).toEqual(production.migrations);
  });

  it('staging has every rate limit production has, with the same limits and namespace ids of its own', () => {
    expect(names(staging.ratelimits)).toEqual(names(production.ratelimits));
    for (const limit of production.ratelimits) {
      const twin = staging.ratelimits.find((r: { name: string }) => r.name === limit.name);
      expect(twin?.simple).toEqual(limit.simple);
      expect(twin?.namespace_id).not.toBe(limit.namespace_id);
    }
    const ids = [...production.ratelimits, ...staging.ratelimits].map((r) => r.namespace_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('staging serves the same assets and keeps the same logs as production', () => {
    expect(staging.assets).toEqual(production.assets);
    expect(staging.observability).toEqual(production.observability);
    expect(staging.compatibility_date).toBe(production.compatibility_date);
    expect(staging.compatibility_flags).toEqual(production.compatibility_flags);
  });

  it('keeps every log line the code writes and samples the rest: errors are never sampled away', () => {
    expect(production.observability).toMatchObject({
      enabled: true,
      logs: { enabled: true, head_sampling_rate: 1, invocation_logs: false },
      traces: { enabled: true, head_sampling_rate: 0.01 },
    });
  });

  it('runs the Worker first for every public file and page, never for the hashed bundles; a miss goes to the Worker', () => {
    const first = production.assets?.run_worker_first;
    if (!Array.isArray(first)) throw new Error('run_worker_first is a list of paths');
    // Patterns as wrangler reads them: a trailing * stands for the rest of the path.
    const runsFirst = (path: string) =>
      first.some((p: string) => (p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : path === p));
    const files = readdirSync(new URL('../../web/public', import.meta.url), {
      recursive: true,
      encoding: 'utf8',
    })
      .filter((f) => f !== '_headers' && f.includes('.'))
      .map((f) => f.replaceAll('\\', '/'));
    for (const file of [...files, 'index.html']) expect(runsFirst(`/${file}`), file).toBe(true);
    for (const page of [
      '/',
      '/g/abcdefghjkmn',
      '/embed/new',
      '/replay',
      '/learn',
      '/play',
      '/sw.js',
      '/api/health',
      '/404',
    ])
      expect(runsFirst(page), page).toBe(true);
    // No exclusion: a "!" pattern would keep the Worker from a missing bundle too.
    expect(first.some((p: string) => p.startsWith('!'))).toBe(false);
    expect(runsFirst('/assets/index-abc123.js')).toBe(false);
    expect(production.assets?.not_found_handling).toBe('none');
  });
});
