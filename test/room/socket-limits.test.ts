import { describe, expect, it } from 'vitest';
import type { RoomClient } from '../harness/room-client';
import { createRoom, inRoom, join, openClient, upgrade } from './node-rooms';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;

describe('sockets that never join', () => {
  it('cannot pile up: beyond 16 waiting, the one opened first is closed with 1008; players stay', async () => {
    const id = await createRoom(three);
    const player = await join(id, 'Player');
    const idle: RoomClient[] = [];
    for (let i = 0; i < 40; i++) idle.push(await openClient(id));
    // A round trip through the room: every upgrade before it has been handled.
    player.client.send({ type: 'rename', name: 'Still here' });
    await player.client.next('room', (m) => m.seats.length === 3);
    const closed = await Promise.all(idle.slice(0, 24).map((c) => c.whenClosed()));
    expect(closed.every((c) => c.code === 1008)).toBe(true);
    expect(idle.slice(24).every((c) => c.closed === null)).toBe(true);
    expect(player.client.closed).toBeNull();
    const late = await join(id, 'Late');
    expect(late.welcome.seat).toBeNull();
  });

  it('a client keeping the waiting places full closes only its own sockets, never a visitor’s', async () => {
    const id = await createRoom(three);
    const visitor = await openClient(id, '198.51.100.7');
    const flood: RoomClient[] = [];
    for (let i = 0; i < 20; i++) flood.push(await openClient(id, '203.0.113.9'));
    // The visitor's socket opened first, yet the flood's own oldest ones made room.
    visitor.send({ type: 'join', protocol: 1, name: 'Visitor' });
    expect((await visitor.next('welcome')).seat).toBeNull();
    const closed = await Promise.all(flood.slice(0, 5).map((c) => c.whenClosed()));
    expect(closed.every((c) => c.code === 1008)).toBe(true);
    expect(visitor.closed).toBeNull();
  });

  it('flooding the waiting places from many addresses never closes a visitor whose join may be on its way (opened under 3 s ago): the newcomer gets 429', async () => {
    const id = await createRoom(three);
    const visitor = await openClient(id, '198.51.100.7');
    // Fifteen more, each from its own /64 (one attacker owning a larger IPv6 block).
    for (let i = 0; i < 15; i++) await openClient(id, `2001:db8:0:${i + 1}::1`);
    const refused = await upgrade(id, '2001:db8:0:99::1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'http/rate_limited' } });
    visitor.send({ type: 'join', protocol: 1, name: 'Visitor' });
    expect((await visitor.next('welcome')).seat).toBeNull();
    expect(visitor.closed).toBeNull();
  });
});

describe('new sockets from one address', () => {
  it('are limited to a burst of 20, then 1 a second (429); other addresses are not affected', async () => {
    const id = await createRoom(three);
    // Joined (as spectators), so they do not count as waiting; five at a time (under the 16 waiting
    // places), so that well under a second passes (the bucket refills one a second) on a busy machine.
    for (let batch = 0; batch < 4; batch++)
      await Promise.all(
        Array.from({ length: 5 }, (_, i) => join(id, `Tab ${batch * 5 + i}`, undefined, '2001:db8:1:2::5')),
      );
    // The same /64, another address in it.
    const refused = await upgrade(id, '2001:db8:1:2:ffff::9');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('5');
    expect(await refused.json()).toMatchObject({ error: { code: 'http/rate_limited' } });
    expect((await upgrade(id, '2001:db8:1:3::5')).status).toBe(101);
  });
});

describe('identities', { timeout: 30_000 }, () => {
  it('passers-by who join and leave without a seat do not pile up; seated and connected ones stay', async () => {
    const id = await createRoom(three);
    const seated = await join(id, 'Seated');
    seated.client.send({ type: 'sit', seat: 1 });
    await seated.client.next('room', (m) => m.seats[1]?.player === seated.welcome.player);
    seated.client.close();
    await seated.client.whenClosed();
    const watcher = await join(id, 'Watcher');
    for (let i = 0; i < 100; i++) {
      const { client } = await join(id, `Passer-by ${i}`);
      client.close();
      await client.whenClosed();
    }
    const rows = await inRoom(id, (_room, storage) => storage.sql.exec('SELECT id FROM players').toArray());
    expect(rows.length).toBeLessThanOrEqual(64);
    expect(rows).toContainEqual({ id: watcher.welcome.player });
    const back = await join(id, 'Seated', seated.welcome.token);
    expect(back.welcome).toMatchObject({ player: seated.welcome.player, seat: 1 });
  });
});
