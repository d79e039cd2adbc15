import { describe, expect, it } from 'vitest';
import type { Action, PlayerView } from '../../shared/engine/types';
import type { ClientMessage } from '../../shared/protocol';
import { Room, type RoomPorts } from '../../worker/room/Room';
import { timingFrom } from '../../worker/room/timing';
import { type MemorySocket, MemorySockets } from './memory-socket';
import { NodeStorage } from './node-storage';

/** A clock the test moves by hand (ms since epoch). */
function manualClock(start: number) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const send = (room: Room, socket: MemorySocket, message: ClientMessage) =>
  room.onMessage(socket, JSON.stringify(message));

/** A legal reveal from what the player sees: a face-down center card, else their own lowest. */
function reveal(view: PlayerView, seat: number): Action {
  const slot = view.center.indexOf('face_down');
  return slot >= 0
    ? { type: 'reveal', target: { kind: 'center', slot } }
    : { type: 'reveal', target: { kind: 'hand', seat, end: 'lowest' } };
}

describe('the room in plain Node (structural storage, in-memory sockets)', () => {
  it('creates, seats two sockets and a bot, starts, plays a reveal, and goes on after an eviction', async () => {
    const storage = await NodeStorage.open();
    const clock = manualClock(1_700_000_000_000);
    const sockets = new MemorySockets();
    const ports: RoomPorts = {
      storage,
      alarm: storage,
      clock,
      sockets: sockets.all,
      timing: timingFrom('0'),
    };
    const room = new Room(ports);
    await room.onStart();
    const created = await room.onCreate('abcdefghjk', {
      players: 3,
      mode: 'simple',
      teams: false,
      log: 'open',
    });
    if (!created) throw new Error('not created');
    expect(storage.alarm).toBe(clock.now() + ports.timing.abandonAfter);

    const ann = sockets.connect(room);
    const bob = sockets.connect(room);
    await send(room, ann, { type: 'join', protocol: 1, name: 'Ann', token: created.token });
    await send(room, bob, { type: 'join', protocol: 1, name: 'Bob' });
    expect(ann.last('welcome')).toMatchObject({ token: created.token, host: true });
    expect(bob.last('welcome')).toMatchObject({ host: false });
    await send(room, ann, { type: 'sit', seat: 0 });
    await send(room, bob, { type: 'sit', seat: 1 });
    await send(room, ann, { type: 'add_bot', seat: 2, level: 'easy' });
    await send(room, ann, { type: 'start' });
    const dealt = ann.last('state');
    expect(dealt?.version).toBe(0);
    expect(bob.last('state')?.version).toBe(0);
    expect(ann.last('room')?.seats.map((s) => s.bot)).toEqual([null, null, 'easy']);

    /** Plays one reveal for whoever's turn it is (the bot by its alarm), through `current`. */
    const revealOnce = async (current: Room): Promise<number> => {
      const state = ann.last('state');
      if (!state) throw new Error('no state');
      const seat = state.view.turn;
      if (seat === 2) {
        expect(storage.alarm).toBeLessThanOrEqual(clock.now());
        await current.onAlarm();
      } else {
        const socket = seat === 0 ? ann : bob;
        await send(current, socket, {
          type: 'act',
          action: reveal(state.view, seat),
          version: state.version,
        });
      }
      for (const socket of [ann, bob]) {
        const next = socket.last('state');
        expect(next?.version).toBe(state.version + 1);
        expect(next?.events[0]).toMatchObject({ type: 'revealed', seat });
      }
      return seat;
    };
    await revealOnce(room);
    expect(ann.last('state')?.view.hand).not.toEqual(bob.last('state')?.view.hand);
    expect(ann.frames.join('')).not.toMatch(/"seed"|"rng"|"hands"/);
    expect(bob.frames.join('')).not.toContain(created.token);

    // Evicted: a new instance over the same storage and the same (hibernated) sockets.
    const again = new Room(ports);
    await again.onStart();
    clock.advance(10);
    // Until the bot and both people have each revealed (a turn lasts two or three reveals).
    const played = new Set([await revealOnce(again)]);
    for (let i = 0; i < 40 && played.size < 3; i++) played.add(await revealOnce(again));
    expect([...played].sort()).toEqual([0, 1, 2]);
    await bob.closeFromClient(again, 1001);
    expect(ann.last('room')?.seats[1]).toMatchObject({ connected: false });
  });
});
