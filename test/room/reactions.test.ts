import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../shared/protocol';
import type { RoomClient } from '../harness/room-client';
import { createRoom, inRoom, join, storedSnapshot } from './node-rooms';
import { chooser, everyone, playToEnd, seatTable, type Table } from './table';

/**
 * Reactions (issue 16): a seated player's code goes to every socket of the room with the sender's
 * seat; nothing else changes, nothing is stored, and each refusal reaches the sender only.
 */

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;
const teams = { players: 4, mode: 'simple', teams: true, log: 'classic' } as const;

type Reaction = Extract<ServerMessage, { type: 'reaction' }>;

const reactions = (c: RoomClient): Reaction[] =>
  c.messages.filter((m): m is Reaction => m.type === 'reaction');

/** A lobby of `players` seated clients (seat i ↔ clients[i]) and one spectator; not started. */
async function lobby(config: Record<string, unknown>, players: number) {
  const id = await createRoom(config);
  const clients: RoomClient[] = [];
  for (let seat = 0; seat < players; seat++) {
    const { client, welcome } = await join(id, `Player ${seat}`);
    client.send({ type: 'sit', seat });
    await client.next('room', (m) => m.seats[seat]?.player === welcome.player);
    clients.push(client);
  }
  const spectator = (await join(id, 'Watcher')).client;
  return { id, clients, spectator, all: [...clients, spectator] };
}

/** Everything `client` received after its `mark`-th message that is not a `room` frame. */
const since = (client: RoomClient, mark: number) =>
  client.messages.slice(mark).filter((m) => m.type !== 'room');

async function everyoneGets(all: RoomClient[], seat: number, reaction: string): Promise<void> {
  for (const c of all) {
    await c.next('reaction', (m) => m.seat === seat && m.reaction === reaction);
  }
}

describe('reactions', { timeout: 60_000 }, () => {
  it('reach every socket, the sender’s and a spectator’s included, with the sender’s seat, in the lobby and in play', async () => {
    const { clients, spectator, all } = await lobby(three, 3);
    clients[2]!.send({ type: 'react', reaction: 'clap' });
    await everyoneGets(all, 2, 'clap');
    for (const c of all) expect(reactions(c)).toEqual([{ type: 'reaction', seat: 2, reaction: 'clap' }]);
    clients[0]!.send({ type: 'start' });
    await Promise.all(all.map((c) => c.next('state', (m) => m.version === 0)));
    clients[1]!.send({ type: 'react', reaction: 'well_played' });
    await everyoneGets(all, 1, 'well_played');
    expect(reactions(spectator).map((r) => [r.seat, r.reaction])).toEqual([
      [2, 'clap'],
      [1, 'well_played'],
    ]);
  });

  it('a second reaction within 2 s is refused on that socket only, and nothing changes', async () => {
    const { id, clients, all } = await lobby(three, 3);
    clients[0]!.send({ type: 'start' });
    await Promise.all(all.map((c) => c.next('state', (m) => m.version === 0)));
    const before = await storedSnapshot(id);
    const marks = all.map((c) => c.messages.length);
    clients[0]!.send({ type: 'react', reaction: 'wow' });
    await everyoneGets(all, 0, 'wow');
    clients[0]!.send({ type: 'react', reaction: 'oops' });
    const refused = await clients[0]!.next('error');
    expect(refused.code).toBe('protocol/rate_limited');
    // Another socket still may: its reaction is the next thing everyone gets after the first.
    clients[1]!.send({ type: 'react', reaction: 'laugh' });
    await everyoneGets(all, 1, 'laugh');
    all.forEach((c, i) => {
      const seen = since(c, marks[i]!).filter((m) => m.type !== 'error');
      expect(seen).toEqual([
        { type: 'reaction', seat: 0, reaction: 'wow' },
        { type: 'reaction', seat: 1, reaction: 'laugh' },
      ]);
      // The refusal went to the sender only.
      expect(since(c, marks[i]!).filter((m) => m.type === 'error')).toHaveLength(i === 0 ? 1 : 0);
    });
    expect(await storedSnapshot(id)).toEqual(before);
  });

  it('refuses an unknown code with protocol/invalid_message and sends nobody anything', async () => {
    const { clients, all } = await lobby(three, 3);
    const marks = all.map((c) => c.messages.length);
    clients[0]!.send({ type: 'react', reaction: 'rofl' });
    clients[0]!.send({ type: 'react', reaction: 7 });
    clients[0]!.send({ type: 'react' });
    const errors = [
      await clients[0]!.next('error'),
      await clients[0]!.next('error'),
      await clients[0]!.next('error'),
    ];
    expect(errors.map((e) => e.code)).toEqual(Array(3).fill('protocol/invalid_message'));
    // The refusals used up nothing: a valid reaction right after goes through.
    clients[0]!.send({ type: 'react', reaction: 'thanks' });
    await everyoneGets(all, 0, 'thanks');
    for (const [i, c] of all.entries()) {
      expect(since(c, marks[i]!).filter((m) => m.type !== 'error')).toEqual([
        { type: 'reaction', seat: 0, reaction: 'thanks' },
      ]);
    }
  });

  it('refuses a spectator with room/not_seated', async () => {
    const { clients, spectator, all } = await lobby(three, 3);
    const marks = all.map((c) => c.messages.length);
    spectator.send({ type: 'react', reaction: 'fire' });
    expect((await spectator.next('error')).code).toBe('room/not_seated');
    clients[1]!.send({ type: 'react', reaction: 'nice' });
    await everyoneGets(all, 1, 'nice');
    for (const [i, c] of all.entries()) {
      expect(since(c, marks[i]!).filter((m) => m.type === 'reaction')).toEqual([
        { type: 'reaction', seat: 1, reaction: 'nice' },
      ]);
    }
  });

  it('in a team game: refused with room/reactions_off while it is played, open again at game over', async () => {
    const id = await createRoom(teams);
    // Seated, with a spectator, and started (the lobby's case is the next test).
    const table: Table = await seatTable(id, 4, 1);
    const marks = everyone(table).map((c) => c.messages.length);
    table.clients[1]!.send({ type: 'react', reaction: 'your_turn' });
    expect((await table.clients[1]!.next('error')).code).toBe('room/reactions_off');
    await playToEnd(table, chooser(3));
    await table.clients[0]!.next('room', (m) => m.status === 'over');
    // Nobody got a reaction while the game was played.
    for (const [i, c] of everyone(table).entries()) {
      expect(since(c, marks[i]!).filter((m) => m.type === 'reaction')).toEqual([]);
    }
    table.clients[1]!.send({ type: 'react', reaction: 'good_game' });
    await everyoneGets(everyone(table), 1, 'good_game');
  });

  it('in a team game: a rename is refused with room/rename_off while it is played (a name is a message too), and works at game over', async () => {
    const table: Table = await seatTable(await createRoom(teams), 4, 1);
    const marks = everyone(table).map((c) => c.messages.length);
    table.clients[2]!.send({ type: 'rename', name: 'Swap your 7' });
    expect((await table.clients[2]!.next('error')).code).toBe('room/rename_off');
    // A spectator's name is nobody's message to a partner, but the rule is one for the whole room.
    table.spectators[0]!.send({ type: 'rename', name: 'Watcher 7' });
    expect((await table.spectators[0]!.next('error')).code).toBe('room/rename_off');
    await playToEnd(table, chooser(4));
    await table.clients[0]!.next('room', (m) => m.status === 'over');
    // No room frame carried either name while the game was played.
    for (const [i, c] of everyone(table).entries()) {
      const rooms = c.messages.slice(marks[i]).filter((m) => m.type === 'room');
      expect(rooms.length).toBeGreaterThan(0);
      expect(JSON.stringify(rooms)).not.toMatch(/Swap your 7|Watcher 7/);
    }
    table.clients[2]!.send({ type: 'rename', name: 'Cy' });
    await table.clients[0]!.next('room', (m) => m.seats[2]?.name === 'Cy');
  });

  it('outside team games a rename works while the game is played', async () => {
    const { clients, all } = await lobby(three, 3);
    clients[0]!.send({ type: 'start' });
    await Promise.all(all.map((c) => c.next('state', (m) => m.version === 0)));
    clients[1]!.send({ type: 'rename', name: 'Bea' });
    await clients[0]!.next('room', (m) => m.seats[1]?.name === 'Bea');
  });

  it('a team room’s lobby takes reactions', async () => {
    const { clients, all } = await lobby(teams, 4);
    clients[3]!.send({ type: 'react', reaction: 'think' });
    await everyoneGets(all, 3, 'think');
  });

  it('are never stored: no row, no log, nothing a late joiner receives', async () => {
    const { id, clients, all } = await lobby(three, 3);
    clients[0]!.send({ type: 'start' });
    await Promise.all(all.map((c) => c.next('state', (m) => m.version === 0)));
    clients[2]!.send({ type: 'react', reaction: 'scream' });
    await everyoneGets(all, 2, 'scream');
    const dump = await inRoom(id, (_room, storage) => {
      const tables = storage.sql
        .exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '_cf%'")
        .toArray()
        .map((row) => String(row.name));
      return JSON.stringify(tables.map((t) => storage.sql.exec(`SELECT * FROM "${t}"`).toArray()));
    });
    expect(dump).not.toContain('scream');
    expect(dump).not.toContain('reaction');
    const late = await join(id, 'Late');
    await late.client.next('history');
    expect(late.client.frames.join('\n')).not.toContain('scream');
  });
});
