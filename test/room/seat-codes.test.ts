import { describe, expect, it } from 'vitest';
import { createRoom, join, openClient } from './node-rooms';
import { seatTable } from './table';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;

describe('one code for each refusal a client author meets', () => {
  it('every seat out of range answers room/seat_invalid, the room unchanged; a taken one room/seat_taken', async () => {
    const id = await createRoom(three);
    const { client: host, welcome } = await join(id, 'Host');
    const room = await host.next('room');
    for (const message of [
      { type: 'sit', seat: 3 },
      { type: 'sit', seat: 9 },
      { type: 'sit', seat: -1 },
      { type: 'add_bot', seat: 3, level: 'easy' },
      { type: 'add_bot', seat: 9, level: 'easy' },
      { type: 'remove_bot', seat: 3 },
      { type: 'clear_seat', seat: 9 },
    ] as const) {
      host.send(message);
      expect((await host.next('error')).code, JSON.stringify(message)).toBe('room/seat_invalid');
    }
    host.send({ type: 'add_bot', seat: 1, level: 'easy' });
    const withBot = await host.next('room');
    expect(withBot.seats.map((s) => s.bot)).toEqual([null, 'easy', null]);
    host.send({ type: 'sit', seat: 1 });
    expect((await host.next('error')).code).toBe('room/seat_taken');
    // Nothing changed on the refusals: the only `room` since joining is the bot's.
    expect(host.messages.filter((m) => m.type === 'room')).toEqual([room, withBot]);
    expect(withBot.seats[0]?.player).toBeNull();
    expect(welcome.seat).toBeNull();
  });

  it('a swap from a seat whose team’s exchange already resolved answers engine/already_decided', async () => {
    const id = await createRoom({ players: 4, mode: 'simple', teams: true, log: 'open' });
    const table = await seatTable(id, 4);
    const [ann, , cy] = table.clients;
    if (!ann || !cy) throw new Error('four seats expected');
    ann.send({ type: 'act', action: { type: 'skip_swap' }, version: 0 });
    await ann.next('state', (m) => m.view.swap?.skipped === true);
    cy.send({ type: 'act', action: { type: 'skip_swap' }, version: 0 });
    await ann.next('state', (m) => m.events.some((e) => e.type === 'swap_done'));
    ann.send({ type: 'act', action: { type: 'skip_swap' }, version: 2 });
    expect((await ann.next('error')).code).toBe('engine/already_decided');
  });

  it('a malformed token answers protocol/invalid_message, and the socket may join again', async () => {
    const id = await createRoom(three);
    const client = await openClient(id);
    client.send({ type: 'join', protocol: 1, name: 'Ann', token: 'not-a-token' });
    expect((await client.next('error')).code).toBe('protocol/invalid_message');
    client.send({ type: 'join', protocol: 1, name: 'Ann' });
    expect((await client.next('welcome')).seat).toBeNull();
  });
});
