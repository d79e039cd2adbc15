import { describe, expect, it } from 'vitest';
import type { ClientMessage } from '../../shared/protocol';
import { Room, type RoomPorts } from '../../worker/room/Room';
import { RATE_LIMIT } from '../../worker/room/rate-limit';
import { timingFrom } from '../../worker/room/timing';
import { type MemorySocket, MemorySockets } from './memory-socket';
import { NodeStorage } from './node-storage';

/**
 * A stale `act` is answered with the whole current state, as `sync` is: a socket must not get
 * that answer faster than `sync` allows (the room-change limit), or a flood of stale moves would
 * be an unlimited resync. The clock stands still: every frame is in one burst.
 */

async function started() {
  const storage = await NodeStorage.open();
  const sockets = new MemorySockets();
  const ports: RoomPorts = {
    storage,
    alarm: storage,
    clock: { now: () => 1_700_000_000_000 },
    sockets: sockets.all,
    timing: timingFrom('0'),
  };
  const room = new Room(ports);
  await room.onStart();
  const created = await room.onCreate('staleflood2', {
    players: 3,
    mode: 'simple',
    teams: false,
    log: 'open',
    name: 'Ann',
    seat: 0,
    bots: [
      { seat: 1, level: 'easy' },
      { seat: 2, level: 'easy' },
    ],
    start: true,
  });
  if (!created) throw new Error('not created');
  const send = (socket: MemorySocket, message: ClientMessage) =>
    room.onMessage(socket, JSON.stringify(message));
  const ann = sockets.connect(room);
  await send(ann, { type: 'join', protocol: 1, name: 'Ann', token: created.token });
  return { send, ann };
}

describe('a flood of stale moves', () => {
  it('gets the current state as often as a resync may, then protocol/rate_limited and no state', async () => {
    const { send, ann } = await started();
    const stale = { type: 'act', action: { type: 'skip_swap' }, version: 999, game: 1 } as const;
    const states = ann.all('state').length;
    for (let i = 0; i < RATE_LIMIT.changeCapacity; i++) await send(ann, stale);
    expect(ann.all('error').map((e) => e.code)).toEqual(
      Array(RATE_LIMIT.changeCapacity).fill('room/stale_version'),
    );
    expect(ann.all('state')).toHaveLength(states + RATE_LIMIT.changeCapacity);
    await send(ann, stale);
    expect(ann.last('error')?.code).toBe('protocol/rate_limited');
    expect(ann.all('state')).toHaveLength(states + RATE_LIMIT.changeCapacity);
    // A resync is refused as well now: the two share the limit.
    await send(ann, { type: 'sync' });
    expect(ann.last('error')?.code).toBe('protocol/rate_limited');
    expect(ann.all('state')).toHaveLength(states + RATE_LIMIT.changeCapacity);
  });

  it('that goes on after the refusals is closed with 1008, as any flood is', async () => {
    const { send, ann } = await started();
    const stale = { type: 'act', action: { type: 'skip_swap' }, version: 999, game: 1 } as const;
    for (let i = 0; i < RATE_LIMIT.changeCapacity + RATE_LIMIT.maxStrikes + 1 && !ann.closed; i++)
      await send(ann, stale);
    expect(ann.closed?.code).toBe(1008);
  });

  it('starts its count of refusals afresh after a move that was current', async () => {
    const { send, ann } = await started();
    const stale = { type: 'act', action: { type: 'skip_swap' }, version: 999, game: 1 } as const;
    for (let i = 0; i < RATE_LIMIT.changeCapacity + RATE_LIMIT.maxStrikes - 1; i++) await send(ann, stale);
    expect(ann.closed).toBeNull();
    // A move for the current version (illegal here: no swap in a game without teams) passes every
    // limit: the run of refusals ends, and the socket stays.
    const now = ann.last('state');
    if (!now) throw new Error('no state');
    await send(ann, { type: 'act', action: { type: 'skip_swap' }, version: now.version, game: now.game });
    expect(ann.last('error')?.code).not.toBe('protocol/rate_limited');
    for (let i = 0; i < RATE_LIMIT.maxStrikes - 1; i++) await send(ann, stale);
    expect(ann.closed).toBeNull();
  });
});
