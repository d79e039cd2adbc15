import type { RoomStorage } from './ports';

/**
 * The numbered migration runner every Durable Object's SQLite layout uses (the room's, a queue's,
 * the directory's): a layout is a list of migrations, each run once, in order, all in one
 * transaction, and the number of the last one run kept in `schema_version` (one row). An object
 * that was never written has no tables, and reading its version writes nothing.
 */

/** One step of a layout. `adds`: the column it adds, for objects stored before versions existed. */
export interface Migration {
  readonly version: number;
  readonly statements: readonly string[];
  readonly adds?: { readonly table: string; readonly column: string };
}

/** The number of a layout's last migration. */
export function latestVersion(migrations: readonly Migration[]): number {
  return migrations.reduce((last, m) => Math.max(last, m.version), 0);
}

/**
 * The stored layout's number: null when the object has none of its tables, 0 when it has
 * `legacyTable` (a table of its first layout) but no `schema_version` (stored before versions).
 */
export function storedVersion(storage: RoomStorage, legacyTable: string): number | null {
  const tables = storage.sql
    .exec(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN (?, 'schema_version')",
      legacyTable,
    )
    .toArray()
    .map((row) => row.name);
  if (tables.includes('schema_version')) {
    const version = storage.sql.exec('SELECT version FROM schema_version WHERE k = 1').one().version;
    return typeof version === 'number' ? version : 0;
  }
  return tables.includes(legacyTable) ? 0 : null;
}

/** Whether `table`'s stored definition has `column` (only for objects from before versions). */
function hasColumn(storage: RoomStorage, table: string, column: string): boolean {
  const row = storage.sql
    .exec("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", table)
    .one();
  return String(row.sql).includes(column);
}

/**
 * Brings the layout from `from` (`storedVersion`; null: no tables yet) to the last of
 * `migrations`, in one transaction. An object from before versions (0) has its first layout
 * (`migrations[0]` is skipped) and may have had some columns added one by one since: a migration
 * whose `adds` column exists already is skipped, once.
 */
export function migrate(storage: RoomStorage, migrations: readonly Migration[], from: number | null): void {
  const latest = latestVersion(migrations);
  if (from !== null && from >= latest) return;
  const first = migrations[0]?.version;
  storage.transactionSync(() => {
    for (const migration of migrations) {
      if (from !== null && migration.version <= from) continue;
      if (from === 0 && migration.version === first) continue;
      const { adds } = migration;
      if (from === 0 && adds && hasColumn(storage, adds.table, adds.column)) continue;
      for (const statement of migration.statements) storage.sql.exec(statement);
    }
    storage.sql.exec(
      'CREATE TABLE IF NOT EXISTS schema_version (k INTEGER PRIMARY KEY CHECK (k = 1), version INTEGER NOT NULL)',
    );
    storage.sql.exec('INSERT OR REPLACE INTO schema_version (k, version) VALUES (1, ?)', latest);
  });
}
