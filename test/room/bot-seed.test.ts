import { describe, expect, it } from 'vitest';
import { createBot } from '../../shared/bots';
import type { BotLevel } from '../../shared/protocol';
import { Room, type RoomPorts } from '../../worker/room/Room';
import { RoomStore } from '../../worker/room/store/RoomStore';
import { timingFrom } from '../../worker/room/timing';
import { MemorySockets } from './memory-socket';
import { NodeStorage } from './node-storage';

const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

/** The ports of a room in plain Node: SQLite in memory, in-memory sockets, a fixed clock. */
async function nodePorts(): Promise<{ storage: NodeStorage; sockets: MemorySockets; ports: RoomPorts }> {
  const storage = await NodeStorage.open();
  const sockets = new MemorySockets();
  const ports: RoomPorts = {
    storage,
    alarm: storage,
    clock: { now: () => 1_700_000_000_000 },
    sockets: sockets.all,
    timing: timingFrom('0'),
  };
  return { storage, sockets, ports };
}

/** A Play-now room in plain Node, dealt at once: the creator on seat 0, computers on 1 and 2. */
async function dealtRoom(id: string) {
  const { storage, ports } = await nodePorts();
  const room = new Room(ports);
  const created = await room.onCreate(id, {
    players: 3,
    mode: 'simple',
    teams: false,
    log: 'classic',
    name: 'Ann',
    seat: 0,
    bots: [
      { seat: 1, level: LEVELS[1]! },
      { seat: 2, level: LEVELS[2]! },
    ],
    start: true,
  });
  if (!created) throw new Error('not created');
  return { storage };
}

function stored(storage: NodeStorage) {
  const store = new RoomStore(storage);
  const seed = store.snapshot()!.state.seed;
  const botSeed = storage.sql.exec('SELECT bot_seed FROM room').one().bot_seed;
  return { store, seed, botSeed };
}

describe("computer players' seeds", () => {
  it('come from a random value of their own, stored apart from the game seed, never from the game seed', async () => {
    const seen = new Set<unknown>();
    for (const id of ['botseedroom1', 'botseedroom2']) {
      const { storage } = await dealtRoom(id);
      const { store, seed, botSeed } = stored(storage);
      expect(botSeed).toMatch(/^[0-9a-f]{32}$/);
      expect(botSeed).not.toBe(seed);
      seen.add(botSeed);
      for (const bot of store.bots()) {
        const memory = JSON.parse(bot.memory ?? 'null');
        // The bot's generator is seeded from the bot seed: the deal's seed is not its input.
        expect(memory.rng).toEqual(createBot(bot.level, bot.seat, String(botSeed)).rng);
        expect(memory.rng).not.toEqual(createBot(bot.level, bot.seat, seed).rng);
      }
    }
    expect(seen.size).toBe(2);
  });

  it('a room stored without one (an older deploy) still plays: its computers get a fresh one', async () => {
    const { storage, sockets, ports } = await nodePorts();
    const room = new Room(ports);
    const bots = [0, 1, 2].map((seat) => ({ seat, level: LEVELS[seat]! }));
    const created = await room.onCreate('botseedroom3', {
      players: 3,
      mode: 'simple',
      teams: false,
      log: 'open',
      bots,
    });
    if (!created) throw new Error('not created');
    const host = sockets.connect(room);
    await room.onMessage(
      host,
      JSON.stringify({ type: 'join', protocol: 1, name: 'Host', token: created.token }),
    );
    await room.onMessage(host, JSON.stringify({ type: 'start' }));
    const { seed } = stored(storage);
    // As an older deploy left it: no bot seed, and computers that have not made up their minds.
    storage.sql.exec('UPDATE room SET bot_seed = NULL');
    storage.sql.exec('UPDATE bots SET memory = NULL');
    await new Room(ports).onAlarm();
    const after = stored(storage);
    expect(after.botSeed).toMatch(/^[0-9a-f]{32}$/);
    expect(after.botSeed).not.toBe(seed);
    expect(after.store.snapshot()!.version).toBeGreaterThan(0);
  });
});
