import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSmoke } from '../../scripts/smoke-checks';
import { freePort, type Server, startServer } from './server';

/**
 * `npm run smoke` (scripts/smoke.ts, docs/deploying.md) against `wrangler dev`: every check passes
 * on a good deployment, and a deployment that does not answer fails every check with a reason
 * instead of throwing.
 */
describe('the after-deploy smoke check', () => {
  let server: Server | undefined;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('passes every check on a good deployment', async () => {
    if (!server) throw new Error('no server');
    const results = await runSmoke(new URL(server.url));
    expect(results.length).toBeGreaterThanOrEqual(6);
    expect(results.filter((r) => r.failure !== undefined)).toEqual([]);
  });

  it('fails each check, with its reason, where nothing answers', async () => {
    const results = await runSmoke(new URL(`http://127.0.0.1:${await freePort()}`));
    expect(results.length).toBeGreaterThanOrEqual(6);
    for (const r of results) expect(r.failure, r.check).toBeTruthy();
  });
});
