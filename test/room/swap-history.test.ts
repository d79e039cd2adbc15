import { describe, expect, it } from 'vitest';
import { applyAction } from '../../shared/engine';
import type { Action, GameState } from '../../shared/engine/types';
import type { ClientMessage } from '../../shared/protocol';
import { Room } from '../../worker/room/Room';
import { MAX_LOG_MOVES } from '../../worker/room/store/migrations';
import { RoomStore } from '../../worker/room/store/RoomStore';
import { timingFrom } from '../../worker/room/timing';
import { highest, lowest, skip } from '../fixtures/play';
import { seenVersion } from '../fixtures/versions';
import { type MemorySocket, MemorySockets } from './memory-socket';
import { NodeStorage } from './node-storage';

/**
 * A swap decision waiting for its partner must not change what anyone else can get — not even the
 * `history` of someone who arrives during the swap, once the game is longer than the history keeps
 * (`MAX_LOG_MOVES`): the decision is an action row too, and the history's window must not count it.
 */

const send = (room: Room, socket: MemorySocket, message: ClientMessage) =>
  room.onMessage(socket, JSON.stringify(message));

/** Reveals for `seat` that collect a trio that neither wins nor is the 7s, or null (depth 3). */
function trioTurn(state: GameState, seat: number): Action[] | null {
  const search = (s: GameState, path: Action[]): Action[] | null => {
    if (path.length === 3) return null;
    for (let target = 0; target < s.config.players; target++) {
      for (const action of [lowest(target), highest(target)]) {
        const result = applyAction(s, seat, action);
        if (!result.ok) continue;
        const trio = result.events.find((e) => e.type === 'trio_collected');
        if (trio) {
          if (trio.value !== 7 && result.state.phase === 'swap') return [...path, action];
          continue;
        }
        if (result.state.turn === seat && result.state.revealed.length > 0) {
          const found = search(result.state, [...path, action]);
          if (found) return found;
        }
      }
    }
    return null;
  };
  return search(state, []);
}

interface Table {
  room: Room;
  sockets: MemorySockets;
  seats: MemorySocket[];
  state: GameState;
  moves: number;
  advance(): void;
}

async function teamTable(): Promise<Table> {
  const storage = await NodeStorage.open();
  const sockets = new MemorySockets();
  let now = 1_700_000_000_000;
  const clock = { now: () => now };
  const ports = { storage, alarm: storage, clock, sockets: sockets.all, timing: timingFrom('0') };
  const room = new Room(ports);
  await room.onStart();
  const created = await room.onCreate('swaphistory2', {
    players: 4,
    mode: 'simple',
    teams: true,
    log: 'open',
    turnTimer: 'off',
    name: 'P0',
    seat: 0,
  });
  if (!created) throw new Error('not created');
  const seats: MemorySocket[] = [];
  for (let seat = 0; seat < 4; seat++) {
    const socket = sockets.connect(room);
    seats.push(socket);
    const join = { type: 'join', protocol: 1, name: `P${seat}` } as const;
    await send(room, socket, seat === 0 ? { ...join, token: created.token } : join);
    if (seat > 0) await send(room, socket, { type: 'sit', seat });
  }
  await send(room, seats[0]!, { type: 'start' });
  const state = new RoomStore(storage).snapshot()?.state;
  if (!state) throw new Error('not dealt');
  return { room, sockets, seats, state, moves: 0, advance: () => (now += 50) };
}

async function play(table: Table, seat: number, action: Action): Promise<void> {
  const result = applyAction(table.state, seat, action);
  if (!result.ok) throw new Error(result.error.message);
  table.advance();
  await send(table.room, table.seats[seat]!, {
    type: 'act',
    action,
    version: seenVersion(table.state, table.moves),
    game: 1,
  });
  table.state = result.state;
  table.moves++;
  expect(table.seats[seat]!.last('state')?.version).toBe(seenVersion(table.state, table.moves));
}

/** The `history` a newcomer gets now. */
async function newcomersHistory(table: Table, name: string) {
  table.advance();
  const watcher = table.sockets.connect(table.room);
  await send(table.room, watcher, { type: 'join', protocol: 1, name });
  return watcher.last('history');
}

describe('a long team game’s history during a swap', () => {
  it('is the same for a newcomer before and after a decision that waits for its partner', async () => {
    // Deals until one has a trio to collect from the hands' ends (a deal is random; most have one).
    let table: Table | null = null;
    let trio: { seat: number; turn: Action[] } | null = null;
    for (let tries = 0; tries < 20 && !trio; tries++) {
      table = await teamTable();
      for (const seat of [0, 1, 2, 3]) await play(table, seat, skip);
      for (let seat = 0; seat < 4 && !trio; seat++) {
        const turn = trioTurn({ ...table.state, turn: seat }, seat);
        if (turn) trio = { seat, turn };
      }
    }
    if (!table || !trio) throw new Error('no deal with a trio to collect in 20 deals');
    // Mismatches (a hand's lowest, then its highest) until the game is longer than the history
    // keeps, and it is the trio's seat's turn: mismatches change no hand.
    while (table.moves < MAX_LOG_MOVES + 10 || table.state.turn !== trio.seat) {
      const seat = table.state.turn;
      await play(table, seat, lowest(seat));
      await play(table, seat, highest(seat));
    }
    for (const action of trio.turn) await play(table, trio.seat, action);
    expect(table.state.phase).toBe('swap');
    const before = await newcomersHistory(table, 'Early');
    expect(before?.complete).toBe(false);
    // A seat of the other team decides; its partner has not.
    const decider = (trio.seat + 1) % 4;
    await play(table, decider, skip);
    expect(table.state.swap?.choices[decider]?.kind).toBe('skipped');
    expect(await newcomersHistory(table, 'Late')).toEqual(before);
  });
});
