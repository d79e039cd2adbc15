import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { playerView } from '../../shared/engine';
import { createRoom, ORIGIN, roomStub, storedSnapshot, TestClient } from './client';
import { botTable, lastingTable, seatTable } from './table';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;
const DAY = 24 * 60 * 60 * 1000;

/** Moves the room's last activity back by `ms` in storage (as if that much time had passed). */
async function age(id: string, ms: number): Promise<void> {
  await runInDurableObject(roomStub(id), (_room, state) => {
    state.storage.sql.exec('UPDATE room SET active_at = active_at - ?, created_at = created_at - ?', ms, ms);
  });
}

async function tables(id: string): Promise<number> {
  return runInDurableObject(
    roomStub(id),
    (_room, state) =>
      state.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table'").toArray().length,
  );
}

describe('persistence', () => {
  it('every move is in the action log and the snapshot, and a fresh instance resumes exactly there', async () => {
    // The deal is random, and the trio-seeking player may end a game within six moves (a trio of
    // 7s): take a deal whose planned moves last past the resume.
    const { table, moves } = await lastingTable(three, 3, 0, 6, 9);
    const id = table.id;
    for (let version = 0; version < 5; version++) {
      const move = moves[version]!;
      table.clients[move.seat]!.send({ type: 'act', action: move.action, version });
      await table.clients[0]!.next('state', (m) => m.version === version + 1);
    }
    const before = await storedSnapshot(id);
    const log = await runInDurableObject(roomStub(id), (_room, state) =>
      state.storage.sql.exec('SELECT game, seq FROM actions ORDER BY seq').toArray(),
    );
    expect(log).toEqual([1, 2, 3, 4, 5].map((seq) => ({ game: 1, seq })));
    expect(before?.version).toBe(5);

    await abortAllDurableObjects();
    const summary = await exports.default.fetch(`${ORIGIN}/api/games/${id}`);
    expect((await summary.json<{ status: string }>()).status).toBe('playing');
    const seat = before?.state.turn ?? 0;
    const { client, welcome } = await TestClient.join(id, 'Again', table.tokens[seat]);
    expect(welcome.seat).toBe(seat);
    const resync = await client.next('state');
    expect(resync.version).toBe(5);
    expect(resync.view).toEqual(before && playerView(before.state, seat));
    expect(moves[5]!.seat).toBe(seat);
    client.send({ type: 'act', action: moves[5]!.action, version: 5 });
    expect((await client.next('state', (m) => m.version === 6)).version).toBe(6);
  });

  it('after an eviction, computer players go on from storage to the end of the game on a fresh instance', {
    timeout: 30_000,
  }, async () => {
    const { id } = await botTable('normal');
    await abortAllDurableObjects();
    // Bounded: a 3-player game has at most a few hundred moves, one per alarm.
    for (let i = 0; i < 2000 && (await storedSnapshot(id))?.state.phase !== 'over'; i++) {
      await runDurableObjectAlarm(roomStub(id));
    }
    expect((await storedSnapshot(id))?.state.winner).not.toBeNull();
  });
});

describe('the cleanup alarm', () => {
  it('keeps a room that is still in use', async () => {
    const id = await createRoom(three);
    expect(await runDurableObjectAlarm(roomStub(id))).toBe(true);
    expect(await tables(id)).toBeGreaterThan(0);
    const next = await runInDurableObject(roomStub(id), (_room, state) => state.storage.getAlarm());
    expect(next).not.toBeNull();
  });

  it('deletes a lobby abandoned for 24 h, and a second firing is harmless', async () => {
    const id = await createRoom(three);
    const { client } = await TestClient.join(id, 'Ann');
    await age(id, DAY + 1000);
    expect(await runDurableObjectAlarm(roomStub(id))).toBe(true);
    expect((await client.whenClosed()).code).toBe(4004);
    expect(await tables(id)).toBe(0);
    expect(await runDurableObjectAlarm(roomStub(id))).toBe(false);
    await runInDurableObject(roomStub(id), (room) => room.alarm());
    expect(await tables(id)).toBe(0);
    expect((await exports.default.fetch(`${ORIGIN}/api/games/${id}`)).status).toBe(404);
  });

  it('deletes a game nobody is connected to after 24 h, but not one with players at the table', async () => {
    const id = await createRoom(three);
    const table = await seatTable(id, 3);
    await age(id, DAY + 1000);
    expect(await runDurableObjectAlarm(roomStub(id))).toBe(true);
    expect(await tables(id)).toBeGreaterThan(0);
    for (const client of table.clients) client.close();
    await Promise.all(table.clients.map((c) => c.whenClosed()));
    await age(id, DAY + 1000);
    expect(await runDurableObjectAlarm(roomStub(id))).toBe(true);
    expect(await tables(id)).toBe(0);
  });
});
