import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type ClientMessage,
  type ListedTable,
  OpenTablesResponseSchema,
  type ServerMessage,
} from '../../shared/protocol';
import { DIRECTORY_NAME } from '../../worker/env';
import { createRoom, ORIGIN, TestClient } from './client';

/** The open tables: rooms report to the Directory, GET /api/tables lists them. */

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;

function directory() {
  return env.DIRECTORY.get(env.DIRECTORY.idFromName(DIRECTORY_NAME));
}

async function tables(): Promise<ListedTable[]> {
  const response = await exports.default.fetch(`${ORIGIN}/api/tables`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return v.parse(OpenTablesResponseSchema, await response.json()).tables;
}

async function listed(id: string): Promise<ListedTable | undefined> {
  return (await tables()).find((t) => t.id === id);
}

/** Whether `check` comes true within a bounded number of tries (a close is handled after it arrives). */
async function until(check: () => Promise<boolean>, tries = 100): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/**
 * Waits until the room has handled everything `client` sent: a frame the room refuses is answered
 * after the socket's earlier frames (and their report to the directory) were handled. Only for
 * frames the room has already received: the test pool may deliver back-to-back frames in another
 * order than they were sent (client.ts, `onRoom`), so a command is awaited with `command` first.
 */
async function settled(client: TestClient): Promise<void> {
  client.send({ type: 'sit', seat: 1.5 });
  await client.next('error', (m) => m.code === 'protocol/invalid_message');
}

type RoomFrame = Extract<ServerMessage, { type: 'room' }>;

/**
 * Sends `message`, waits for the room frame that `shows` it handled, then for its report to the
 * directory (`settled`): one command at a time, as a real client's clicks reach the room.
 */
async function command(client: TestClient, message: ClientMessage, shows: (m: RoomFrame) => boolean) {
  client.send(message);
  await client.next('room', shows);
  await settled(client);
}

describe('GET /api/tables', () => {
  it('lists an open table with someone in it, with its public facts only', async () => {
    const id = await createRoom({ ...three, open: true });
    expect(await listed(id)).toBeUndefined();
    const host = await TestClient.join(id, 'Hostname');
    await settled(host.client);
    const entry = await listed(id);
    expect(entry).toMatchObject({ id, mode: 'simple', players: 3, teams: false, seatsFree: 3 });
    // The page to open to sit down, on the host the list was asked of.
    expect(entry?.url).toBe(`${ORIGIN}/g/${id}`);
    expect(entry?.waitingMs).toBeGreaterThanOrEqual(0);
    const body = await (await exports.default.fetch(`${ORIGIN}/api/tables`)).text();
    expect(body).not.toContain('Hostname');
    expect(body).not.toContain(host.welcome.player);
    await command(host.client, { type: 'sit', seat: 0 }, (m) => m.seats[0]?.player === host.welcome.player);
    expect(await listed(id)).toMatchObject({ seatsFree: 2 });
  });

  it('drops a table when it fills, and when it starts', async () => {
    const id = await createRoom({ ...three, open: true });
    const host = await TestClient.join(id, 'Host');
    const bot = (seat: number) => (m: RoomFrame) => m.seats[seat]?.bot === 'easy';
    await command(host.client, { type: 'sit', seat: 0 }, (m) => m.seats[0]?.player === host.welcome.player);
    await command(host.client, { type: 'add_bot', seat: 1, level: 'easy' }, bot(1));
    expect(await listed(id)).toMatchObject({ seatsFree: 1 });
    const guest = await TestClient.join(id, 'Guest');
    const guestSeated = (m: RoomFrame) => m.seats[2]?.player === guest.welcome.player;
    await command(guest.client, { type: 'sit', seat: 2 }, guestSeated);
    expect(await listed(id)).toBeUndefined();
    await command(guest.client, { type: 'stand' }, (m) => !guestSeated(m));
    expect(await listed(id)).toMatchObject({ seatsFree: 1 });
    await command(host.client, { type: 'add_bot', seat: 2, level: 'easy' }, bot(2));
    await command(host.client, { type: 'remove_bot', seat: 1 }, (m) => !bot(1)(m));
    expect(await listed(id)).toMatchObject({ seatsFree: 1 });
    await command(host.client, { type: 'add_bot', seat: 1, level: 'easy' }, bot(1));
    await command(host.client, { type: 'start' }, (m) => m.status === 'playing');
    expect(await listed(id)).toBeUndefined();
  });

  it('drops a table that empties', async () => {
    const id = await createRoom({ ...three, open: true });
    const host = await TestClient.join(id, 'Host');
    await settled(host.client);
    expect(await listed(id)).toBeDefined();
    host.client.close();
    await host.client.whenClosed();
    expect(await until(async () => (await listed(id)) === undefined)).toBe(true);
  });

  it('never lists a private room; the host can open it and close it again', async () => {
    const id = await createRoom(three);
    const host = await TestClient.join(id, 'Host');
    await settled(host.client);
    expect(await listed(id)).toBeUndefined();
    await command(
      host.client,
      { type: 'configure', config: { ...three, open: true } },
      (m) => m.config.open === true,
    );
    expect(await listed(id)).toMatchObject({ seatsFree: 3 });
    await command(
      host.client,
      { type: 'configure', config: { ...three, open: false } },
      (m) => m.config.open === undefined,
    );
    expect(await listed(id)).toBeUndefined();
    // A change of settings that says nothing of `open` keeps the room private.
    const four = { ...three, players: 4 } as const;
    await command(host.client, { type: 'configure', config: four }, (m) => m.config.players === 4);
    expect(await listed(id)).toBeUndefined();
  });

  it('expires a table whose room stopped reporting, once it has been silent a while', async () => {
    const live = await createRoom({ ...three, open: true });
    const host = await TestClient.join(live, 'Host');
    await settled(host.client);
    // A room that is no longer there (deleted, or never answering) left an entry behind.
    const ghost = 'ghstrmzzzz23';
    await directory().publish(ghost, { id: ghost, mode: 'spicy', players: 4, teams: false, seatsFree: 2 });
    expect(await listed(ghost)).toBeDefined();
    await runDurableObjectAlarm(directory());
    expect(await listed(ghost)).toBeDefined();
    await runInDurableObject(directory(), (_d, state) => {
      state.storage.sql.exec('UPDATE tables SET checked_at = ?', Date.now() - 61_000);
    });
    await runDurableObjectAlarm(directory());
    expect(await listed(ghost)).toBeUndefined();
    // The room that still answers stays, rechecked.
    expect(await listed(live)).toMatchObject({ seatsFree: 3 });
  });

  it('shows at most the 50 newest tables, and one pushed out comes back when newer ones leave', async () => {
    const digits = 'abcdefghjk';
    const fake = (i: number) => `zzzzzzzz${digits[Math.floor(i / 10)]}${digits[i % 10]}zz`;
    for (let i = 0; i < 55; i++)
      await directory().publish(fake(i), {
        id: fake(i),
        mode: 'simple',
        players: 3,
        teams: false,
        seatsFree: 1,
      });
    const list = await tables();
    expect(list).toHaveLength(50);
    expect(list[0]?.id).toBe(fake(54));
    for (const i of [0, 1, 2, 3, 4]) expect(list.some((t) => t.id === fake(i))).toBe(false);
    for (let i = 50; i < 55; i++) await directory().publish(fake(i), null);
    const after = await tables();
    expect(after).toHaveLength(50);
    for (const i of [0, 1, 2, 3, 4]) expect(after.some((t) => t.id === fake(i))).toBe(true);
    for (let i = 0; i < 50; i++) await directory().publish(fake(i), null);
  });

  it('shows at most 3 tables whose hosts share an address; tables of other hosts stay in view', async () => {
    const crowd = '203.0.113.9';
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await createRoom({ ...three, open: true });
      const host = await TestClient.join(id, `Crowd ${i}`, undefined, crowd);
      await settled(host.client);
      ids.push(id);
    }
    const other = await createRoom({ ...three, open: true });
    const host = await TestClient.join(other, 'Other', undefined, '198.51.100.7');
    await settled(host.client);
    const list = await tables();
    expect(list.filter((t) => ids.includes(t.id)).map((t) => t.id)).toEqual(ids.slice(2).reverse());
    expect(list.some((t) => t.id === other)).toBe(true);
    // The source is the directory's own: nothing of it (nor the address) is shown.
    const body = await (await exports.default.fetch(`${ORIGIN}/api/tables`)).text();
    expect(body).not.toContain(crowd);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
      'id',
      'mode',
      'players',
      'seatsFree',
      'teams',
      'url',
      'waitingMs',
    ]);
  });

  it('counts a table whose host has not come (a named create) by the address of whoever is in it', async () => {
    // A script that creates named rooms and never joins with their tokens: the creator stays host
    // without a socket here, and the script's own socket (not host) keeps each table listed.
    const crowd = '203.0.113.44';
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await createRoom({ ...three, open: true, name: `Creator ${i}` });
      const guest = await TestClient.join(id, `Guest ${i}`, undefined, crowd);
      expect(guest.welcome.host).toBe(false);
      await settled(guest.client);
      ids.push(id);
    }
    const list = await tables();
    expect(list.filter((t) => ids.includes(t.id)).map((t) => t.id)).toEqual(ids.slice(2).reverse());
    for (const id of ids) await directory().publish(id, null);
  });
});
