import { describe, expect, it } from 'vitest';
import { QUEUE_MIGRATIONS, QueueStore } from '../../worker/match/QueueStore';
import { latestVersion, storedVersion } from '../../worker/net/migrations';
import { TABLE_LIST_MIGRATIONS, TableList } from '../../worker/tables/TableList';
import { NodeStorage } from './node-storage';

/**
 * The queue and the directory on the toolkit's numbered migrations (worker/net/migrations.ts):
 * an object stored by an older deploy, before versions, is recognised by its first table and
 * brought to the current layout, its rows kept; a new object writes nothing until it is used.
 */

const version = (storage: NodeStorage) =>
  storage.sql.exec('SELECT version FROM schema_version WHERE k = 1').one().version;

describe('migrations of the shared objects', () => {
  it('a directory stored before sources and versions keeps its entries and gains the column', async () => {
    const storage = await NodeStorage.open();
    storage.sql.exec(
      'CREATE TABLE tables (id TEXT PRIMARY KEY, entry TEXT NOT NULL, listed_at INTEGER NOT NULL, checked_at INTEGER NOT NULL)',
    );
    const entry = { id: 'tabmexagezzz', mode: 'simple', players: 3, teams: false, seatsFree: 2 } as const;
    storage.sql.exec('INSERT INTO tables VALUES (?, ?, 1000, 1000)', entry.id, JSON.stringify(entry));
    expect(storedVersion(storage, 'tables')).toBe(0);
    const list = new TableList({
      storage,
      alarm: storage,
      clock: { now: () => 2000 },
      check: async () => null,
    });
    expect(list.list()).toEqual([{ ...entry, waitingMs: 1000 }]);
    expect(version(storage)).toBe(latestVersion(TABLE_LIST_MIGRATIONS));
    await list.publish('tabmexnewzzz', { ...entry, id: 'tabmexnewzzz' }, 'a1b2c3d4');
    const sources = storage.sql.exec('SELECT id, source FROM tables ORDER BY id').toArray();
    expect(sources).toEqual([
      { id: 'tabmexagezzz', source: '' },
      { id: 'tabmexnewzzz', source: 'a1b2c3d4' },
    ]);
  });

  it('a queue stored before versions keeps its seekers; a queue nobody used stays empty', async () => {
    const storage = await NodeStorage.open();
    const [first] = QUEUE_MIGRATIONS;
    for (const statement of first?.statements ?? []) storage.sql.exec(statement);
    storage.sql.exec("INSERT INTO queue (k, name) VALUES (1, '3.simple.EU')");
    expect(storedVersion(storage, 'queue')).toBe(0);
    const store = new QueueStore(storage);
    expect(store.name()).toBe('3.simple.EU');
    expect(version(storage)).toBe(latestVersion(QUEUE_MIGRATIONS));

    const fresh = await NodeStorage.open();
    expect(new QueueStore(fresh).name()).toBeNull();
    expect(new QueueStore(fresh).seekers()).toEqual([]);
    expect(fresh.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table'").toArray()).toEqual([]);
  });
});
