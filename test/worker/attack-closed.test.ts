import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createRoom, onRoom, roomStub, storedSnapshot, trueState } from './client';
import { chooseAction, chooser, seatTable } from './table';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;

async function rows(id: string) {
  return runInDurableObject(roomStub(id), (_room, state) =>
    state.storage.sql.exec('SELECT name, seat FROM players ORDER BY joined_at').toArray(),
  );
}

/**
 * Once the room closes a socket, frames that socket still sends (in flight, or from a client that
 * ignores the close) change nothing: the close is the room's last word to it. A close by the client
 * is different: what it sent before closing still counts.
 */
describe('a socket the room has closed', () => {
  // The room's handlers are called directly, one after another: the test pool may deliver a
  // socket's back-to-back frames in another order than they were sent.
  it('1009: the frames after the oversized one are not handled', async () => {
    const id = await createRoom(three);
    await onRoom(id, async (room, ws) => {
      await room.webSocketMessage(ws, JSON.stringify({ type: 'join', protocol: 1, name: 'Ann' }));
      await room.webSocketMessage(ws, JSON.stringify({ type: 'rename', name: 'Big', pad: 'x'.repeat(5000) }));
      await room.webSocketMessage(ws, JSON.stringify({ type: 'sit', seat: 0 }));
      await room.webSocketMessage(ws, JSON.stringify({ type: 'rename', name: 'After the close' }));
    });
    expect(await rows(id)).toEqual([{ name: 'Ann', seat: null }]);
  });

  it('4001: a join after the protocol mismatch gets no identity', async () => {
    const id = await createRoom(three);
    await onRoom(id, async (room, ws) => {
      await room.webSocketMessage(ws, JSON.stringify({ type: 'join', protocol: 99, name: 'Old tab' }));
      await room.webSocketMessage(ws, JSON.stringify({ type: 'join', protocol: 1, name: 'Sneaky' }));
    });
    expect(await rows(id)).toEqual([]);
  });

  // The Workers test pool may deliver a socket's close before a frame sent just ahead of it (the
  // room then rightly ignores the frame), so the test waits for the move's own state first.
  it('closed by the client: a move it made is kept, and the seat shows away', async () => {
    const id = await createRoom(three);
    const table = await seatTable(id, 3);
    const state = await trueState(id);
    const seat = state.turn;
    table.clients[seat]!.send({ type: 'act', action: chooseAction(state, seat, chooser(4)), version: 0 });
    await table.clients[seat]!.next('state', (m) => m.version === 1);
    table.clients[seat]!.close();
    await table.clients[(seat + 1) % 3]!.next('room', (m) => m.seats[seat]?.connected === false);
    expect((await storedSnapshot(id))?.version).toBe(1);
  });
});
