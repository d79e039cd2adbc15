import { exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { ORIGIN } from './client';
import { inOneWindow } from './limit-window';

/**
 * `POST /api/client-errors`: a browser's crash report becomes one JSON line like the server's own
 * errors, masked the same way; anything malformed, too big or too frequent is refused with
 * nothing logged.
 */

const TOKEN = 'fedcba9876543210fedcba9876543210';

const REPORT = {
  name: 'TypeError',
  message: `Cannot read properties of undefined (reading '7') near token ${TOKEN}`,
  stack: [
    `TypeError: Cannot read properties of undefined (reading '7') near token ${TOKEN} for ann@example.com`,
    '    at MySeat (https://trio.test/assets/RoomScreen-fXqihHqc.js:1:2345)',
    '    at renderComponent (https://trio.test/assets/index-Bq1x2y3z.js:2:999)',
    // Firefox and Safari write frames as `fn@url:line:column`.
    'diff@https://trio.test/assets/index-Bq1x2y3z.js:3:77',
  ].join('\n'),
  build: 'a1b2c3d',
  route: '/g/k7m2p9x4ab',
};

const post = (body: unknown, headers: Record<string, string> = {}) =>
  exports.default.fetch(`${ORIGIN}/api/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

const lines = () => logged.mock.calls.map((call) => call.map(String).join(' '));

describe('POST /api/client-errors', () => {
  it('logs a report once as one JSON line: class, masked message, frames, build, route and room', async () => {
    const res = await post(REPORT);
    expect(res.status).toBe(204);
    expect(lines()).toHaveLength(1);
    const [line = ''] = lines();
    expect(line).not.toContain(TOKEN);
    expect(line).not.toContain("'7'");
    expect(line).not.toContain('ann@');
    expect(JSON.parse(line)).toEqual({
      level: 'error',
      event: 'client_error',
      route: '/g/k7m2p9x4ab',
      room: 'k7m2p9x4ab',
      error: {
        class: 'TypeError',
        message: "Cannot read properties of undefined (reading '#') near token …",
      },
      build: 'a1b2c3d',
      // The stack's first line repeats the message: only the frames, with their positions, are kept.
      stack: [
        'at MySeat (https://trio.test/assets/RoomScreen-fXqihHqc.js:1:2345)',
        'at renderComponent (https://trio.test/assets/index-Bq1x2y3z.js:2:999)',
        'diff@https://trio.test/assets/index-Bq1x2y3z.js:3:77',
      ].join('\n'),
      count: expect.any(Number),
    });
  });

  it.each([
    ['a route with a query (where a name could be)', { ...REPORT, route: '/embed/new?name=Ann' }],
    [
      'a route with a fragment (where a seat token travels)',
      { ...REPORT, route: `/g/k7m2p9x4ab#seat=${TOKEN}` },
    ],
    ['no build', { ...REPORT, build: undefined }],
    ['a message over 1000 characters', { ...REPORT, message: 'x'.repeat(1001) }],
    ['a class that is not a name', { ...REPORT, name: '<script>' }],
    ['not an object', [REPORT]],
  ])('refuses %s with 400 and logs nothing', async (_name, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'http/bad_request' } });
    expect(lines()).toEqual([]);
  });

  it('refuses a body over 8 KiB (413), one that is not JSON (400) or not sent as JSON (415)', async () => {
    expect((await post({ ...REPORT, stack: 'at x\n'.repeat(2000) })).status).toBe(413);
    expect((await post('{"name":')).status).toBe(400);
    const plain = await exports.default.fetch(`${ORIGIN}/api/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(REPORT),
    });
    expect(plain.status).toBe(415);
    expect(lines()).toEqual([]);
  });

  it('takes 10 reports a minute from one address, then answers 429 and logs no more', async () => {
    await inOneWindow(async (round) => {
      logged.mockClear();
      const from = { 'cf-connecting-ip': `198.51.100.${30 + round}` };
      const statuses = await Promise.all(
        Array.from({ length: 10 }, async () => (await post(REPORT, from)).status),
      );
      expect(statuses).toEqual(Array(10).fill(204));
      const refused = await post(REPORT, from);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(lines()).toHaveLength(10);
      // Another address is not affected.
      expect((await post(REPORT, { 'cf-connecting-ip': `198.51.100.${40 + round}` })).status).toBe(204);
    });
  });
});
