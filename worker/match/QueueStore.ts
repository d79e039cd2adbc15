import * as v from 'valibot';
import { type Migration, migrate, storedVersion } from '../net/migrations';
import type { RoomStorage } from '../net/ports';
import { CONTINENTS, type Continent } from './queue-key';

/**
 * A queue's SQLite storage. No cache: a queue holds a handful of rows (a table forms as soon as
 * enough seekers wait), so every handler reads what storage says, and eviction loses nothing.
 *
 * - `seekers`: the people waiting here, each with its socket's tag as `id`, the SHA-256 of the
 *   browser's `seeker` secret (two tabs, one seeker), the name, continent (null in the world
 *   queue), when they came and when their wait runs out (`deadline`), when they are offered to the
 *   world queue (`offer_at`; null once offered, or in the world queue), whether they were
 *   (`offered`), and `held_until`: non-null while a table is being formed for them, here or by the
 *   world queue (a hold that outlives its deadline was lost in a crash and lapses).
 * - `offers` (world queue only): seekers of continent queues offered here after half their wait;
 *   `home` is their queue's name, `held` while a table with them is being formed.
 */
export interface Seeker {
  id: string;
  seekerHash: string | null;
  name: string;
  continent: Continent | null;
  joinedAt: number;
  deadline: number;
  offerAt: number | null;
  offered: boolean;
  heldUntil: number | null;
  /** Cancelled or disconnected while held: never seated again, deleted once the hold ends. */
  gone: boolean;
  /** The client's address as counted for the per-address cap ('' when unknown). Never sent. */
  from: string;
}

/** A continent queue's seeker as the world queue holds it. */
export interface Offer {
  id: string;
  home: string;
  name: string;
  continent: Continent | null;
  joinedAt: number;
  deadline: number;
  held: boolean;
}

/**
 * The queue's layout, run by the toolkit's migration runner (worker/net/migrations.ts). Queues
 * stored before versions have the first layout (found by its `queue` table) and start at 1.
 */
export const QUEUE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    statements: [
      `CREATE TABLE IF NOT EXISTS seekers (
    id TEXT PRIMARY KEY,
    seeker_hash TEXT UNIQUE,
    name TEXT NOT NULL,
    continent TEXT,
    joined_at INTEGER NOT NULL,
    deadline INTEGER NOT NULL,
    offer_at INTEGER,
    offered INTEGER NOT NULL DEFAULT 0,
    held_until INTEGER,
    gone INTEGER NOT NULL DEFAULT 0,
    from_addr TEXT NOT NULL
  )`,
      'CREATE TABLE IF NOT EXISTS queue (k INTEGER PRIMARY KEY CHECK (k = 1), name TEXT NOT NULL)',
      `CREATE TABLE IF NOT EXISTS offers (
    id TEXT PRIMARY KEY,
    home TEXT NOT NULL,
    name TEXT NOT NULL,
    continent TEXT,
    joined_at INTEGER NOT NULL,
    deadline INTEGER NOT NULL,
    held INTEGER NOT NULL DEFAULT 0
  )`,
    ],
  },
];

const int = v.pipe(v.number(), v.integer());
const ContinentSchema = v.nullable(v.picklist(CONTINENTS));

const SeekerRow = v.object({
  id: v.string(),
  seeker_hash: v.nullable(v.string()),
  name: v.string(),
  continent: ContinentSchema,
  joined_at: int,
  deadline: int,
  offer_at: v.nullable(int),
  offered: int,
  held_until: v.nullable(int),
  gone: int,
  from_addr: v.string(),
});

const OfferRow = v.object({
  id: v.string(),
  home: v.string(),
  name: v.string(),
  continent: ContinentSchema,
  joined_at: int,
  deadline: int,
  held: int,
});

function toSeeker(row: unknown): Seeker {
  const r = v.parse(SeekerRow, row);
  return {
    id: r.id,
    seekerHash: r.seeker_hash,
    name: r.name,
    continent: r.continent,
    joinedAt: r.joined_at,
    deadline: r.deadline,
    offerAt: r.offer_at,
    offered: r.offered === 1,
    heldUntil: r.held_until,
    gone: r.gone === 1,
    from: r.from_addr,
  };
}

function toOffer(row: unknown): Offer {
  const r = v.parse(OfferRow, row);
  return {
    id: r.id,
    home: r.home,
    name: r.name,
    continent: r.continent,
    joinedAt: r.joined_at,
    deadline: r.deadline,
    held: r.held === 1,
  };
}

export class QueueStore {
  private ready = false;

  constructor(private readonly storage: RoomStorage) {}

  /** The SQL handle, with the tables made first (writes only: reads of a new queue write nothing). */
  private get sql() {
    if (!this.ready) {
      migrate(this.storage, QUEUE_MIGRATIONS, storedVersion(this.storage, 'queue'));
      this.ready = true;
    }
    return this.storage.sql;
  }

  /** Whether the tables exist: a queue nobody ever used has none, and looking at it writes none. */
  private exists(): boolean {
    if (!this.ready && storedVersion(this.storage, 'queue') !== null) void this.sql;
    return this.ready;
  }

  /** Runs `fn` in one synchronous transaction. */
  transaction<T>(fn: () => T): T {
    return this.storage.transactionSync(fn);
  }

  /** The queue's name (`queueName`), once a socket or a peer has named it. */
  name(): string | null {
    if (!this.exists()) return null;
    const [row] = this.sql.exec('SELECT name FROM queue WHERE k = 1').toArray();
    return typeof row?.name === 'string' ? row.name : null;
  }

  setName(name: string): void {
    this.sql.exec('INSERT OR REPLACE INTO queue (k, name) VALUES (1, ?)', name);
  }

  /** Every seeker, oldest first (then by id, so the order survives a reload). */
  seekers(): Seeker[] {
    if (!this.exists()) return [];
    return this.sql.exec('SELECT * FROM seekers ORDER BY joined_at, id').toArray().map(toSeeker);
  }

  seeker(id: string): Seeker | undefined {
    if (!this.exists()) return undefined;
    const [row] = this.sql.exec('SELECT * FROM seekers WHERE id = ?', id).toArray();
    return row ? toSeeker(row) : undefined;
  }

  seekerByHash(hash: string): Seeker | undefined {
    if (!this.exists()) return undefined;
    const [row] = this.sql.exec('SELECT * FROM seekers WHERE seeker_hash = ?', hash).toArray();
    return row ? toSeeker(row) : undefined;
  }

  saveSeeker(s: Seeker): void {
    this.sql.exec(
      `INSERT OR REPLACE INTO seekers
       (id, seeker_hash, name, continent, joined_at, deadline, offer_at, offered, held_until, gone, from_addr)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      s.id,
      s.seekerHash,
      s.name,
      s.continent,
      s.joinedAt,
      s.deadline,
      s.offerAt,
      s.offered ? 1 : 0,
      s.heldUntil,
      s.gone ? 1 : 0,
      s.from,
    );
  }

  deleteSeeker(id: string): void {
    this.sql.exec('DELETE FROM seekers WHERE id = ?', id);
  }

  /** Every offer, oldest first. */
  offers(): Offer[] {
    if (!this.exists()) return [];
    return this.sql.exec('SELECT * FROM offers ORDER BY joined_at, id').toArray().map(toOffer);
  }

  offer(id: string): Offer | undefined {
    if (!this.exists()) return undefined;
    const [row] = this.sql.exec('SELECT * FROM offers WHERE id = ?', id).toArray();
    return row ? toOffer(row) : undefined;
  }

  saveOffer(o: Offer): void {
    this.sql.exec(
      `INSERT OR REPLACE INTO offers (id, home, name, continent, joined_at, deadline, held)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      o.id,
      o.home,
      o.name,
      o.continent,
      o.joinedAt,
      o.deadline,
      o.held ? 1 : 0,
    );
  }

  deleteOffer(id: string): void {
    this.sql.exec('DELETE FROM offers WHERE id = ?', id);
  }
}
