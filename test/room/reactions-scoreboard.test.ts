import { describe, expect, it } from 'vitest';
import type { ClientMessage } from '../../shared/protocol';
import { REACTION_INTERVAL_MS } from '../../shared/protocol';
import { Room, type RoomPorts } from '../../worker/room/Room';
import { recordWin, scoreboardOf } from '../../worker/room/scoreboard';
import { RoomStore } from '../../worker/room/store/RoomStore';
import { timingFrom } from '../../worker/room/timing';
import { type MemorySocket, MemorySockets } from './memory-socket';
import { NodeStorage } from './node-storage';

/**
 * The room's reactions and scoreboard in plain Node, with a clock the test moves by hand: the
 * reaction interval to the millisecond, and whose wins the tally keeps when seats change hands.
 */

const START = 1_700_000_000_000;
const three = { players: 3, mode: 'simple', teams: false, log: 'open' } as const;

async function lobbyOfTwo() {
  const storage = await NodeStorage.open();
  let now = START;
  const clock = { now: () => now };
  const sockets = new MemorySockets();
  const ports: RoomPorts = { storage, alarm: storage, clock, sockets: sockets.all, timing: timingFrom('0') };
  let room = new Room(ports);
  await room.onStart();
  const created = await room.onCreate('abcdefghjk', three);
  if (!created) throw new Error('not created');
  const send = (socket: MemorySocket, message: ClientMessage) =>
    room.onMessage(socket, JSON.stringify(message));
  /** A new instance over the same storage and sockets, as after an eviction. */
  const evict = async () => {
    room = new Room(ports);
    await room.onStart();
  };
  const ann = sockets.connect(room);
  const bob = sockets.connect(room);
  await send(ann, { type: 'join', protocol: 1, name: 'Ann', token: created.token });
  await send(bob, { type: 'join', protocol: 1, name: 'Bob' });
  await send(ann, { type: 'sit', seat: 0 });
  await send(bob, { type: 'sit', seat: 1 });
  return { storage, send, evict, ann, bob, advance: (ms: number) => (now += ms) };
}

describe('the reaction interval', () => {
  it('refuses a reaction sooner than REACTION_INTERVAL_MS after the socket’s last one, and takes it from then on', async () => {
    const { send, ann, bob, advance } = await lobbyOfTwo();
    await send(ann, { type: 'react', reaction: 'clap' });
    advance(REACTION_INTERVAL_MS - 1);
    await send(ann, { type: 'react', reaction: 'wow' });
    expect(ann.last('error')?.code).toBe('protocol/rate_limited');
    // A refused reaction does not restart the interval: at 2 s after the first, one goes through.
    advance(1);
    await send(ann, { type: 'react', reaction: 'phew' });
    expect(bob.all('reaction').map((r) => r.reaction)).toEqual(['clap', 'phew']);
    expect(ann.all('reaction').map((r) => [r.seat, r.reaction])).toEqual([
      [0, 'clap'],
      [0, 'phew'],
    ]);
    expect(ann.all('error')).toHaveLength(1);
  });
});

describe('a flood of reactions', () => {
  it('closes the socket (1008) after 30 refused in a row, as any rate-limited flood; another frame in between resets the count', async () => {
    const { send, ann, bob } = await lobbyOfTwo();
    await send(ann, { type: 'react', reaction: 'clap' });
    // The clock stands still: every later reaction is within the interval.
    for (let i = 0; i < 29; i++) await send(ann, { type: 'react', reaction: 'wow' });
    expect(ann.all('error').map((e) => e.code)).toEqual(Array(29).fill('protocol/rate_limited'));
    expect(ann.closed).toBeNull();
    // A frame that passes every limit breaks the run, as for any other flood.
    await send(ann, { type: 'rename', name: 'Ann' });
    for (let i = 0; i < 29; i++) await send(ann, { type: 'react', reaction: 'wow' });
    expect(ann.closed).toBeNull();
    await send(ann, { type: 'react', reaction: 'wow' });
    expect(ann.closed?.code).toBe(1008);
    // Nothing reached anyone but the first reaction.
    expect(bob.all('reaction').map((r) => r.reaction)).toEqual(['clap']);
  });
});

describe('the scoreboard’s occupants', () => {
  it('keeps wins with the player, not the seat; a new occupant starts at 0; a team win counts for both partners', async () => {
    const { storage, send, evict, ann, bob } = await lobbyOfTwo();
    await send(ann, { type: 'add_bot', seat: 2, level: 'easy' });
    const store = new RoomStore(storage);
    expect(scoreboardOf(store)).toEqual({ games: 0, wins: [0, 0, 0] });
    store.transaction(() => recordWin(store, [0]));
    store.transaction(() => recordWin(store, [0, 2]));
    expect(scoreboardOf(store)).toEqual({ games: 2, wins: [2, 0, 1] });
    // Read back from storage by a fresh store (an evicted room).
    expect(scoreboardOf(new RoomStore(storage))).toEqual({ games: 2, wins: [2, 0, 1] });
    await evict();
    // Ann moves to seat 1 after Bob stands: her wins go with her; seat 0, now empty, shows 0.
    await send(bob, { type: 'stand' });
    await send(ann, { type: 'stand' });
    await send(ann, { type: 'sit', seat: 1 });
    expect(ann.last('room')?.scoreboard).toEqual({ games: 2, wins: [0, 2, 1] });
    // Bob takes seat 0: a player without wins starts at 0. A bot of another level is another player.
    await send(bob, { type: 'sit', seat: 0 });
    await send(ann, { type: 'remove_bot', seat: 2 });
    await send(ann, { type: 'add_bot', seat: 2, level: 'hard' });
    expect(bob.last('room')?.scoreboard).toEqual({ games: 2, wins: [0, 2, 0] });
    // The same bot level back on the same seat is the same "Bot 3": its win is still there.
    await send(ann, { type: 'remove_bot', seat: 2 });
    await send(ann, { type: 'add_bot', seat: 2, level: 'easy' });
    expect(bob.last('room')?.scoreboard).toEqual({ games: 2, wins: [0, 2, 1] });
  });
});
