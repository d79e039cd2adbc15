import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createRoom, ORIGIN } from './client';

/**
 * Who may frame what, per route, as the Worker answers it (wrangler runs the Worker first for
 * every path but /assets/*). Only /embed/* may be framed by another site; the loader script and
 * the preview image may be loaded by any site.
 */

const get = (path: string) => exports.default.fetch(`${ORIGIN}${path}`, { headers: { accept: 'text/html' } });

describe('security headers per route', () => {
  it.each([
    ['/', 200],
    ['/g/zzzzzzzzzzzz', 200],
    ['/some/other/page', 404],
  ])('the page %s may be framed only by this origin', async (path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a room page sends the same framing rule as the home page', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    const response = await get(`/g/${id}`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it.each(['/embed/new?players=4&mode=spicy', '/embed/zzzzzzzzzzzz?parent=https%3A%2F%2Fblog.example'])(
    'the embed %s may be framed by any site and sets no cookie',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="app">');
      expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(response.headers.get('set-cookie')).toBeNull();
    },
  );

  it('the loader script and the preview image can be loaded by other sites', async () => {
    const script = await get('/embed.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const image = await get('/og.png');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('API routes keep their JSON answers and the same-origin rule', async () => {
    const response = await get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });
});
