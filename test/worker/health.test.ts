import { exports } from 'cloudflare:workers';
import { expect, it } from 'vitest';

it('answers the health check with ok', async () => {
  const response = await exports.default.fetch('https://trio.test/api/health');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
});
