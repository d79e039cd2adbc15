import { describe, expect, it } from 'vitest';
import { CLOSE_CODES, type ClientMessage, type CreateGameRequest } from '../../shared/protocol';
import { Room, type RoomPorts } from '../../worker/room/Room';
import { timingFrom } from '../../worker/room/timing';
import { type MemorySocket, MemorySockets } from './memory-socket';
import { NodeStorage } from './node-storage';

/**
 * The host role's grace (docs/protocol.md, Lifecycle; worker/room/host.ts): a host who loses their
 * socket keeps the role for the takeover's 60 s, then the alarm passes it to the next connected
 * player; the creator gets it back when they return. All of it through storage: each step runs
 * on a new instance over the same storage and sockets (an eviction), with a clock moved by hand.
 */

const START = 1_700_000_000_000;
const config: CreateGameRequest = { players: 3, mode: 'simple', teams: false, log: 'classic' };

async function table(request: CreateGameRequest = { ...config, name: 'Léa', seat: 0 }) {
  const storage = await NodeStorage.open();
  let now = START;
  const sockets = new MemorySockets();
  const ports: RoomPorts = {
    storage,
    alarm: storage,
    clock: { now: () => now },
    sockets: sockets.all,
    timing: timingFrom('0'),
  };
  let room = new Room(ports);
  await room.onStart();
  const created = await room.onCreate('abcdefghjk', request);
  if (!created) throw new Error('not created');
  const grace = ports.timing.takeoverAfter;
  return {
    storage,
    created,
    grace,
    advance: (ms: number) => {
      now += ms;
    },
    /** A new instance over the same storage and sockets, as after an eviction. */
    evict: async () => {
      room = new Room(ports);
      await room.onStart();
      return room;
    },
    room: () => room,
    now: () => now,
    /** Joins 1 ms after the previous event, so join order is not left to ids (same millisecond). */
    join: async (name: string, token?: string) => {
      now += 1;
      const socket = sockets.connect(room);
      const join: ClientMessage = token
        ? { type: 'join', protocol: 1, name, token }
        : { type: 'join', protocol: 1, name };
      await room.onMessage(socket, JSON.stringify(join));
      const welcome = socket.last('welcome');
      if (!welcome) throw new Error('no welcome');
      return { socket, welcome };
    },
    /** The alarm fires when storage says it is due (never before). */
    alarm: async () => {
      if (storage.alarm !== null && storage.alarm <= now) await room.onAlarm();
    },
    hostOf: (socket: MemorySocket) => socket.last('room')?.host,
  };
}

describe('the host role keeps a seat’s grace', () => {
  it('a creator who reloads keeps the role: nobody else becomes host, not even one who joins meanwhile', async () => {
    const t = await table();
    const creator = await t.join('Léa', t.created.token);
    const guest = await t.join('Sakura');
    expect(creator.welcome.host).toBe(true);
    await creator.socket.closeFromClient(t.room(), 1001);
    expect(t.hostOf(guest.socket)).toBe(creator.welcome.player);
    t.advance(t.grace / 2);
    await t.evict();
    await t.alarm();
    const late = await t.join('Max');
    expect(late.welcome.host).toBe(false);
    t.advance(t.grace / 2 - 1);
    const back = await t.join('Léa', t.created.token);
    expect(back.welcome).toMatchObject({ player: creator.welcome.player, host: true });
    // The grace ended with the return: the alarm when it would have run passes nothing.
    t.advance(10 * t.grace);
    await t.alarm();
    expect(t.hostOf(guest.socket)).toBe(creator.welcome.player);
  });

  it('away longer than 60 s: the alarm passes the role to the next connected player; the creator’s return takes it back', async () => {
    const t = await table();
    const creator = await t.join('Léa', t.created.token);
    const guest = await t.join('Sakura');
    const other = await t.join('Max');
    await creator.socket.closeFromClient(t.room(), 1006);
    // The alarm is asked for the grace's end (not only the cleanup, a day later).
    expect(t.storage.alarm).toBe(t.now() + t.grace);
    t.advance(t.grace - 1);
    await t.room().onAlarm();
    expect(t.hostOf(guest.socket)).toBe(creator.welcome.player);
    t.advance(1);
    await t.evict();
    await t.alarm();
    expect(t.hostOf(guest.socket)).toBe(guest.welcome.player);
    expect(t.hostOf(other.socket)).toBe(guest.welcome.player);
    // Fired again (the runtime may repeat an alarm): nothing changes.
    await t.room().onAlarm();
    expect(t.hostOf(other.socket)).toBe(guest.welcome.player);
    const back = await t.join('Léa', t.created.token);
    expect(back.welcome).toMatchObject({ player: creator.welcome.player, seat: 0, host: true });
    expect(t.hostOf(guest.socket)).toBe(creator.welcome.player);
  });

  it('a guest who holds the role gets the same grace; leaving on purpose passes it at once', async () => {
    const t = await table();
    const creator = await t.join('Léa', t.created.token);
    const guest = await t.join('Sakura');
    const other = await t.join('Max');
    await creator.socket.closeFromClient(t.room(), CLOSE_CODES.left);
    expect(t.hostOf(guest.socket)).toBe(guest.welcome.player);
    await guest.socket.closeFromClient(t.room(), 1001);
    expect(t.hostOf(other.socket)).toBe(guest.welcome.player);
    t.advance(t.grace);
    await t.alarm();
    expect(t.hostOf(other.socket)).toBe(other.welcome.player);
  });

  it('nobody here when the grace ends: the role is free, and the first to join takes it, even in a later instance', async () => {
    const t = await table();
    const creator = await t.join('Léa', t.created.token);
    await creator.socket.closeFromClient(t.room(), 1001);
    t.advance(t.grace);
    await t.alarm();
    // No busy alarm: the next wake is the cleanup, not the past grace.
    expect(t.storage.alarm).toBeGreaterThan(t.now());
    // A later instance (the room woke for a newcomer) takes nobody for a host a restart dropped.
    t.advance(1000);
    await t.evict();
    const first = await t.join('Sakura');
    expect(first.welcome.host).toBe(true);
  });

  it('a host who leaves on purpose with nobody here leaves the role to the first to join, at once', async () => {
    const t = await table();
    const creator = await t.join('Léa', t.created.token);
    await creator.socket.closeFromClient(t.room(), CLOSE_CODES.left);
    await t.evict();
    expect((await t.join('Sakura')).welcome.host).toBe(true);
  });

  it('a host whose socket a restart dropped (no close event) gets the grace from the new instance’s start', async () => {
    const t = await table();
    const creator = await t.join('Léa', t.created.token);
    const guest = await t.join('Sakura');
    // Gone without a close event: the runtime no longer lists the socket.
    creator.socket.readyState = 3;
    await t.evict();
    expect(t.storage.alarm).toBe(t.now() + t.grace);
    t.advance(t.grace);
    await t.alarm();
    expect(t.hostOf(guest.socket)).toBe(guest.welcome.player);
  });
});

describe('a plain create’s token (POST /api/games with no name)', () => {
  it('resumes the creator’s own player id even after a tokenless join took the role first', async () => {
    const t = await table(config);
    // The summary's host before anyone joined (GET /api/games/:id): the id the token stands for.
    const reserved = t.room().summary()?.host;
    expect(reserved).toMatch(/^p_/);
    const first = await t.join('First');
    expect(first.welcome.host).toBe(true);
    expect(t.room().summary()?.host).toBe(first.welcome.player);
    const creator = await t.join('Maker', t.created.token);
    expect(creator.welcome).toMatchObject({ player: reserved, host: true });
    const again = await t.join('Maker', t.created.token);
    expect(again.welcome).toMatchObject({ player: reserved, host: true });
  });
});
