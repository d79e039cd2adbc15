import * as v from 'valibot';
import {
  MAX_OPEN_TABLES,
  type OpenTable,
  type TableListing,
  TableListingSchema,
} from '../../shared/protocol';
import { type Migration, migrate, storedVersion } from '../net/migrations';
import type { AlarmSetter, Clock, RoomStorage } from '../net/ports';

/** After this long without news from a room (ms), the list asks the room whether it is still open. */
export const CHECK_AFTER_MS = 60_000;

/**
 * The most entries kept (the newest): far more than are shown, so a table pushed out of the
 * shown list by newer ones comes back when they leave.
 */
export const KEPT_TABLES = 1000;

/** The most tables of one source (the host's address, hashed) shown: no one fills the list. */
export const TABLES_PER_SOURCE = 3;

/** What the list runs on: its storage and alarm, the clock, and a way to ask a room. */
export interface TableListPorts {
  storage: RoomStorage;
  alarm: AlarmSetter;
  clock: Clock;
  /** The room's entry now (`GameRoom.listing`), null when it is not listed; throws when unreachable. */
  check(id: string): Promise<TableListing | null>;
}

/**
 * The list's layout, run by the toolkit's migration runner (worker/net/migrations.ts). A list
 * stored before versions has the first layout (its `tables` table), with `source` or without.
 */
export const TABLE_LIST_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    statements: [
      `CREATE TABLE IF NOT EXISTS tables (
        id TEXT PRIMARY KEY, entry TEXT NOT NULL, listed_at INTEGER NOT NULL, checked_at INTEGER NOT NULL
      )`,
    ],
  },
  {
    // Sources counted (at most a few tables per host address): older entries count as unknown.
    version: 2,
    adds: { table: 'tables', column: 'source' },
    statements: ["ALTER TABLE tables ADD COLUMN source TEXT NOT NULL DEFAULT ''"],
  },
];

const int = v.pipe(v.number(), v.integer());
const Row = v.object({
  id: v.string(),
  entry: v.string(),
  listed_at: int,
  checked_at: int,
  source: v.string(),
});

/**
 * The list of open tables (one `Directory` Durable Object; worker/tables/Directory.ts adapts it). Rooms
 * push their entry whenever it changes (`publish`); an entry that has had no news for
 * `CHECK_AFTER_MS` is checked with its room on the alarm, and dropped when the room says it is not
 * listed or does not answer — so a room that stops reporting (deleted, broken) leaves the list.
 * It shows at most `MAX_OPEN_TABLES` entries, the newest, and at most `TABLES_PER_SOURCE` of one
 * source (the host's address, hashed by the room; '' when unknown, as in local tests, is not
 * counted); it keeps `KEPT_TABLES`. Public facts only: the source is never shown.
 */
export class TableList {
  private ready = false;
  private armed: number | null = null;
  /**
   * While the alarm is asking rooms (else null): the rooms that reported meanwhile, whose answer
   * is then dropped (their report is as new as the answer, or newer).
   */
  private reportedDuringCheck: Set<string> | null = null;

  constructor(private readonly ports: TableListPorts) {}

  private get sql() {
    if (!this.ready) {
      const { storage } = this.ports;
      migrate(storage, TABLE_LIST_MIGRATIONS, storedVersion(storage, 'tables'));
      this.ready = true;
    }
    return this.ports.storage.sql;
  }

  private rows() {
    return this.sql
      .exec('SELECT * FROM tables ORDER BY listed_at DESC, rowid DESC')
      .toArray()
      .map((row) => v.parse(Row, row));
  }

  /**
   * A room's entry now (`null`: it left the list), and its `source` (the host's address hashed,
   * '' when unknown). Keeps when it was first listed.
   */
  async publish(id: string, listing: TableListing | null, source = ''): Promise<void> {
    this.reportedDuringCheck?.add(id);
    this.apply(id, listing, source);
    await this.arm();
  }

  /** The open tables shown, newest first, with how long each has waited. */
  list(): OpenTable[] {
    const now = this.ports.clock.now();
    const shown: OpenTable[] = [];
    const bySource = new Map<string, number>();
    for (const row of this.rows()) {
      if (shown.length === MAX_OPEN_TABLES) break;
      const count = bySource.get(row.source) ?? 0;
      if (row.source !== '' && count >= TABLES_PER_SOURCE) continue;
      const entry = v.safeParse(TableListingSchema, JSON.parse(row.entry));
      if (!entry.success) continue;
      bySource.set(row.source, count + 1);
      shown.push({ ...entry.output, waitingMs: Math.max(0, now - row.listed_at) });
    }
    return shown;
  }

  /** The alarm: asks the rooms without news for a while, drops those not listed any more. */
  async onAlarm(): Promise<void> {
    this.armed = null;
    const now = this.ports.clock.now();
    const due = this.rows().filter((row) => row.checked_at + CHECK_AFTER_MS <= now);
    const reported = new Set<string>();
    this.reportedDuringCheck = reported;
    const answers = await Promise.all(
      due.map(async (row) => {
        try {
          return { id: row.id, listing: await this.ports.check(row.id) };
        } catch {
          // The room does not answer: it stopped reporting, so it leaves the list.
          return { id: row.id, listing: null };
        }
      }),
    ).finally(() => {
      this.reportedDuringCheck = null;
    });
    // A room that reported while it was asked: its report stands (the answer may be older).
    for (const { id, listing } of answers) if (!reported.has(id)) this.apply(id, listing, null);
    await this.arm();
  }

  /** Stores an entry (`source` null: a check's answer, which keeps the source stored). */
  private apply(id: string, listing: TableListing | null, source: string | null): void {
    const now = this.ports.clock.now();
    const entry = listing === null ? null : v.parse(TableListingSchema, listing);
    this.ports.storage.transactionSync(() => {
      if (entry === null || entry.id !== id) {
        this.sql.exec('DELETE FROM tables WHERE id = ?', id);
        return;
      }
      // A check's answer for a room that left the list meanwhile (another check dropped it) does
      // not bring it back: only the room's own report does, with its source.
      if (source === null && this.sql.exec('SELECT id FROM tables WHERE id = ?', id).toArray().length === 0)
        return;
      this.sql.exec(
        `INSERT INTO tables (id, entry, listed_at, checked_at, source) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET entry = excluded.entry, checked_at = excluded.checked_at,
           source = CASE WHEN ? THEN excluded.source ELSE tables.source END`,
        id,
        JSON.stringify(entry),
        now,
        now,
        source ?? '',
        source === null ? 0 : 1,
      );
      this.sql.exec(
        'DELETE FROM tables WHERE id NOT IN (SELECT id FROM tables ORDER BY listed_at DESC, rowid DESC LIMIT ?)',
        KEPT_TABLES,
      );
    });
  }

  /** Sets the alarm for the entry that has gone longest without news, or clears it. */
  private async arm(): Promise<void> {
    const [oldest] = this.sql.exec('SELECT MIN(checked_at) AS at FROM tables').toArray();
    const at = typeof oldest?.at === 'number' ? oldest.at + CHECK_AFTER_MS : null;
    if (at === this.armed) return;
    this.armed = at;
    if (at === null) await this.ports.alarm.deleteAlarm();
    else await this.ports.alarm.setAlarm(at);
  }
}
