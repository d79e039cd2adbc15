/**
 * The ports every Durable Object's logic runs on (the room, a queue, the directory): everything it
 * needs from the runtime, as small structural interfaces. A Durable Object satisfies them as it is (`ctx.storage` is a `RoomStorage` and an
 * `AlarmPort`, a hibernatable `WebSocket` is a `SocketPort`); plain Node satisfies them with an
 * in-memory SQLite and in-memory sockets (test/room/), so the room runs without workerd.
 */

/** A value SQLite stores or returns. */
export type SqlValue = ArrayBuffer | string | number | null;

/** One row of a query's result, by column name. */
export type SqlRow = Record<string, SqlValue>;

/** A query's result: every row, or exactly one (`one` throws when there is not exactly one). */
export interface SqlCursor {
  toArray(): SqlRow[];
  one(): SqlRow;
}

/**
 * The room's storage: one SQLite database. `exec` runs one statement with `?` bindings;
 * `transactionSync` runs `fn` atomically (rolled back if it throws); the room never nests it.
 */
export interface RoomStorage {
  readonly sql: { exec(query: string, ...bindings: SqlValue[]): SqlCursor };
  transactionSync<T>(fn: () => T): T;
}

/** An object's one alarm (ms since epoch): set or cleared (`ctx.storage`). */
export interface AlarmSetter {
  setAlarm(at: number): Promise<void>;
  deleteAlarm(): Promise<void>;
}

/** The room's one alarm, and the end of its storage when it is abandoned. */
export interface AlarmPort extends AlarmSetter {
  /** Deletes all of the room's storage (the alarm included). */
  deleteAll(): Promise<void>;
}

/** The WebSocket ready state in which frames can be sent (as in the WebSocket standard). */
export const SOCKET_OPEN = 1;

/** The ready state of a socket closed both ways (the runtime may then forget it at any time). */
export const SOCKET_CLOSED = 3;

/**
 * One client connection. The attachment is the socket's own small record (its `Session`), kept
 * with the socket across hibernation; it is read back as `unknown` and parsed.
 */
export interface SocketPort {
  send(frame: string): void;
  close(code: number, reason: string): void;
  serializeAttachment(value: unknown): void;
  deserializeAttachment(): unknown;
  /** `SOCKET_OPEN` while frames can be sent. */
  readonly readyState: number;
}

/** The time (ms since epoch). */
export interface Clock {
  now(): number;
}
