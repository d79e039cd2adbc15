import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './client';

/** The home page per language, the not-found page's own file, and wrong methods on the API. */

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  exports.default.fetch(`${ORIGIN}${path}`, { method, headers, redirect: 'manual' });

describe('the home page in each language', () => {
  it('says it varies by Accept-Language in every language, so an English ETag never gets a French reader a 304', async () => {
    const english = await get('/');
    expect(english.status).toBe(200);
    expect(english.headers.get('vary')).toContain('Accept-Language');
    const etag = english.headers.get('etag');
    expect(etag).not.toBeNull();
    expect(await english.text()).toMatch(/<html lang="en"/);
    // The browser revalidates the English copy it holds, now asking in French.
    const french = await get('/', { 'accept-language': 'fr-FR,fr;q=0.9', 'if-none-match': etag ?? '' });
    expect(french.status).toBe(200);
    expect(french.headers.get('vary')).toContain('Accept-Language');
    expect(french.headers.get('etag')).not.toBe(etag);
    expect(await french.text()).toMatch(/<html lang="fr"/);
    // The English reader's own revalidation still gets its 304.
    const again = await get('/', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toContain('Accept-Language');
  });
});

describe('the not-found page', () => {
  it.each(['/404', '/404.html', '/404/'])('is no page of its own: %s does not answer 200', async (path) => {
    let res = await get(path, { accept: 'text/html' });
    // The assets layer may send /404.html on to /404 first; that one is a 404.
    if (res.status >= 300 && res.status < 400)
      res = await get(new URL(res.headers.get('location') ?? '', ORIGIN).pathname);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('There’s no page here');
  });
});

describe('wrong methods on /api/*', () => {
  it.each([
    ['POST', '/api/health', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/api/games', 'POST, OPTIONS'],
    ['GET', '/api/games', 'POST, OPTIONS'],
    ['POST', '/api/games/abcdefghjkmn', 'GET, HEAD, OPTIONS'],
    ['PUT', '/api/games/abcdefghjkmn/games/1', 'GET, HEAD, OPTIONS'],
    ['POST', '/api/tables', 'GET, HEAD, OPTIONS'],
    ['GET', '/api/client-errors', 'POST, OPTIONS'],
  ])('%s %s answers 405 http/method_not_allowed with Allow: %s', async (method, path, allow) => {
    const res = await get(path, {}, method);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe('http/method_not_allowed');
  });

  it('OPTIONS answers 204 with Allow and no CORS headers (the API is same-origin; oEmbed excepted)', async () => {
    const res = await get('/api/games', { origin: 'https://elsewhere.example' }, 'OPTIONS');
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a path no route serves stays 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'OPTIONS']) {
      const res = await get('/api/nope', {}, method);
      expect(res.status).toBe(404);
      expect(res.headers.get('allow')).toBeNull();
    }
  });
});
