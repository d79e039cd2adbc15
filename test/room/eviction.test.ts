import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, playerView, seatsToAct } from '../../shared/engine';
import type { Action, GameState } from '../../shared/engine/types';
import type { ClientMessage, CreateGameRequest } from '../../shared/protocol';
import { Room, type RoomPorts } from '../../worker/room/Room';
import { SNAPSHOT_EVERY } from '../../worker/room/store/checkpoints';
import { RoomStore } from '../../worker/room/store/RoomStore';
import { timingFrom } from '../../worker/room/timing';
import { seenVersion } from '../fixtures/versions';
import { type MemorySocket, MemorySockets } from './memory-socket';
import { NodeStorage } from './node-storage';

/** mulberry32: the test's own choices, the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The value `action` reveals in `state` (null for a swap decision or an illegal target). */
function revealedValue(state: GameState, action: Action): number | null {
  if (action.type !== 'reveal') return null;
  const t = action.target;
  if (t.kind === 'center') return state.center[t.slot] ?? null;
  const hand = state.hands[t.seat] ?? [];
  return (t.end === 'lowest' ? hand[0] : hand.at(-1)) ?? null;
}

/** A legal action, often one that goes on with the turn's value, so that a whole game is short. */
function choose(state: GameState, seat: number, next: () => number): Action {
  const options = legalActions(state, seat);
  const last = state.revealed.at(-1)?.value;
  const matching = options.filter((a) => last !== undefined && revealedValue(state, a) === last);
  const pool = matching.length > 0 && next() < 0.7 ? matching : options;
  return pool[Math.floor(next() * pool.length)]!;
}

/**
 * Plays a whole game whose room is evicted between every two moves: each move reaches a fresh
 * `Room` over the same storage and sockets, which rebuilds the game from its latest checkpoint
 * and the actions after it. The truth is kept here, by the engine alone, with the turn timer's
 * bookkeeping as the rules of the room say it.
 */
async function playEvicted(request: CreateGameRequest, seed: number) {
  const storage = await NodeStorage.open();
  let now = 1_700_000_000_000;
  const sockets = new MemorySockets();
  const ports: RoomPorts = {
    storage,
    alarm: storage,
    clock: { now: () => now },
    sockets: sockets.all,
    timing: timingFrom('0'),
  };
  let room = new Room(ports);
  const created = await room.onCreate('evictedroom', request);
  if (!created) throw new Error('not created');
  const send = (socket: MemorySocket, message: ClientMessage) =>
    room.onMessage(socket, JSON.stringify(message));
  const people = Array.from({ length: request.players }, () => sockets.connect(room));
  for (const [seat, socket] of people.entries()) {
    await send(socket, {
      type: 'join',
      protocol: 1,
      name: `P${seat}`,
      ...(seat === 0 ? { token: created.token } : {}),
    });
    await send(socket, { type: 'sit', seat });
  }
  await send(people[0]!, { type: 'start' });
  const dealt = new RoomStore(storage).snapshot();
  if (!dealt) throw new Error('not dealt');
  let truth = dealt.state;
  // Accepted actions (the internal version, the action log's seq) and the version clients see.
  let version = 0;
  let seen = 0;
  let phaseSince = 0;
  let dueSince = dealt.dueSince;
  const next = random(seed);
  while (truth.phase !== 'over') {
    room = new Room(ports);
    await room.onStart();
    now += 1 + Math.floor(next() * 5000);
    const seat = seatsToAct(truth)[0]!;
    const action = choose(truth, seat, next);
    const heard = people.map((socket) => socket.messages.length);
    await send(people[seat]!, { type: 'act', action, version: seen, game: 1 });
    const result = applyAction(truth, seat, action);
    if (!result.ok) throw new Error(result.error.code);
    version++;
    if (result.state.phase !== truth.phase) phaseSince = version;
    if (!(result.state.phase === 'swap' && phaseSince < version)) dueSince = now;
    truth = result.state;
    seen = seenVersion(truth, version);
    for (const [viewer, socket] of people.entries()) {
      // A swap decision waiting for its partner reaches its decider only.
      if (result.events.length === 0 && viewer !== seat) {
        expect(socket.messages.length).toBe(heard[viewer]);
        continue;
      }
      const state = socket.last('state');
      expect(state?.version).toBe(seen);
      expect(state?.events).toEqual(result.events);
      expect(state?.view).toEqual(playerView(truth, viewer, { log: request.log, events: result.events }));
    }
    expect(new RoomStore(storage).snapshot()).toEqual({
      game: 1,
      version,
      phaseSince,
      dueSince,
      state: truth,
    });
    // One action row per move; the whole state only every SNAPSHOT_EVERY versions and at the end.
    const checkpoint = Number(storage.sql.exec('SELECT version FROM snapshot').one().version);
    const moves = storage.sql.exec('SELECT COUNT(*) AS n FROM actions').one().n;
    expect(moves).toBe(version);
    expect(checkpoint).toBe(truth.phase === 'over' ? version : version - (version % SNAPSHOT_EVERY));
  }
  return { moves: version, winner: truth.winner };
}

describe('a room evicted between every two moves of a whole game', () => {
  it('3 players, classic log: every move reaches every seat as if the room had never gone', async () => {
    const { moves, winner } = await playEvicted(
      { players: 3, mode: 'simple', teams: false, log: 'classic' },
      7,
    );
    expect(winner).not.toBeNull();
    expect(moves).toBeGreaterThan(2 * SNAPSHOT_EVERY);
  });

  it('4 players in teams, open log: swap phases and the turn timer come back exactly too', async () => {
    const { moves, winner } = await playEvicted({ players: 4, mode: 'spicy', teams: true, log: 'open' }, 11);
    expect(winner).not.toBeNull();
    expect(moves).toBeGreaterThan(2 * SNAPSHOT_EVERY);
  });
});
