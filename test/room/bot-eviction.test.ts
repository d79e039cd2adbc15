import { describe, expect, it } from 'vitest';
import type { CreateGameRequest } from '../../shared/protocol';
import type { RoomStorage } from '../../worker/net/ports';
import { Room, type RoomPorts } from '../../worker/room/Room';
import { SNAPSHOT_EVERY } from '../../worker/room/store/checkpoints';
import { RoomStore } from '../../worker/room/store/RoomStore';
import { timingFrom } from '../../worker/room/timing';
import { Prng, withSeededRuntime } from './fuzz-random';
import { MemorySockets } from './memory-socket';
import { NodeStorage } from './node-storage';

/** What a whole game of computers left behind: what a spectator saw, the log, the rows written. */
interface Played {
  frames: string[];
  actions: unknown[];
  moves: number;
  /** After every alarm: each computer's memory as the room held it, by seat. */
  memories: (string | null)[][];
  /** Statements that wrote a computer's memory: to `bots`, or a player's row (the takeover's). */
  memoryWrites: { bots: number; players: number };
}

/**
 * Plays a whole game in which only computers move, through the alarm: bots on seats 1–3 and, on
 * seat 0, the room's creator, who never connects, so autoplay takes their seat over. The room's
 * randomness (ids, the deal) comes from `seed`. With `evict`, every alarm reaches a fresh `Room`
 * over the same storage, which must rebuild each computer's memory from the moves.
 */
async function playComputers(request: CreateGameRequest, seed: number, evict: boolean): Promise<Played> {
  // Opened outside the seeded runtime: sql.js names its database file with Math.random.
  const storage = await NodeStorage.open();
  return withSeededRuntime(new Prng(seed), async () => {
    const memoryWrites = { bots: 0, players: 0 };
    const counted: RoomStorage = {
      sql: {
        exec: (query, ...bindings) => {
          if (/INSERT OR REPLACE INTO bots/.test(query)) memoryWrites.bots++;
          if (/INSERT OR REPLACE INTO players/.test(query)) memoryWrites.players++;
          return storage.sql.exec(query, ...bindings);
        },
      },
      transactionSync: (fn) => storage.transactionSync(fn),
    };
    let now = 1_700_000_000_000;
    const sockets = new MemorySockets();
    const ports: RoomPorts = {
      storage: counted,
      alarm: storage,
      clock: { now: () => now },
      sockets: sockets.all,
      timing: timingFrom('0'),
    };
    let room = new Room(ports);
    if (!(await room.onCreate('abcdefghjk', request))) throw new Error('not created');
    const watcher = sockets.connect(room);
    await room.onMessage(watcher, JSON.stringify({ type: 'join', protocol: 1, name: 'Watcher' }));
    const start = { ...memoryWrites };
    const memories: (string | null)[][] = [];
    /** Each computer's memory by seat in `store`: the bot's, or the autoplay of the player there. */
    const held = (store: RoomStore) =>
      [0, 1, 2, 3].map(
        (seat) =>
          store.bot(seat)?.memory ?? store.players().find((p) => p.seat === seat)?.autoplayMemory ?? null,
      );
    for (let alarms = 0; new RoomStore(storage).meta().status === 'playing'; alarms++) {
      if (storage.alarm === null || alarms > 5000) throw new Error('the game stalled');
      now = Math.max(now, storage.alarm);
      storage.alarm = null;
      if (evict) {
        room = new Room(ports);
        await room.onStart();
      }
      await room.onAlarm();
      // biome-ignore lint/complexity/useLiteralKeys: the room's cache is read on purpose, to compare.
      const live = held(room['store']);
      // A room that woke now would hold the same memories, rebuilt from the moves.
      expect(held(new RoomStore(storage))).toEqual(live);
      memories.push(live);
    }
    const actions = storage.sql
      .exec('SELECT game, seq, seat, action, at, events FROM actions ORDER BY seq')
      .toArray();
    return {
      frames: watcher.frames,
      actions,
      moves: actions.length,
      memories,
      memoryWrites: { bots: memoryWrites.bots - start.bots, players: memoryWrites.players - start.players },
    };
  });
}

/** Checkpoints among versions 1..`moves` (the last one ends the game, a checkpoint too). */
const checkpointsIn = (moves: number) =>
  Math.floor(moves / SNAPSHOT_EVERY) + (moves % SNAPSHOT_EVERY ? 1 : 0);

describe('computer players after an eviction between every two moves', () => {
  for (const [label, config, seed] of [
    ['3 bots and autoplay, simple', { players: 4, mode: 'simple', teams: false }, 5],
    ['teams with swaps, spicy', { players: 4, mode: 'spicy', teams: true }, 9],
  ] as const) {
    it(`${label}: every move is the one the uninterrupted room played, and memories are written only with checkpoints`, async () => {
      const request: CreateGameRequest = {
        ...config,
        log: 'open',
        name: 'Ann',
        seat: 0,
        bots: [
          { seat: 1, level: 'easy' },
          { seat: 2, level: 'normal' },
          { seat: 3, level: 'hard' },
        ],
        start: true,
      };
      const kept = await playComputers(request, seed, false);
      const evicted = await playComputers(request, seed, true);
      expect(kept.moves).toBeGreaterThan(2 * SNAPSHOT_EVERY);
      // Autoplay took seat 0 over and played it.
      expect(kept.actions.some((row) => (row as { seat: number }).seat === 0)).toBe(true);
      expect(evicted.actions).toEqual(kept.actions);
      expect(evicted.frames).toEqual(kept.frames);
      expect(evicted.memories).toEqual(kept.memories);
      // Three bots written once per checkpoint of the game, not once per move (nor per decision).
      for (const run of [kept, evicted]) expect(run.memoryWrites.bots).toBe(3 * checkpointsIn(run.moves));
      // The creator's row: the takeover, and their autoplay memory with each later checkpoint.
      expect(kept.memoryWrites.players).toBeLessThanOrEqual(1 + checkpointsIn(kept.moves));
      expect(evicted.memoryWrites).toEqual(kept.memoryWrites);
    });
  }
});
