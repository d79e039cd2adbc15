import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, RoomSummarySchema } from '../../shared/protocol';
import type { RoomClient } from '../harness/room-client';
import { createRoom, inRoom, join, openClient, summaryOf } from './node-rooms';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;

/** Every stored row of the room, players and bots tables: what a refusal must leave alone. */
async function storedRows(id: string): Promise<unknown> {
  return inRoom(id, (_room, storage) => ({
    room: storage.sql.exec('SELECT * FROM room').toArray(),
    players: storage.sql.exec('SELECT * FROM players ORDER BY id').toArray(),
    bots: storage.sql.exec('SELECT * FROM bots ORDER BY seat').toArray(),
  }));
}

/** A host who watches, and `name` seated at `seat` who then closes their socket. */
async function hostAndAwayPlayer(id: string, seat: number, name = 'Ana') {
  const host = (await join(id, 'Host')).client;
  const { client, welcome } = await join(id, name);
  client.send({ type: 'sit', seat });
  await host.next('room', (m) => m.seats[seat]?.player === welcome.player);
  client.close();
  await host.next('room', (m) => m.seats[seat]?.player === welcome.player && !m.seats[seat]?.connected);
  return { host, token: welcome.token, player: welcome.player };
}

describe('clear_seat: the host frees the seat of a player who left the lobby', { timeout: 30_000 }, () => {
  it('frees an away human’s seat; they keep their identity and watch when they come back', async () => {
    const id = await createRoom(three);
    const { host, token, player } = await hostAndAwayPlayer(id, 1);
    host.send({ type: 'clear_seat', seat: 1 });
    const room = await host.next('room', (m) => m.seats[1]?.player === null);
    expect(room.seats[1]).toMatchObject({ player: null, name: null, bot: null, connected: false });

    const back = await join(id, 'Ana', token);
    expect(back.welcome).toMatchObject({ player, seat: null, host: false });
    const seen = await host.next('room', (m) => m.spectators === 2);
    expect(seen.seats.every((s) => s.player !== player)).toBe(true);
    // The freed seat can be taken again, by anyone (here: by her).
    back.client.send({ type: 'sit', seat: 1 });
    await host.next('room', (m) => m.seats[1]?.player === player);
  });

  it('refuses a non-host, a present occupant, a bot or empty seat, and after the start; nothing changes', async () => {
    const id = await createRoom(three);
    const { host } = await hostAndAwayPlayer(id, 1);
    const ben = await join(id, 'Ben');
    ben.client.send({ type: 'sit', seat: 0 });
    await host.next('room', (m) => m.seats[0]?.player === ben.welcome.player);
    host.send({ type: 'add_bot', seat: 2, level: 'easy' });
    await host.next('room', (m) => m.seats[2]?.bot === 'easy');

    const refusals: [RoomClient, number, string][] = [
      [ben.client, 1, ERROR_CODES.notHost],
      [host, 0, ERROR_CODES.playerPresent],
      [host, 2, ERROR_CODES.seatTaken],
    ];
    for (const [who, seat, code] of refusals) {
      const before = await storedRows(id);
      who.send({ type: 'clear_seat', seat });
      const error = await who.next('error');
      expect(error.code, `clear_seat ${seat}`).toBe(code);
      expect(await storedRows(id)).toEqual(before);
    }

    // An empty seat (after the bot leaves) has no one to free either.
    host.send({ type: 'remove_bot', seat: 2 });
    await host.next('room', (m) => m.seats[2]?.bot === null);
    host.send({ type: 'clear_seat', seat: 2 });
    expect((await host.next('error')).code).toBe(ERROR_CODES.seatTaken);

    // After the start (humans only, so no computer move changes the rows meanwhile).
    const cy = await join(id, 'Cy');
    cy.client.send({ type: 'sit', seat: 2 });
    await host.next('room', (m) => m.seats[2]?.player === cy.welcome.player);
    host.send({ type: 'start' });
    await host.next('room', (m) => m.status === 'playing');
    const before = await storedRows(id);
    host.send({ type: 'clear_seat', seat: 1 });
    expect((await host.next('error')).code).toBe(ERROR_CODES.wrongStatus);
    const after = await storedRows(id);
    expect(after).toEqual(before);
  });
});

describe('awayForMs: how long a seated player has been gone during a game', { timeout: 30_000 }, () => {
  it('appears when the occupant disconnects mid-game, grows with time, and clears on return', async () => {
    const id = await createRoom(three);
    const { host, token, player } = await hostAndAwayPlayer(id, 0);
    // In the lobby nobody is on the takeover clock.
    const lobby = await openClient(id);
    lobby.send({ type: 'join', protocol: 1, name: 'Cy' });
    const lobbyRoom = await lobby.next('room');
    expect(lobbyRoom.seats[0]).toMatchObject({ player, connected: false, awayForMs: null });
    lobby.close();

    const back = await join(id, 'Ana', token);
    await host.next('room', (m) => m.seats[0]?.connected === true);
    host.send({ type: 'add_bot', seat: 1, level: 'easy' });
    await host.next('room', (m) => m.seats[1]?.bot === 'easy');
    host.send({ type: 'add_bot', seat: 2, level: 'easy' });
    await host.next('room', (m) => m.seats[2]?.bot === 'easy');
    host.send({ type: 'start' });
    const playing = await host.next('room', (m) => m.status === 'playing');
    expect(playing.seats.map((s) => s.awayForMs)).toEqual([null, null, null]);

    back.client.close();
    const away = await host.next('room', (m) => m.seats[0]?.connected === false);
    expect(away.seats[0]?.awayForMs).toBeGreaterThanOrEqual(0);
    expect(away.seats[0]?.awayForMs).toBeLessThan(5_000);
    expect(away.seats[1]?.awayForMs).toBeNull();

    // It is an age at send time: a later room message and the HTTP summary say more.
    await new Promise((resolve) => setTimeout(resolve, 100));
    host.send({ type: 'rename', name: 'Host 2' });
    const later = await host.next('room');
    expect(later.seats[0]?.awayForMs).toBeGreaterThanOrEqual(90);
    const body = v.parse(RoomSummarySchema, await summaryOf(id));
    expect(body.seats[0]?.awayForMs).toBeGreaterThanOrEqual(90);
    const stored = await inRoom(id, (_room, storage) =>
      storage.sql.exec('SELECT away_since FROM players WHERE id = ?', player).one(),
    );
    expect(typeof stored.away_since).toBe('number');

    await join(id, 'Ana', token);
    const returned = await host.next('room', (m) => m.seats[0]?.connected === true);
    expect(returned.seats[0]?.awayForMs).toBeNull();
  });
});
