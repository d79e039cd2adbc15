import * as v from 'valibot';
import {
  MAX_OPEN_TABLES,
  type OpenTable,
  type TableListing,
  TableListingSchema,
} from '../../shared/protocol';
import type { Clock, RoomStorage } from '../room/ports';

/** After this long without news from a room (ms), the list asks the room whether it is still open. */
export const CHECK_AFTER_MS = 60_000;

/** What the list runs on: its storage and alarm, the clock, and a way to ask a room. */
export interface TableListPorts {
  storage: RoomStorage;
  alarm: { setAlarm(at: number): Promise<void>; deleteAlarm(): Promise<void> };
  clock: Clock;
  /** The room's entry now (`GameRoom.listing`), null when it is not listed; throws when unreachable. */
  check(id: string): Promise<TableListing | null>;
}

const int = v.pipe(v.number(), v.integer());
const Row = v.object({
  id: v.string(),
  entry: v.string(),
  listed_at: int,
  checked_at: int,
});

/**
 * The list of open tables (one `Directory` Durable Object; worker/Directory.ts adapts it). Rooms
 * push their entry whenever it changes (`publish`); an entry that has had no news for
 * `CHECK_AFTER_MS` is checked with its room on the alarm, and dropped when the room says it is not
 * listed or does not answer — so a room that stops reporting (deleted, broken) leaves the list.
 * At most `MAX_OPEN_TABLES` entries, the newest; the oldest leave first. Public facts only.
 */
export class TableList {
  private ready = false;
  private armed: number | null = null;

  constructor(private readonly ports: TableListPorts) {}

  private get sql() {
    if (!this.ready) {
      this.ports.storage.sql.exec(
        `CREATE TABLE IF NOT EXISTS tables (
          id TEXT PRIMARY KEY, entry TEXT NOT NULL, listed_at INTEGER NOT NULL, checked_at INTEGER NOT NULL
        )`,
      );
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

  /** A room's entry now (`null`: it left the list). Keeps when it was first listed. */
  async publish(id: string, listing: TableListing | null): Promise<void> {
    this.apply(id, listing);
    await this.arm();
  }

  /** The open tables, newest first, with how long each has waited. */
  list(): OpenTable[] {
    const now = this.ports.clock.now();
    return this.rows().flatMap((row) => {
      const entry = v.safeParse(TableListingSchema, JSON.parse(row.entry));
      if (!entry.success) return [];
      return [{ ...entry.output, waitingMs: Math.max(0, now - row.listed_at) }];
    });
  }

  /** The alarm: asks the rooms without news for a while, drops those not listed any more. */
  async onAlarm(): Promise<void> {
    this.armed = null;
    const now = this.ports.clock.now();
    const due = this.rows().filter((row) => row.checked_at + CHECK_AFTER_MS <= now);
    const answers = await Promise.all(
      due.map(async (row) => {
        try {
          return { id: row.id, listing: await this.ports.check(row.id) };
        } catch {
          // The room does not answer: it stopped reporting, so it leaves the list.
          return { id: row.id, listing: null };
        }
      }),
    );
    for (const { id, listing } of answers) this.apply(id, listing);
    await this.arm();
  }

  private apply(id: string, listing: TableListing | null): void {
    const now = this.ports.clock.now();
    const entry = listing === null ? null : v.parse(TableListingSchema, listing);
    this.ports.storage.transactionSync(() => {
      if (entry === null || entry.id !== id) {
        this.sql.exec('DELETE FROM tables WHERE id = ?', id);
        return;
      }
      this.sql.exec(
        `INSERT INTO tables (id, entry, listed_at, checked_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET entry = excluded.entry, checked_at = excluded.checked_at`,
        id,
        JSON.stringify(entry),
        now,
        now,
      );
      this.sql.exec(
        'DELETE FROM tables WHERE id NOT IN (SELECT id FROM tables ORDER BY listed_at DESC, rowid DESC LIMIT ?)',
        MAX_OPEN_TABLES,
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
