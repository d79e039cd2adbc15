import { describe, expect, it } from 'vitest';
import { applyAction } from '../../shared/engine';
import { CLOSE_CODES } from '../../shared/protocol';
import type { RoomClient } from '../harness/room-client';
import { createRoom, hostGraceEnds, join, openClient, trueState } from './node-rooms';
import { chooseAction, chooser, seatTable } from './table';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;

describe('seat tokens', () => {
  it('a player who reconnects with the token mid-turn gets the same seat, the full state, and can act', async () => {
    const id = await createRoom(three);
    const table = await seatTable(id, 3);
    const state = await trueState(id);
    const seat = state.turn;
    const player = table.clients[seat]!;
    const action = chooseAction(state, seat, chooser(1));
    player.send({ type: 'act', action, version: 0 });
    await player.next('state', (m) => m.version === 1);
    player.close();
    const away = await table.clients[(seat + 1) % 3]!.next('room', (m) => m.seats[seat]?.connected === false);
    expect(away.seats[seat]?.autoplay).toBe(false);
    const { client, welcome } = await join(id, 'Back again', table.tokens[seat]);
    expect(welcome.seat).toBe(seat);
    expect(welcome.token).toBe(table.tokens[seat]);
    // Back before any computer took over: nothing was played for them.
    expect(welcome.autoplayed).toBe(false);
    const resync = await client.next('state');
    expect(resync.version).toBe(1);
    expect(resync.events).toEqual([]);
    const now = await trueState(id);
    expect(resync.view.hand).toEqual(now.hands[seat]);
    const next = chooseAction(now, seat, chooser(2));
    expect(applyAction(now, seat, next).ok).toBe(true);
    client.send({ type: 'act', action: next, version: 1 });
    expect((await client.next('state', (m) => m.version === 2)).version).toBe(2);
  });

  it('an unknown or forged token gets a fresh identity, never a seat', async () => {
    const id = await createRoom(three);
    const table = await seatTable(id, 3);
    const forged = 'f'.repeat(32);
    const { client, welcome } = await join(id, 'Mallory', forged);
    expect(welcome.seat).toBeNull();
    expect(welcome.token).not.toBe(forged);
    expect(table.tokens).not.toContain(welcome.token);
    expect((await client.next('state')).view.hand).toBeNull();
  });

  it('a second tab takes over the identity; the first is closed with 4000 and the seat stays connected', async () => {
    const id = await createRoom(three);
    const first = await join(id, 'Ann');
    first.client.send({ type: 'sit', seat: 1 });
    await first.client.next('room', (m) => m.seats[1]?.player === first.welcome.player);
    const second = await join(id, 'Ann', first.welcome.token);
    expect(second.welcome).toMatchObject({ player: first.welcome.player, seat: 1, host: true });
    expect((await first.client.whenClosed()).code).toBe(4000);
    const other = await join(id, 'Bob');
    const room = await other.client.next('room');
    expect(room.seats[1]).toMatchObject({ player: first.welcome.player, connected: true });
    expect(room.host).toBe(first.welcome.player);
  });
});

describe('lobby', () => {
  it('of two sockets racing for one seat exactly one wins', async () => {
    const id = await createRoom(three);
    const a = await join(id, 'A');
    const b = await join(id, 'B');
    a.client.send({ type: 'sit', seat: 2 });
    b.client.send({ type: 'sit', seat: 2 });
    const room = await a.client.next('room', (m) => m.seats[2]?.player !== null);
    const winner = room.seats[2]?.player;
    expect([a.welcome.player, b.welcome.player]).toContain(winner);
    const loser = winner === a.welcome.player ? b.client : a.client;
    expect((await loser.next('error')).code).toBe('room/seat_taken');
  });

  it('one identity cannot hold two seats', async () => {
    const id = await createRoom(three);
    const a = await join(id, 'A');
    a.client.send({ type: 'sit', seat: 0 });
    a.client.send({ type: 'sit', seat: 1 });
    // The pool may deliver two back-to-back frames in either order: whichever sit lands first
    // wins, and the other is refused.
    const mine = (m: { seats: { player: string | null }[] }) =>
      [0, 1].filter((seat) => m.seats[seat]?.player === a.welcome.player);
    const room = await a.client.next('room', (m) => mine(m).length > 0);
    expect((await a.client.next('error')).code).toBe('room/already_seated');
    expect(mine(room)).toHaveLength(1);
    const last = a.client.messages.filter((m) => m.type === 'room').at(-1);
    expect(last && mine(last)).toEqual(mine(room));
  });

  it('only the host configures, adds bots and starts; start needs every seat; configure only in the lobby', async () => {
    const id = await createRoom(three);
    const host = await join(id, 'Host');
    const guest = await join(id, 'Guest');
    expect(host.welcome.host).toBe(true);
    expect(guest.welcome.host).toBe(false);
    guest.client.send({ type: 'start' });
    expect((await guest.client.next('error')).code).toBe('room/not_host');
    guest.client.send({ type: 'add_bot', seat: 0, level: 'easy' });
    expect((await guest.client.next('error')).code).toBe('room/not_host');
    host.client.send({ type: 'start' });
    expect((await host.client.next('error')).code).toBe('room/seats_empty');
    host.client.send({ type: 'configure', config: { players: 4, mode: 'spicy', teams: true, log: 'open' } });
    const configured = await guest.client.next('room', (m) => m.config.players === 4);
    expect(configured.seats).toHaveLength(4);
    for (const seat of [0, 1, 2, 3]) host.client.send({ type: 'add_bot', seat, level: 'normal' });
    await host.client.next('room', (m) => m.seats.every((s) => s.bot === 'normal'));
    host.client.send({ type: 'remove_bot', seat: 3 });
    await host.client.next('room', (m) => m.seats[3]?.bot === null);
    host.client.send({ type: 'sit', seat: 3 });
    await host.client.next('room', (m) => m.seats[3]?.player === host.welcome.player);
    host.client.send({ type: 'start' });
    await host.client.next('room', (m) => m.status === 'playing');
    host.client.send({
      type: 'configure',
      config: { players: 3, mode: 'simple', teams: false, log: 'open' },
    });
    expect((await host.client.next('error')).code).toBe('room/wrong_status');
    guest.client.send({ type: 'sit', seat: 0 });
    expect((await guest.client.next('error')).code).toBe('room/wrong_status');
  });

  it('the host role passes to the next connected player once the host has been away 60 s', async () => {
    const id = await createRoom(three);
    const host = await join(id, 'Host');
    const guest = await join(id, 'Guest');
    host.client.close();
    // Away, not gone: the role waits as a seat does.
    const away = await guest.client.next('room', (m) => m.spectators === 1);
    expect(away.host).toBe(host.welcome.player);
    await hostGraceEnds(id);
    const room = await guest.client.next('room', (m) => m.host === guest.welcome.player);
    expect(room.host).toBe(guest.welcome.player);
  });

  it('a host who leaves on purpose (close 4005) hands the role on at once', async () => {
    const id = await createRoom(three);
    const host = await join(id, 'Host');
    const guest = await join(id, 'Guest');
    host.client.close(CLOSE_CODES.left);
    const room = await guest.client.next('room', (m) => m.host === guest.welcome.player);
    expect(room.host).toBe(guest.welcome.player);
  });

  it('everyone leaves; the first to come back is host, the old host returns as a guest', async () => {
    const id = await createRoom(three);
    const host = await join(id, 'Host');
    const guest = await join(id, 'Guest');
    host.client.close(CLOSE_CODES.left);
    await guest.client.next('room', (m) => m.host === guest.welcome.player);
    guest.client.close();
    await guest.client.whenClosed();
    const back = await join(id, 'Guest', guest.welcome.token);
    expect(back.welcome.host).toBe(true);
    const old = await join(id, 'Host', host.welcome.token);
    expect(old.welcome).toMatchObject({ player: host.welcome.player, host: false });
    old.client.send({ type: 'start' });
    expect((await old.client.next('error')).code).toBe('room/not_host');
  });

  it('configure to fewer players frees the high seats; those players then watch the game', async () => {
    const id = await createRoom({ players: 6, mode: 'simple', teams: false, log: 'classic' });
    const host = await join(id, 'Host');
    const high = await join(id, 'High');
    high.client.send({ type: 'sit', seat: 5 });
    await host.client.next('room', (m) => m.seats[5]?.player === high.welcome.player);
    host.client.send({
      type: 'configure',
      config: { players: 3, mode: 'simple', teams: false, log: 'classic' },
    });
    const shrunk = await high.client.next('room', (m) => m.config.players === 3);
    expect(shrunk.seats.map((s) => s.player)).toEqual([null, null, null]);
    for (const seat of [0, 1, 2]) host.client.send({ type: 'add_bot', seat, level: 'easy' });
    // Wait for the bots as a real client does: in the Workers test pool, frames sent back to back
    // through the test's socket can reach the room out of order (not seen over wrangler dev).
    await host.client.next('room', (m) => m.seats.every((s) => s.bot === 'easy'));
    host.client.send({ type: 'start' });
    expect((await high.client.next('state')).view).toMatchObject({ viewer: null, hand: null });
    high.client.send({
      type: 'act',
      action: { type: 'reveal', target: { kind: 'center', slot: 0 } },
      version: 0,
    });
    expect((await high.client.next('error')).code).toBe('room/not_seated');
  });

  it('spectators beyond the bound are refused with room/full and close 4003 when no seat is free', async () => {
    const id = await createRoom(three);
    const host = (await join(id, 'Host')).client;
    for (const seat of [0, 1, 2]) host.send({ type: 'add_bot', seat, level: 'easy' });
    await host.next('room', (m) => m.seats.every((s) => s.bot !== null));
    for (let i = 1; i < 20; i++) await join(id, `Watcher ${i}`);
    const late = await openClient(id);
    late.send({ type: 'join', protocol: 1, name: 'One too many' });
    expect((await late.next('error')).code).toBe('room/full');
    expect((await late.whenClosed()).code).toBe(4003);
  });
});

describe('who gets in', () => {
  it('a newcomer to a lobby with a free seat gets in: the longest-idle spectator makes room (close 4003)', async () => {
    const id = await createRoom(three);
    const host = (await join(id, 'Host')).client;
    const idle = (await join(id, 'Idle')).client;
    const watchers: RoomClient[] = [];
    for (let i = 2; i < 20; i++) watchers.push((await join(id, `Watcher ${i}`)).client);
    // Everyone but Idle does something later (the host too, who never makes room anyway).
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const c of [host, ...watchers]) {
      c.send({ type: 'log_page', game: 1, before: 1 });
      await c.next('error', (m) => m.code === 'room/no_such_page');
    }
    const player = await join(id, 'Player');
    expect(await idle.whenClosed()).toEqual({ code: 4003, reason: 'made room for a player' });
    player.client.send({ type: 'sit', seat: 0 });
    const room = await player.client.next('room', (m) => m.seats[0]?.player === player.welcome.player);
    expect(room.spectators).toBe(19);
    expect(host.closed).toBeNull();
    expect(watchers.every((c) => c.closed === null)).toBe(true);
  });
});

describe('acting', () => {
  it('refuses a spectator, an out-of-turn seat, and a stale or replayed version; state is unchanged', async () => {
    const id = await createRoom(three);
    const table = await seatTable(id, 3);
    const watcher = await join(id, 'Watcher');
    const state = await trueState(id);
    const seat = state.turn;
    const action = chooseAction(state, seat, chooser(5));
    watcher.client.send({ type: 'act', action, version: 0 });
    expect((await watcher.client.next('error')).code).toBe('room/not_seated');
    const other = table.clients[(seat + 1) % 3]!;
    other.send({ type: 'act', action, version: 0 });
    expect((await other.next('error')).code).toBe('engine/not_your_turn');
    const mover = table.clients[seat]!;
    mover.send({ type: 'act', action, version: 0 });
    await mover.next('state', (m) => m.version === 1);
    mover.send({ type: 'act', action, version: 0 });
    expect((await mover.next('error')).code).toBe('room/stale_version');
    const resent = await mover.next('state');
    expect(resent.version).toBe(1);
    expect(resent.events).toEqual([]);
    const applied = applyAction(state, seat, action);
    expect(applied.ok && (await trueState(id))).toEqual(applied.ok && applied.state);
  });
});
