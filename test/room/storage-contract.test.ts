import { describe, it } from 'vitest';
import { STORAGE_CASES } from '../harness/storage-contract';
import { NodeStorage } from './node-storage';

// The same cases run against a Durable Object's ctx.storage in test/worker/storage-contract.test.ts.
describe('the storage contract: the Node harness’s sql.js storage', () => {
  for (const c of STORAGE_CASES) it(c.name, async () => c.run(await NodeStorage.open()));
});
