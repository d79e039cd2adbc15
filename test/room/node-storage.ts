import initSqlJs, { type Database } from 'sql.js';
import type { AlarmPort, RoomStorage, SqlCursor, SqlRow, SqlValue } from '../../worker/net/ports';

/**
 * The room's storage and alarm ports in plain Node: an in-memory SQLite (sql.js, WebAssembly) in
 * the shape of a Durable Object's `ctx.storage`. The alarm is only remembered (`alarm`): a test
 * fires it by calling `Room.onAlarm`.
 */
export class NodeStorage implements RoomStorage, AlarmPort {
  /** When the room asked to be woken (ms since epoch), or null. */
  alarm: number | null = null;
  private depth = 0;
  readonly sql = { exec: (query: string, ...bindings: SqlValue[]): SqlCursor => this.run(query, bindings) };

  private constructor(private readonly db: Database) {}

  /** A fresh, empty database. */
  static async open(): Promise<NodeStorage> {
    const SQL = await initSqlJs();
    return new NodeStorage(new SQL.Database());
  }

  transactionSync<T>(fn: () => T): T {
    // Savepoints, so that a transaction inside another one also rolls back on its own.
    const name = `t${this.depth++}`;
    this.db.exec(`SAVEPOINT ${name}`);
    try {
      const result = fn();
      this.db.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      this.db.exec(`ROLLBACK TO ${name}`);
      this.db.exec(`RELEASE ${name}`);
      throw error;
    } finally {
      this.depth--;
    }
  }

  /** The alarm's time (ms since epoch), or null: as `ctx.storage.getAlarm()`. */
  async getAlarm(): Promise<number | null> {
    return this.alarm;
  }

  async setAlarm(at: number): Promise<void> {
    this.alarm = at;
  }

  async deleteAlarm(): Promise<void> {
    this.alarm = null;
  }

  async deleteAll(): Promise<void> {
    for (const { name } of this.run("SELECT name FROM sqlite_master WHERE type = 'table'", []).toArray())
      this.db.exec(`DROP TABLE "${String(name)}"`);
    this.alarm = null;
  }

  /**
   * Runs every statement of `query`, as `ctx.storage.sql.exec` does (sql.js's `prepare` alone
   * would run the first one and drop the rest without a word: the storage contract caught it);
   * the rows are the last statement's. Bindings go with a query of one statement only.
   */
  private run(query: string, bindings: SqlValue[]): SqlCursor {
    let rows: SqlRow[] = [];
    let statements = 0;
    for (const statement of this.db.iterateStatements(query)) {
      try {
        if (++statements > 1 && bindings.length > 0)
          throw new Error('bindings in a query of several statements (not supported here)');
        rows = [];
        statement.bind(bindings.map((b) => (b instanceof ArrayBuffer ? new Uint8Array(b) : b)));
        while (statement.step()) {
          const row: SqlRow = {};
          for (const [column, value] of Object.entries(statement.getAsObject()))
            row[column] = value instanceof Uint8Array ? value.slice().buffer : (value ?? null);
          rows.push(row);
        }
      } finally {
        statement.free();
      }
    }
    return {
      toArray: () => rows,
      one: () => {
        const [row] = rows;
        if (!row || rows.length !== 1) throw new Error(`expected exactly one row, got ${rows.length}`);
        return row;
      },
    };
  }
}
