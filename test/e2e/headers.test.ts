import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Server, startServer } from './server';

/**
 * Caching and security headers per path, as `wrangler dev` serves them: the hashed bundles (which
 * never reach the Worker: web/public/_headers alone), the loader, the pages (worker/http/security.ts)
 * and the oEmbed answer. No browser needed.
 */

const HSTS = 'max-age=31536000; includeSubDomains';
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('headers per path', () => {
  let server: Server | undefined;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) => {
    if (!server) throw new Error('no server');
    return fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
  };

  /** The bundles the home page names: its module script, its preloads and its stylesheets. */
  async function bundles(): Promise<string[]> {
    const html = await (await get('/')).text();
    const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
    expect(paths.some((p) => p.endsWith('.js'))).toBe(true);
    expect(paths.some((p) => p.endsWith('.css'))).toBe(true);
    return paths;
  }

  it('hashed bundles are cached for a year, never sniffed, same-origin only, with HSTS', async () => {
    for (const path of await bundles()) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(IMMUTABLE);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(res.headers.get('strict-transport-security'), path).toBe(HSTS);
    }
  });

  it('pages revalidate every time (and a revalidation answers 304); the room page is never stored stale', async () => {
    if (!server) throw new Error('no server');
    const created = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ players: 3, mode: 'simple', teams: false, log: 'classic' }),
    });
    const { id } = v.parse(v.object({ id: v.string() }), await created.json());
    for (const path of ['/', '/embed/new', `/embed/${id}`, `/g/${id}`]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
    const first = await get('/');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get('/', { 'if-none-match': etag ?? '' })).status).toBe(304);
  });

  it('the loader other sites include lives 5 minutes and may be loaded cross-origin', async () => {
    const res = await get('/embed.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('every page carries nosniff, HSTS, a Permissions-Policy and a CSP that keeps forms on this site', async () => {
    for (const path of ['/', '/embed/new', '/g/zzzzzzzzzz', '/no-such-page']) {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("form-action 'self'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toMatch(path.startsWith('/embed/') ? /frame-ancestors \*/ : /frame-ancestors 'self'/);
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
      expect(res.headers.get('permissions-policy'), path).toContain('microphone=()');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('strict-transport-security'), path).toBe(HSTS);
    }
  });

  it('only bundles that exist are immutable: a missing one is the 404 page, stored by no one', async () => {
    const [bundle = ''] = await bundles();
    // A deploy race or a rollback: the page names a bundle this version does not have.
    for (const path of [bundle.replace(/-[\w-]+\./, '-Missing0.'), '/assets/gone.js', '/assets/']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('cache-control'), path).not.toContain('immutable');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'");
      expect(await res.text(), path).toContain('href="/"');
    }
    // The pages that are not files: the same 404, in the reader's language.
    for (const path of ['/no-such-page', '/404']) {
      const res = await get(path, { 'accept-language': 'fr' });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(await res.text(), path).toMatch(/<html lang="fr"/);
    }
    // The public files beside the bundles keep their own lives.
    expect((await get('/og.png')).headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await get('/404.css')).status).toBe(200);
  });

  it('the headers file itself is not served', async () => {
    const res = await get('/_headers');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('immutable');
  });
});
