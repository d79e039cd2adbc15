import { describe, expect, it } from 'vitest';
import type { ClientMessage } from '../../shared/protocol';
import { createRoom, inRoom, onRoom } from './node-rooms';
import type { NodeStorage } from './node-storage';
import { seatTable } from './table';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;

function frame(message: ClientMessage): string {
  return JSON.stringify(message);
}

/** The room's players, in the order they joined: name and seat. */
async function players(id: string) {
  return inRoom(id, (_room, storage) =>
    storage.sql.exec('SELECT name, seat FROM players ORDER BY joined_at').toArray(),
  );
}

function storedRows(sql: NodeStorage['sql']) {
  return {
    room: sql.exec('SELECT status, host, game, config FROM room').toArray(),
    players: sql.exec('SELECT id, name, seat FROM players ORDER BY id').toArray(),
  };
}

/**
 * Once the room closes a socket, frames that socket still sends (in flight, or from a client that
 * ignores the close) change nothing: the close is the room's last word to it. The room's handlers
 * (`Room.onMessage` / `onClose`, which the Durable Object's `webSocketMessage` / `webSocketClose`
 * call as they are) are called directly, one after another, in a certain order.
 */
describe('frames from a socket the room has closed change nothing', () => {
  it('after a frame over 4 KiB (1009), the frames that follow are not handled', async () => {
    const id = await createRoom(three);
    await onRoom(id, async (room, ws) => {
      await room.webSocketMessage(ws, JSON.stringify({ type: 'join', protocol: 1, name: 'Ann' }));
      await room.webSocketMessage(ws, JSON.stringify({ type: 'rename', name: 'Big', pad: 'x'.repeat(5000) }));
      await room.webSocketMessage(ws, JSON.stringify({ type: 'sit', seat: 0 }));
      await room.webSocketMessage(ws, JSON.stringify({ type: 'rename', name: 'After the close' }));
    });
    expect(await players(id)).toEqual([{ name: 'Ann', seat: null }]);
  });

  it('after a join with another protocol version (4001), a second join gets no identity', async () => {
    const id = await createRoom(three);
    await onRoom(id, async (room, ws) => {
      await room.webSocketMessage(ws, JSON.stringify({ type: 'join', protocol: 99, name: 'Old tab' }));
      await room.webSocketMessage(ws, JSON.stringify({ type: 'join', protocol: 1, name: 'Sneaky' }));
    });
    expect(await players(id)).toEqual([]);
  });

  // A `stand` handled before the takeover would rightly empty the seat: hence the certain order.
  it('after a newer socket resumed its identity (4000), the old socket’s stand and rename change nothing', async () => {
    const id = await createRoom(three);
    await onRoom(id, async (room, _ws, sql, open) => {
      const old = open();
      await room.webSocketMessage(old.server, frame({ type: 'join', protocol: 1, name: 'Ann' }));
      const { player, token } = await old.client.next('welcome');
      await room.webSocketMessage(old.server, frame({ type: 'sit', seat: 0 }));
      const tab = open();
      await room.webSocketMessage(tab.server, frame({ type: 'join', protocol: 1, name: 'Ann', token }));
      expect((await tab.client.next('welcome')).seat).toBe(0);
      expect((await old.client.whenClosed()).code).toBe(4000);
      const before = storedRows(sql);
      // In flight from the old tab while the new one took over: they arrive after the takeover.
      await room.webSocketMessage(old.server, frame({ type: 'stand' }));
      await room.webSocketMessage(old.server, frame({ type: 'rename', name: 'Ghost' }));
      expect(storedRows(sql)).toEqual(before);
      const watcher = open();
      await room.webSocketMessage(watcher.server, frame({ type: 'join', protocol: 1, name: 'Watcher' }));
      const view = await watcher.client.next('room');
      expect(view.seats[0]).toMatchObject({ player, name: 'Ann', connected: true });
    });
  });
});

/** A full 3-seat table whose seat 1 has closed its socket (seen by seat 0), and seat 1's resuming `join`. */
async function seatOneGone(): Promise<{ id: string; join: string }> {
  const id = await createRoom(three);
  const table = await seatTable(id, 3);
  table.clients[1]!.close();
  await table.clients[0]!.next('room', (m) => m.seats[1]?.connected === false);
  return { id, join: JSON.stringify({ type: 'join', protocol: 1, name: 'Flaky', token: table.tokens[1] }) };
}

/**
 * A `join` awaits its token hashes (SHA-256) before it is handled; events of the same socket that
 * arrive meanwhile — a frame pipelined after the join, or the socket's close — must still be
 * handled after it, in the order the socket produced them. These tests call the room's
 * handlers directly, back to back (`onRoom`, node-rooms.ts), to make that interleaving certain.
 */
describe('events of one socket around its join are handled in the order the socket produced them', () => {
  it('a frame sent right after join is handled after it, not refused as join_required', async () => {
    const id = await createRoom(three);
    const names = await onRoom(id, async (room, ws, sql) => {
      await Promise.all([
        room.webSocketMessage(ws, JSON.stringify({ type: 'join', protocol: 1, name: 'Ann' })),
        room.webSocketMessage(ws, JSON.stringify({ type: 'rename', name: 'Annie' })),
      ]);
      return sql.exec('SELECT name FROM players').toArray();
    });
    expect(names).toEqual([{ name: 'Annie' }]);
  });

  it('a seated player whose socket closes right after its join is away, so a computer takes over', async () => {
    const { id, join } = await seatOneGone();
    const away = await onRoom(id, async (room, ws, sql) => {
      await Promise.all([room.webSocketMessage(ws, join), room.webSocketClose(ws, 1006, '', false)]);
      return sql.exec('SELECT away_since FROM players WHERE seat = 1').one().away_since;
    });
    // Null here: the room would count them present, and no computer would ever play their turns.
    expect(away).not.toBeNull();
  });

  it('a join the runtime delivers after the socket closed resumes nothing: the player stays away', async () => {
    const { id, join } = await seatOneGone();
    const away = await onRoom(id, async (room, ws, sql) => {
      await room.webSocketClose(ws, 1000, 'bye', true);
      await room.webSocketMessage(ws, join);
      return sql.exec('SELECT away_since FROM players WHERE seat = 1').one().away_since;
    });
    expect(away).not.toBeNull();
  });
});
