import { runInDurableObject } from 'cloudflare:test';
import { describe, it } from 'vitest';
import { STORAGE_CASES } from '../harness/storage-contract';
import { roomStub } from './client';

// The same cases run against the Node harness's sql.js storage in test/room/storage-contract.test.ts.
describe('the storage contract: a Durable Object’s ctx.storage', () => {
  STORAGE_CASES.forEach((c, i) => {
    // A room that was never created (its storage empty), one for each case.
    it(c.name, () =>
      runInDurableObject(roomStub(`contract${i}${Date.now()}`), (_room, state) => c.run(state.storage)),
    );
  });
});
