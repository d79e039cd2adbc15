/**
 * Rows written, as Cloudflare bills them (`SqlStorageCursor.rowsWritten`: every row a statement
 * inserted, updated or deleted, index entries included), counted for every Durable Object of this
 * isolate. Locally, workerd runs a service's Durable Objects in the isolate of its Worker, so the
 * Worker's `GET /__bench/meter` reads the same counter the objects add to. Bench-only: the room
 * itself never counts (bench/floor/metered-room.ts wraps it from outside).
 */

let rowsWritten = 0;
let statements = 0;

/**
 * Wraps `sql.exec` so that every statement's written rows are counted. `ctx.storage.sql` is one
 * object for the object's lifetime, so wrapping it once in the constructor covers every statement.
 * A write statement runs to completion inside `exec`, so its count is final when `exec` returns.
 */
export function meter(sql: SqlStorage): void {
  const exec = sql.exec.bind(sql);
  const counted: typeof sql.exec = <T extends Record<string, SqlStorageValue>>(
    query: string,
    ...bindings: unknown[]
  ) => {
    const cursor = exec<T>(query, ...bindings);
    statements++;
    rowsWritten += cursor.rowsWritten;
    return cursor;
  };
  sql.exec = counted;
}

/** The answer of `GET /__bench/meter`: the counters so far (the bench takes differences). */
export function meterResponse(): Response {
  return Response.json({ rowsWritten, statements });
}

/** The path the bench reads the counters from. */
export const METER_PATH = '/__bench/meter';
