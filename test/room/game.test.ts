import { describe, expect, it } from 'vitest';
import { createRoom, join, storedSnapshot } from './node-rooms';
import { chooser, everyone, expectCleanFrames, playToEnd, seatTable } from './table';

// Whole games take a few hundred moves through real sockets: a generous guard against a hang.
describe('a whole game through real sockets', { timeout: 30_000 }, () => {
  it('three players play a simple game to a winner; every socket sees only its own view', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    const table = await seatTable(id, 3, 1);
    const final = await playToEnd(table, chooser(3));
    expect(final.winner).not.toBeNull();
    const over = await table.clients[0]!.next('room', (m) => m.status === 'over');
    expect(over.status).toBe('over');
    table.clients.forEach((c, i) => {
      expectCleanFrames(c, table.tokens[i] ?? null, table.tokens);
    });
    for (const s of table.spectators) expectCleanFrames(s, null, table.tokens);
    const stored = await storedSnapshot(id);
    expect(stored?.state).toEqual(final);
  });

  it('four players in teams play a spicy game with swaps to a winning team', async () => {
    const id = await createRoom({ players: 4, mode: 'spicy', teams: true, log: 'open' });
    const table = await seatTable(id, 4, 1);
    const final = await playToEnd(table, chooser(44));
    expect(final.winner?.seats).toHaveLength(2);
    table.clients.forEach((c, i) => {
      expectCleanFrames(c, table.tokens[i] ?? null, table.tokens);
    });
    for (const s of table.spectators) expectCleanFrames(s, null, table.tokens);
  });

  it('a rematch deals a new game to the same seats, the first seat one on', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    const table = await seatTable(id, 3);
    const first = await storedSnapshot(id);
    await playToEnd(table, chooser(7));
    table.clients[1]!.send({ type: 'rematch' });
    const refused = await table.clients[1]!.next('error');
    expect(refused.code).toBe('room/not_host');
    const seatsBefore = (await table.clients[0]!.next('room', (m) => m.status === 'over')).seats;
    table.clients[0]!.send({ type: 'rematch' });
    const room = await table.clients[0]!.next('room', (m) => m.status === 'playing');
    expect(room.seats.map((s) => s.player)).toEqual(seatsBefore.map((s) => s.player));
    const states = await Promise.all(everyone(table).map((c) => c.next('state', (m) => m.game === 2)));
    expect(states.every((m) => m.version === 0)).toBe(true);
    const second = await storedSnapshot(id);
    expect(second?.game).toBe(2);
    // A move meant for game 1 whose version happens to match the new game's is refused.
    const mover = table.clients[second!.state.turn]!;
    mover.send({
      type: 'act',
      game: 1,
      version: 0,
      action: { type: 'reveal', target: { kind: 'center', slot: 0 } },
    });
    expect((await mover.next('error')).code).toBe('room/stale_version');
    expect((await storedSnapshot(id))?.version).toBe(0);
    expect(second?.state.turn).toBe(((first?.state.turn ?? 0) + 1) % 3);
  });
});

// Bigger tables take longer: the same guard, doubled.
describe('5- and 6-player games through real sockets: no socket ever sees what it must not', {
  timeout: 60_000,
}, () => {
  it.each([
    [5, { players: 5, mode: 'spicy', teams: false, log: 'classic' }, 55],
    [6, { players: 6, mode: 'simple', teams: true, log: 'open' }, 66],
  ] as const)(
    '%i players: every frame to every seat and spectator is its own view, with no other token',
    async (players, config, seed) => {
      const id = await createRoom(config);
      const table = await seatTable(id, players, 2);
      await playToEnd(table, chooser(seed));
      table.clients.forEach((c, i) => {
        expectCleanFrames(c, table.tokens[i] ?? null, table.tokens);
      });
      for (const s of table.spectators) expectCleanFrames(s, null, table.tokens);
      expect(everyone(table).every((c) => c.closed === null)).toBe(true);
    },
  );
});

describe('joining a running game', () => {
  it('a spectator who joins mid-game gets the public view at once', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    await seatTable(id, 3);
    const { client, welcome } = await join(id, 'Late');
    expect(welcome.seat).toBeNull();
    const state = await client.next('state');
    expect(state.view.viewer).toBeNull();
    expect(state.view.hand).toBeNull();
  });
});
