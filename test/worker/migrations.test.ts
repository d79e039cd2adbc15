import { abortAllDurableObjects, runInDurableObject } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, playerView } from '../../shared/engine';
import { SCHEMA_VERSION } from '../../worker/room/store/migrations';
import { createRoom, ORIGIN, roomStub, TestClient, trueState } from './client';

/**
 * Rooms an older deploy stored, written here by hand in the layouts they had, open with this code:
 * the migrations run once, on the room's first event, and the game goes on.
 */

const config = { players: 3, mode: 'simple', teams: false, log: 'open' } as const;
const TOKEN = '0123456789abcdef0123456789abcdef';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The last layout before `schema_version` (no `room.creator`), as its deploy created it. */
const UNVERSIONED = [
  `CREATE TABLE IF NOT EXISTS room (k INTEGER PRIMARY KEY CHECK (k = 1), id TEXT NOT NULL,
    config TEXT NOT NULL, status TEXT NOT NULL, host TEXT, game INTEGER NOT NULL, first_seat INTEGER,
    created_at INTEGER NOT NULL, active_at INTEGER NOT NULL, bot_due_at INTEGER)`,
  `CREATE TABLE IF NOT EXISTS players (id TEXT PRIMARY KEY, name TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE, seat INTEGER UNIQUE, joined_at INTEGER NOT NULL,
    away_since INTEGER, autoplay INTEGER NOT NULL DEFAULT 0, autoplay_memory TEXT)`,
  'CREATE TABLE IF NOT EXISTS bots (seat INTEGER PRIMARY KEY, level TEXT NOT NULL, memory TEXT)',
  `CREATE TABLE IF NOT EXISTS actions (game INTEGER NOT NULL, seq INTEGER NOT NULL,
    seat INTEGER NOT NULL, action TEXT NOT NULL, at INTEGER NOT NULL, events TEXT,
    PRIMARY KEY (game, seq)) WITHOUT ROWID`,
  `CREATE TABLE IF NOT EXISTS snapshot (k INTEGER PRIMARY KEY CHECK (k = 1), game INTEGER NOT NULL,
    version INTEGER NOT NULL, phase_since INTEGER NOT NULL, state TEXT NOT NULL, due_since INTEGER)`,
];

/** The first layout: no public events on actions, no `due_since` on the snapshot. */
const FIRST = UNVERSIONED.map((statement) =>
  statement.replace(', events TEXT', '').replace(', due_since INTEGER', ''),
);

/**
 * Writes a running game into room `id` in `layout`: a person on seat 0 (token `TOKEN`), bots on 1
 * and 2, seat 0's first reveal already played (the snapshot after it). Then the instance is
 * dropped, as a deploy would.
 */
async function storeOldRoom(id: string, layout: string[]): Promise<void> {
  const hash = await sha256(TOKEN);
  await runInDurableObject(roomStub(id), (_room, state) => {
    const sql = state.storage.sql;
    const now = Date.now();
    const dealt = createGame(config, { seed: 'old-room', firstSeat: 0 });
    const action = legalActions(dealt, 0)[0];
    if (!action) throw new Error('no action');
    for (const statement of layout) sql.exec(statement);
    sql.exec(
      `INSERT INTO room (k, id, config, status, host, game, first_seat, created_at, active_at, bot_due_at)
       VALUES (1, ?, ?, 'playing', 'p_oldhost22', 1, 0, ?, ?, NULL)`,
      id,
      JSON.stringify(config),
      now - 5000,
      now - 5000,
    );
    sql.exec(
      `INSERT INTO players (id, name, token_hash, seat, joined_at, away_since, autoplay, autoplay_memory)
       VALUES ('p_oldhost22', 'Old', ?, 0, ?, NULL, 0, NULL)`,
      hash,
      now - 5000,
    );
    sql.exec("INSERT INTO bots (seat, level, memory) VALUES (1, 'easy', NULL), (2, 'normal', NULL)");
    sql.exec(
      'INSERT INTO actions (game, seq, seat, action, at) VALUES (1, 1, 0, ?, ?)',
      JSON.stringify(action),
      now - 1000,
    );
    const played = applyAction(dealt, 0, action);
    if (!played.ok) throw new Error(played.error.message);
    // Those deploys knew no house option: their states' configs had none.
    const { spicyThreeTrios: _none, ...oldConfig } = played.state.config;
    sql.exec(
      'INSERT INTO snapshot (k, game, version, phase_since, state) VALUES (1, 1, 1, 0, ?)',
      JSON.stringify({ ...played.state, config: oldConfig }),
    );
    if (layout === UNVERSIONED) sql.exec('UPDATE snapshot SET due_since = ?', now - 1000);
  });
  await abortAllDurableObjects();
}

/** The stored layout's number and each table's column list. */
async function layoutOf(id: string) {
  return runInDurableObject(roomStub(id), (_room, state) => {
    const sql = state.storage.sql;
    const version = sql.exec('SELECT version FROM schema_version').one().version;
    const tables = sql
      .exec(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY name",
      )
      .toArray();
    const columns = Object.fromEntries(
      tables.map(({ name }) => [
        String(name),
        sql
          .exec(`PRAGMA table_info(${String(name)})`)
          .toArray()
          .map((c) => String(c.name))
          .sort(),
      ]),
    );
    return { version, columns };
  });
}

describe('storage layouts from older deploys', () => {
  it.each([
    ['the last layout before versions', UNVERSIONED],
    ['the first layout (no public log, no turn timer)', FIRST],
  ])('%s opens, migrates to the current one, and the game goes on', async (_name, layout) => {
    const id = layout === FIRST ? 'mgrtnpqrstuv' : 'mgrtnpqrstuw';
    await storeOldRoom(id, layout);

    const summary = await exports.default.fetch(`${ORIGIN}/api/games/${id}`);
    expect(summary.status).toBe(200);
    // The stored room config has no spicyThreeTrios (it predates the option): it reads as off.
    expect(await summary.json()).toMatchObject({
      status: 'playing',
      config: { ...config, spicyThreeTrios: false },
      seats: [{ name: 'Old' }, {}, {}],
    });

    const fresh = await createRoom(config);
    await TestClient.join(fresh, 'New');
    const [migrated, current] = await Promise.all([layoutOf(id), layoutOf(fresh)]);
    expect(migrated.version).toBe(SCHEMA_VERSION);
    expect(current.version).toBe(SCHEMA_VERSION);
    expect(migrated.columns).toEqual(current.columns);
    expect(migrated.columns.room).toContain('creator');

    const { client, welcome } = await TestClient.join(id, 'Old', TOKEN);
    expect(welcome).toMatchObject({ seat: 0, host: true });
    const state = await trueState(id);
    const resync = await client.next('state');
    expect(state.config.spicyThreeTrios).toBe(false);
    expect(resync.view).toEqual(playerView(state, 0));
    expect(resync.timer?.dueForMs).toBeGreaterThanOrEqual(0);
    const action = legalActions(state, 0)[0]!;
    client.send({ type: 'act', action, version: resync.version });
    expect((await client.next('state', (m) => m.version === resync.version + 1)).events[0]).toMatchObject({
      type: 'revealed',
      seat: 0,
    });
  });
});
