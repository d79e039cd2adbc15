import { describe, expect, it } from 'vitest';
import type { SqlCursor, SqlValue } from '../../worker/net/ports';
import { type ContractStorage, STORAGE_CASES } from '../harness/storage-contract';
import { NodeStorage } from './node-storage';

/**
 * The storage contract (test/harness/storage-contract.ts) catches a Node storage that drifts from
 * a Durable Object's: each storage here is the Node one with one behaviour broken, and the case
 * that names that behaviour must fail on it.
 */

/** The Node storage behind a plain object, so that one of its behaviours can be replaced. */
function delegate(s: NodeStorage): ContractStorage {
  return {
    sql: s.sql,
    transactionSync: (fn) => s.transactionSync(fn),
    getAlarm: () => s.getAlarm(),
    setAlarm: (at) => s.setAlarm(at),
    deleteAlarm: () => s.deleteAlarm(),
    deleteAll: () => s.deleteAll(),
  };
}

/** `sql` with each cursor changed by `change`. */
function cursors(s: NodeStorage, change: (c: SqlCursor) => SqlCursor): ContractStorage['sql'] {
  return { exec: (query: string, ...b: SqlValue[]) => change(s.sql.exec(query, ...b)) };
}

const BROKEN: { broken: string; caught: string; make: (s: NodeStorage) => ContractStorage }[] = [
  {
    broken: 'a transaction that keeps the writes of a function that threw',
    caught: 'transactionSync rolls back',
    make: (s) => ({ ...delegate(s), transactionSync: (fn) => fn() }),
  },
  {
    broken: 'blobs read back as Uint8Array (as sql.js gives them)',
    caught: 'a value comes back as it was bound',
    make: (s) => ({
      ...delegate(s),
      sql: cursors(s, (c) => {
        const rows = c
          .toArray()
          .map((r) =>
            Object.fromEntries(
              Object.entries(r).map(([k, v]) => [
                k,
                v instanceof ArrayBuffer ? (new Uint8Array(v) as never) : v,
              ]),
            ),
          );
        return { toArray: () => rows, one: () => rows[0]! };
      }),
    }),
  },
  {
    broken: 'one() that gives the first of several rows',
    caught: 'one() gives the only row',
    make: (s) => ({
      ...delegate(s),
      sql: cursors(s, (c) => ({ toArray: () => c.toArray(), one: () => c.toArray()[0]! })),
    }),
  },
  {
    broken: 'deleteAll that leaves the alarm set',
    caught: 'deleteAll removes',
    make: (s) => ({
      ...delegate(s),
      deleteAll: async () => {
        s.sql.exec('DROP TABLE IF EXISTS contract_rows');
      },
    }),
  },
  {
    broken: 'an exec that runs only the first statement of a query (sql.js’s prepare alone)',
    caught: 'a query of two statements runs both',
    make: (s) => ({
      ...delegate(s),
      sql: { exec: (query: string, ...b: SqlValue[]) => s.sql.exec(query.split(';')[0] ?? '', ...b) },
    }),
  },
];

/** The names of the contract's cases that fail on storages made by `make`. */
async function failing(make: (s: NodeStorage) => ContractStorage): Promise<string[]> {
  const failed: string[] = [];
  for (const c of STORAGE_CASES) {
    try {
      await c.run(make(await NodeStorage.open()));
    } catch {
      failed.push(c.name);
    }
  }
  return failed;
}

describe('the storage contract fails on a storage that drifted', () => {
  it('the Node storage as it is passes every case', async () => {
    expect(await failing(delegate)).toEqual([]);
  });

  for (const { broken, caught, make } of BROKEN)
    it(`${broken}: caught by “${caught}…”`, async () => {
      expect((await failing(make)).filter((name) => name.startsWith(caught))).toHaveLength(1);
    });
});
