import { describe, expect, it } from 'vitest';
import { createRoom, onRoom } from './client';
import { seatTable } from './table';

/** A full 3-seat table whose seat 1 has closed its socket (seen by seat 0), and seat 1's resuming `join`. */
async function seatOneGone(): Promise<{ id: string; join: string }> {
  const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
  const table = await seatTable(id, 3);
  table.clients[1]!.close();
  await table.clients[0]!.next('room', (m) => m.seats[1]?.connected === false);
  return { id, join: JSON.stringify({ type: 'join', protocol: 1, name: 'Flaky', token: table.tokens[1] }) };
}

/**
 * A `join` awaits its token hashes (SHA-256) before it is handled; events of the same socket that
 * arrive meanwhile — a frame pipelined after the join, or the socket's close — must still be
 * handled after it, in the order the socket produced them. These tests call the Durable Object's
 * handlers directly, back to back, to make that interleaving certain.
 */
describe('events of one socket around its join', () => {
  it('a frame sent right after join is handled after it, not refused as join_required', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
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
