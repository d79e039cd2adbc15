import { expect } from 'vitest';
import type { AlarmPort, RoomStorage, SqlValue } from '../../worker/net/ports';

/**
 * The storage contract: what the room's logic relies on from its storage and alarm ports
 * (worker/net/ports.ts), as cases written once and run against both a Durable Object's real
 * `ctx.storage` (test/worker/storage-contract.test.ts) and the Node harness's sql.js storage
 * (test/room/storage-contract.test.ts). Each case gets a fresh, empty storage; a case that passes
 * on one and fails on the other is a place where the Node harness would lie about the room.
 * test/room/storage-contract-guard.test.ts shows that the cases fail against broken storages.
 */
export interface ContractStorage extends RoomStorage, AlarmPort {
  /** The alarm's time (ms since epoch), or null (`ctx.storage.getAlarm()`). */
  getAlarm(): Promise<number | null>;
}

export interface StorageCase {
  name: string;
  run(storage: ContractStorage): Promise<void> | void;
}

const bytes = (value: SqlValue | undefined) => [...new Uint8Array(value as ArrayBuffer)];

/** A table of the suite (prefixed, so it never meets an object's own tables). */
function table(s: ContractStorage, columns = 'k TEXT PRIMARY KEY, v INTEGER'): void {
  s.sql.exec(`CREATE TABLE contract_rows (${columns})`);
}

const count = (s: ContractStorage) => s.sql.exec('SELECT count(*) AS n FROM contract_rows').one().n;

/** Every case of the contract. */
export const STORAGE_CASES: readonly StorageCase[] = [
  {
    name: 'a value comes back as it was bound: text, integers up to 2^53 - 1, real, null, a blob as an ArrayBuffer',
    run: (s) => {
      table(s, 't TEXT, i INTEGER, big INTEGER, r REAL, n TEXT, b BLOB');
      const blob = new Uint8Array([0, 1, 254, 255]).buffer;
      const at = 1_796_323_831_593;
      s.sql.exec(
        'INSERT INTO contract_rows VALUES (?, ?, ?, ?, ?, ?)',
        'é😀',
        at,
        2 ** 53 - 1,
        0.5,
        null,
        blob,
      );
      const row = s.sql.exec('SELECT t, i, big, r, n, b FROM contract_rows').one();
      expect(Object.keys(row)).toEqual(['t', 'i', 'big', 'r', 'n', 'b']);
      expect(row).toMatchObject({ t: 'é😀', i: at, big: 2 ** 53 - 1, r: 0.5, n: null });
      expect(row.b).toBeInstanceOf(ArrayBuffer);
      expect(bytes(row.b)).toEqual([0, 1, 254, 255]);
      // SQLite's own arithmetic: an integer result is a number, a REAL 2.0 comes back as 2.
      expect(
        s.sql.exec('SELECT max(i, 5) + 1 AS m, CAST(2 AS REAL) AS two FROM contract_rows').one(),
      ).toEqual({
        m: at + 1,
        two: 2,
      });
    },
  },
  {
    name: "rows come in the query's order, keyed by column name and alias; no rows is an empty list",
    run: (s) => {
      table(s);
      for (const [k, v] of [
        ['b', 2],
        ['a', 1],
        ['c', 3],
      ] as const)
        s.sql.exec('INSERT INTO contract_rows (k, v) VALUES (?, ?)', k, v);
      expect(
        s.sql.exec('SELECT k, v * 10 AS tens FROM contract_rows ORDER BY v DESC LIMIT ?', 2).toArray(),
      ).toEqual([
        { k: 'c', tens: 30 },
        { k: 'b', tens: 20 },
      ]);
      expect(s.sql.exec('SELECT k FROM contract_rows WHERE v > ?', 9).toArray()).toEqual([]);
    },
  },
  {
    name: 'one() gives the only row, and throws for no row and for two',
    run: (s) => {
      table(s);
      s.sql.exec("INSERT INTO contract_rows (k, v) VALUES ('a', 1), ('b', 2)");
      expect(s.sql.exec("SELECT v FROM contract_rows WHERE k = 'a'").one()).toEqual({ v: 1 });
      expect(() => s.sql.exec("SELECT v FROM contract_rows WHERE k = 'z'").one()).toThrow();
      expect(() => s.sql.exec('SELECT v FROM contract_rows').one()).toThrow();
    },
  },
  {
    name: 'a write is done once exec returns, its cursor never read; RETURNING gives the rows written',
    run: (s) => {
      table(s);
      s.sql.exec("INSERT INTO contract_rows (k, v) VALUES ('a', 1)");
      s.sql.exec('UPDATE contract_rows SET v = v + ?', 41);
      expect(s.sql.exec('SELECT v FROM contract_rows').one()).toEqual({ v: 42 });
      const back = s.sql.exec("INSERT INTO contract_rows (k, v) VALUES ('b', 7) RETURNING k, v").toArray();
      expect(back).toEqual([{ k: 'b', v: 7 }]);
    },
  },
  {
    name: 'the room’s upserts: INSERT OR REPLACE, INSERT OR IGNORE, ON CONFLICT DO UPDATE, WITHOUT ROWID',
    run: (s) => {
      s.sql.exec('CREATE TABLE contract_rows (k TEXT PRIMARY KEY, v INTEGER NOT NULL) WITHOUT ROWID');
      s.sql.exec("INSERT OR REPLACE INTO contract_rows VALUES ('a', 1)");
      s.sql.exec("INSERT OR REPLACE INTO contract_rows VALUES ('a', 2)");
      s.sql.exec("INSERT OR IGNORE INTO contract_rows VALUES ('a', 3)");
      s.sql.exec(
        "INSERT INTO contract_rows VALUES ('a', 4) ON CONFLICT (k) DO UPDATE SET v = v + excluded.v",
      );
      expect(s.sql.exec('SELECT k, v FROM contract_rows').toArray()).toEqual([{ k: 'a', v: 6 }]);
    },
  },
  {
    name: 'a query of two statements runs both (the last one’s rows come back)',
    run: (s) => {
      table(s);
      const rows = s.sql
        .exec(
          "INSERT INTO contract_rows VALUES ('a', 1); INSERT INTO contract_rows VALUES ('b', 2); SELECT count(*) AS n FROM contract_rows",
        )
        .toArray();
      expect(count(s)).toBe(2);
      expect(rows).toEqual([{ n: 2 }]);
    },
  },
  {
    name: 'an empty blob and an empty string stay what they are',
    run: (s) => {
      table(s, 'b BLOB, t TEXT');
      s.sql.exec('INSERT INTO contract_rows VALUES (?, ?)', new ArrayBuffer(0), '');
      const row = s.sql.exec('SELECT b, t, typeof(b) AS kind FROM contract_rows').one();
      expect(row.b).toBeInstanceOf(ArrayBuffer);
      expect(bytes(row.b)).toEqual([]);
      expect(row).toMatchObject({ t: '', kind: 'blob' });
    },
  },
  {
    name: 'a failing statement throws and writes nothing: bad SQL, a UNIQUE or NOT NULL violation',
    run: (s) => {
      table(s, 'k TEXT PRIMARY KEY, v INTEGER NOT NULL');
      s.sql.exec("INSERT INTO contract_rows VALUES ('a', 1)");
      expect(() => s.sql.exec('SELEC nothing')).toThrow();
      expect(() => s.sql.exec("INSERT INTO contract_rows VALUES ('a', 2)")).toThrow();
      expect(() => s.sql.exec("INSERT INTO contract_rows VALUES ('b', NULL)")).toThrow();
      expect(s.sql.exec('SELECT k, v FROM contract_rows').toArray()).toEqual([{ k: 'a', v: 1 }]);
    },
  },
  {
    name: 'transactionSync returns what its function returns, and keeps every write of it',
    run: (s) => {
      table(s);
      const result = s.transactionSync(() => {
        s.sql.exec("INSERT INTO contract_rows VALUES ('a', 1)");
        s.sql.exec("INSERT INTO contract_rows VALUES ('b', 2)");
        return 'done';
      });
      expect(result).toBe('done');
      expect(count(s)).toBe(2);
    },
  },
  {
    name: 'transactionSync rolls back every write of a function that throws, rethrows its error, keeps earlier writes',
    run: (s) => {
      table(s);
      s.sql.exec("INSERT INTO contract_rows VALUES ('before', 0)");
      const failure = new Error('the move is refused');
      expect(() =>
        s.transactionSync(() => {
          s.sql.exec("INSERT INTO contract_rows VALUES ('a', 1)");
          s.sql.exec("UPDATE contract_rows SET v = 9 WHERE k = 'before'");
          s.sql.exec('CREATE TABLE contract_more (x INTEGER)');
          throw failure;
        }),
      ).toThrow(failure);
      expect(s.sql.exec('SELECT k, v FROM contract_rows').toArray()).toEqual([{ k: 'before', v: 0 }]);
      expect(s.sql.exec("SELECT name FROM sqlite_master WHERE name = 'contract_more'").toArray()).toEqual([]);
      // A failed statement inside the transaction fails it all the same.
      expect(() =>
        s.transactionSync(() => {
          s.sql.exec("INSERT INTO contract_rows VALUES ('b', 2)");
          s.sql.exec("INSERT INTO contract_rows VALUES ('before', 3)");
        }),
      ).toThrow();
      expect(count(s)).toBe(1);
    },
  },
  {
    name: 'the alarm: none at first; set, replaced by the next set, deleted',
    run: async (s) => {
      expect(await s.getAlarm()).toBeNull();
      const later = Date.now() + 3_600_000;
      await s.setAlarm(later);
      expect(await s.getAlarm()).toBe(later);
      await s.setAlarm(later + 1000);
      expect(await s.getAlarm()).toBe(later + 1000);
      await s.deleteAlarm();
      expect(await s.getAlarm()).toBeNull();
    },
  },
  {
    name: 'deleteAll removes every table and row, and the alarm',
    run: async (s) => {
      table(s);
      s.sql.exec("INSERT INTO contract_rows VALUES ('a', 1)");
      await s.setAlarm(Date.now() + 3_600_000);
      await s.deleteAll();
      expect(await s.getAlarm()).toBeNull();
      const left = s.sql.exec(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'contract%'",
      );
      expect(left.toArray()).toEqual([]);
    },
  },
];
