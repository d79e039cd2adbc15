import { describe, expect, it } from 'vitest';
import type { Action, PlayerView } from '../../shared/engine/types';
import type { RoomStorage } from '../../worker/net/ports';
import { Room } from '../../worker/room/Room';
import { SNAPSHOT_EVERY } from '../../worker/room/store/checkpoints';
import { timingFrom } from '../../worker/room/timing';
import { type MemorySocket, MemorySockets } from './memory-socket';
import { NodeStorage } from './node-storage';

/** A legal reveal from what the player sees: a face-down center card, else their own lowest. */
function reveal(view: PlayerView, seat: number): Action {
  const slot = view.center.indexOf('face_down');
  return slot >= 0
    ? { type: 'reveal', target: { kind: 'center', slot } }
    : { type: 'reveal', target: { kind: 'hand', seat, end: 'lowest' } };
}

/**
 * What one human move asks of the runtime, counted at the room's ports: the I/O any Durable
 * Object must do (one transaction, one row, the sends), and nothing a wake-up at the paced rate
 * would pay for again — no read, no alarm, no call for the list of sockets.
 */
describe('the runtime calls of a move', () => {
  it('a move of three present players: one transaction, its action row, a checkpoint every 8 versions; no read, alarm or socket list', async () => {
    const storage = await NodeStorage.open();
    const calls: string[] = [];
    const metered: RoomStorage = {
      sql: {
        exec: (query, ...bindings) => {
          calls.push(query.trim().split(/\s+/).slice(0, 3).join(' '));
          return storage.sql.exec(query, ...bindings);
        },
      },
      transactionSync: (fn) => {
        calls.push('transaction');
        return storage.transactionSync(fn);
      },
    };
    const sockets = new MemorySockets();
    let now = 1_700_000_000_000;
    const room = new Room({
      storage: metered,
      alarm: {
        setAlarm: async (at) => {
          calls.push('setAlarm');
          await storage.setAlarm(at);
        },
        deleteAlarm: () => storage.deleteAlarm(),
        deleteAll: () => storage.deleteAll(),
      },
      clock: { now: () => now },
      sockets: () => {
        calls.push('getWebSockets');
        return sockets.all();
      },
      // The default timing: the turn timer is on, as in production.
      timing: timingFrom(undefined),
    });
    const created = await room.onCreate('abcdefghjk', {
      players: 3,
      mode: 'simple',
      teams: false,
      log: 'classic',
    });
    if (!created) throw new Error('not created');
    const people: MemorySocket[] = [];
    for (let seat = 0; seat < 3; seat++) {
      const socket = sockets.connect(room);
      people.push(socket);
      const token = seat === 0 ? { token: created.token } : {};
      await room.onMessage(socket, JSON.stringify({ type: 'join', protocol: 1, name: `P${seat}`, ...token }));
      await room.onMessage(socket, JSON.stringify({ type: 'sit', seat }));
    }
    await room.onMessage(people[0]!, JSON.stringify({ type: 'start' }));
    // Frames that came while a join was pending queue behind it until its promise has settled.
    await new Promise((resolve) => setTimeout(resolve, 0));
    let counted = 0;
    for (let version = 0; version < 3 * SNAPSHOT_EVERY; version++) {
      const state = people[0]!.last('state');
      if (!state || state.view.phase === 'over') break;
      const seat = state.view.turn;
      const view = people[seat]!.last('state')!.view;
      calls.length = 0;
      now += 500;
      const pending = room.onMessage(
        people[seat]!,
        JSON.stringify({ type: 'act', action: reveal(view, seat), version: state.version, game: 1 }),
      );
      // Handled synchronously: nothing left for the runtime to wait for.
      expect(pending).toBeUndefined();
      const after = people[0]!.last('state');
      expect(after?.version).toBe(version + 1);
      // The move that ends the game also writes the room's status and the game's winner.
      if (after?.view.phase === 'over') break;
      const checkpoint = (version + 1) % SNAPSHOT_EVERY === 0;
      expect(calls).toEqual(
        checkpoint
          ? ['transaction', 'INSERT INTO actions', 'INSERT OR REPLACE']
          : ['transaction', 'INSERT INTO actions'],
      );
      counted++;
    }
    expect(counted).toBeGreaterThanOrEqual(2 * SNAPSHOT_EVERY);
  });
});
