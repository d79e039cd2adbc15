import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { createRoom, roomStub, storedSnapshot, TestClient, trueState } from './client';
import { chooseAction, chooser, seatTable } from './table';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;

async function rows(id: string) {
  return runInDurableObject(roomStub(id), (_room, state) =>
    state.storage.sql.exec('SELECT name, seat FROM players ORDER BY joined_at').toArray(),
  );
}

/** A rename on a fresh socket, seen in storage: every frame the room got before it was handled. */
async function roundTrip(id: string): Promise<void> {
  const other = await TestClient.join(id, 'Bob');
  other.client.send({ type: 'rename', name: 'Bob 2' });
  await vi.waitFor(async () => expect(await rows(id)).toContainEqual({ name: 'Bob 2', seat: null }));
}

/**
 * Once the room closes a socket, frames that socket still sends (in flight, or from a client that
 * ignores the close) change nothing: the close is the room's last word to it. A close by the client
 * is different: what it sent before closing still counts.
 */
describe('a socket the room has closed', () => {
  it('1009: the frames after the oversized one are not handled', async () => {
    const id = await createRoom(three);
    const { client } = await TestClient.join(id, 'Ann');
    client.sendRaw(JSON.stringify({ type: 'rename', name: 'Big', pad: 'x'.repeat(5000) }));
    client.send({ type: 'sit', seat: 0 });
    client.send({ type: 'rename', name: 'After the close' });
    expect((await client.whenClosed()).code).toBe(1009);
    await roundTrip(id);
    expect(await rows(id)).toEqual([
      { name: 'Ann', seat: null },
      { name: 'Bob 2', seat: null },
    ]);
  });

  it('4001: a join after the protocol mismatch gets no identity', async () => {
    const id = await createRoom(three);
    const client = await TestClient.open(id);
    client.send({ type: 'join', protocol: 99, name: 'Old tab' });
    client.send({ type: 'join', protocol: 1, name: 'Sneaky' });
    expect((await client.whenClosed()).code).toBe(4001);
    await roundTrip(id);
    expect(await rows(id)).toEqual([{ name: 'Bob 2', seat: null }]);
    expect(client.messages.some((m) => m.type === 'welcome')).toBe(false);
  });

  it('closed by the client: a move sent just before the close is played', async () => {
    const id = await createRoom(three);
    const table = await seatTable(id, 3);
    const state = await trueState(id);
    const seat = state.turn;
    table.clients[seat]!.send({ type: 'act', action: chooseAction(state, seat, chooser(4)), version: 0 });
    table.clients[seat]!.close();
    await table.clients[(seat + 1) % 3]!.next('room', (m) => m.seats[seat]?.connected === false);
    expect((await storedSnapshot(id))?.version).toBe(1);
  });
});
