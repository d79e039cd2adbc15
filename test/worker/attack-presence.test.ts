import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createRoom, roomStub, storedSnapshot, TestClient } from './client';
import { chooser, playToEnd, type Table } from './table';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;

/**
 * Lets 61 s pass for the room's away players (in storage), fires the alarm, and returns the stored
 * version: above 0 once a computer played the away seat whose turn it is (then the
 * computers play on, BOT_DELAY_MS=0).
 */
async function afterTakeoverDelay(id: string): Promise<number | undefined> {
  await runInDurableObject(roomStub(id), (_room, state) => {
    state.storage.sql.exec('UPDATE players SET away_since = away_since - 61000');
    state.storage.sql.exec('UPDATE room SET bot_due_at = bot_due_at - 61000');
  });
  await runDurableObjectAlarm(roomStub(id));
  return (await storedSnapshot(id))?.version;
}

/** A host who watches (no seat) and three seated players, each at the seat of its index. */
async function watchedTable(id: string): Promise<{ host: TestClient; table: Table }> {
  const host = await TestClient.join(id, 'Host');
  const table: Table = { id, clients: [], tokens: [], spectators: [host.client] };
  for (let seat = 0; seat < 3; seat++) {
    const { client, welcome } = await TestClient.join(id, `P${seat}`);
    client.send({ type: 'sit', seat });
    await host.client.next('room', (m) => m.seats[seat]?.player === welcome.player);
    table.clients.push(client);
    table.tokens.push(welcome.token);
  }
  return { host: host.client, table };
}

describe('a seated player who is gone when the cards are dealt', { timeout: 30_000 }, () => {
  it('left in the lobby: a computer takes their turn after the delay, so the game does not stall', async () => {
    const id = await createRoom(three);
    const { host, table } = await watchedTable(id);
    for (const client of table.clients) client.close();
    await host.next('room', (m) => m.seats.every((s) => s.player !== null && !s.connected));
    host.send({ type: 'start' });
    await host.next('state', (m) => m.version === 0);
    expect(await afterTakeoverDelay(id)).toBeGreaterThan(0);
    expect((await host.next('room', (m) => m.seats.some((s) => s.autoplay))).status).toBe('playing');
  });

  it('left after the game was over: the rematch does not stall on their turn', async () => {
    const id = await createRoom(three);
    const { host, table } = await watchedTable(id);
    host.send({ type: 'start' });
    await Promise.all(table.clients.map((c) => c.next('state', (m) => m.version === 0)));
    await playToEnd(table, chooser(21));
    await host.next('room', (m) => m.status === 'over');
    for (const client of table.clients) client.close();
    await host.next('room', (m) => m.seats.every((s) => !s.connected));
    host.send({ type: 'rematch' });
    await host.next('state', (m) => m.game === 2);
    expect(await afterTakeoverDelay(id)).toBeGreaterThan(0);
  });
});
