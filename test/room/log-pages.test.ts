import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, type GameConfigInput, legalActions, visibleLog } from '../../shared/engine';
import type { GameEvent, GameState, LogEvent, LogMode } from '../../shared/engine/types';
import type { ClientMessage } from '../../shared/protocol';
import { Room } from '../../worker/room/Room';
import { RoomStore } from '../../worker/room/store/RoomStore';
import { timingFrom } from '../../worker/room/timing';
import { ALL_CONFIGS } from '../fixtures/deals';
import { actor, testRng } from '../fixtures/play';
import { seenVersion } from '../fixtures/versions';
import { type MemorySocket, MemorySockets } from './memory-socket';
import { NodeStorage } from './node-storage';

/**
 * The whole log of a running game, page by page over the socket (`log_page`): a newcomer's
 * `history` and the pages before it, put together, are exactly the log from the deal as the room's
 * log mode shows it — and, in a classic log, no page of a running game shows the value of a card
 * that is face down now. Long random games (uniform legal play: hundreds of moves, past the
 * history's last `MAX_LOG_MOVES`), in the room itself (plain Node: sql.js, in-memory sockets).
 */

const send = (room: Room, socket: MemorySocket, message: ClientMessage) =>
  room.onMessage(socket, JSON.stringify(message));

interface Game {
  room: Room;
  clock: { now(): number; advance(ms: number): void };
  sockets: MemorySockets;
  storage: NodeStorage;
  seats: MemorySocket[];
  state: GameState;
  version: number;
  events: GameEvent[];
}

async function dealt(config: GameConfigInput, log: LogMode): Promise<Game> {
  const storage = await NodeStorage.open();
  const sockets = new MemorySockets();
  let now = 1_700_000_000_000;
  // Time moves on 50 ms a move: under the frame limit, far under the turn timer (no alarm is run).
  const clock = {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
  const ports = { storage, alarm: storage, clock, sockets: sockets.all, timing: timingFrom('0') };
  const room = new Room(ports);
  await room.onStart();
  const created = await room.onCreate('pagesroom22', { ...config, log, name: 'P0', seat: 0 });
  if (!created) throw new Error('not created');
  const seats: MemorySocket[] = [];
  for (let seat = 0; seat < config.players; seat++) {
    const socket = sockets.connect(room);
    seats.push(socket);
    const join = { type: 'join', protocol: 1, name: `P${seat}` } as const;
    await send(room, socket, seat === 0 ? { ...join, token: created.token } : join);
    if (seat > 0) await send(room, socket, { type: 'sit', seat });
  }
  await send(room, seats[0]!, { type: 'start' });
  const state = new RoomStore(storage).snapshot()?.state;
  if (!state) throw new Error('not dealt');
  return { room, clock, sockets, storage, seats, state, version: 0, events: [] };
}

/** Plays `moves` uniformly random legal moves (fewer if the game ends), through the seats' sockets. */
async function playRandom(game: Game, moves: number, random: () => number): Promise<void> {
  for (let i = 0; i < moves && game.state.phase !== 'over'; i++) {
    const seat = actor(game.state);
    const options = legalActions(game.state, seat);
    const action = options[Math.floor(random() * options.length)]!;
    const result = applyAction(game.state, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    game.clock.advance(50);
    const socket = game.seats[seat]!;
    const heard = socket.messages.length;
    await send(game.room, socket, {
      type: 'act',
      action,
      version: seenVersion(game.state, game.version),
      game: 1,
    });
    game.state = result.state;
    game.version++;
    if (
      socket.messages.length === heard ||
      socket.last('state')?.version !== seenVersion(game.state, game.version)
    )
      throw new Error(`move ${game.version} refused`);
    game.events.push(...result.events);
  }
}

/** A new spectator reads the history, then every older page to the deal; returns the whole log. */
async function wholeLog(game: Game): Promise<{ log: LogEvent[]; pages: LogEvent[][] }> {
  game.clock.advance(50);
  const watcher = game.sockets.connect(game.room);
  await send(game.room, watcher, { type: 'join', protocol: 1, name: 'Watcher' });
  const history = watcher.last('history')!;
  expect(history.version).toBe(seenVersion(game.state, game.version));
  let log = history.events;
  const pages: LogEvent[][] = [];
  let before = history.complete ? null : history.from!;
  while (before !== null) {
    game.clock.advance(50);
    await send(game.room, watcher, { type: 'log_page', game: 1, before });
    const page = watcher.last('log_page')!;
    expect(page).toMatchObject({ game: 1, before });
    expect(page.from).toBeLessThan(before);
    pages.push(page.events);
    log = [...page.events, ...log];
    before = page.more ? page.from : null;
    if (!page.more) expect(page.from).toBe(1);
  }
  return { log, pages };
}

/**
 * Against the true state, in a classic log: a value shown either is face up now (the reveals of
 * the turn running) or belongs to a trio its revealer's team collected; a mismatch shows none.
 */
function expectNothingHidden(pages: LogEvent[][], state: GameState): void {
  for (const events of pages) {
    for (const e of events) {
      if (e.type === 'mismatch') for (const r of e.revealed) expect(r.value).toBeNull();
      if (e.type === 'revealed' && e.value !== null) expect(state.trios.flat()).toContain(e.value);
    }
  }
}

describe('older pages of a running game’s log (log_page)', { timeout: 120_000 }, () => {
  it('history + every page = the whole log, redacted as one; no page shows a face-down card', async () => {
    let paged = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ALL_CONFIGS),
        fc.constantFrom<LogMode>('classic', 'open'),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.array(fc.integer({ min: 40, max: 500 }), { minLength: 1, maxLength: 3 }),
        async (config, log, seed, stretches) => {
          const game = await dealt(config, log);
          const random = testRng(seed);
          for (const moves of stretches) {
            await playRandom(game, moves, random);
            const { log: whole, pages } = await wholeLog(game);
            expect(whole).toEqual(visibleLog(game.events, log));
            if (log === 'classic') expectNothingHidden(pages, game.state);
            paged += pages.length;
          }
        },
      ),
      { numRuns: 10 },
    );
    // The property ran past the history's length: pages were served.
    expect(paged).toBeGreaterThan(0);
  });

  it('a page that does not start a turn, of another game, or before the deal: room/no_such_page, nothing else', async () => {
    const game = await dealt({ players: 3, mode: 'simple', teams: false }, 'classic');
    await playRandom(game, 400, testRng(4));
    const socket = game.seats[1]!;
    const boundary = new RoomStore(game.storage).logTail(1);
    // A version whose move is a turn's first reveal is inside a turn, not at its start.
    const inside = boundary.find((row) => row.events.length === 1 && row.events[0]?.type === 'revealed');
    if (!inside) throw new Error('no first reveal');
    for (const ask of [
      { game: 1, before: inside.seq + 1 },
      { game: 2, before: 3 },
      { game: 1, before: 1 },
      { game: 1, before: game.version + 5 },
    ]) {
      const count = socket.messages.length;
      await send(game.room, socket, { type: 'log_page', ...ask });
      expect(socket.messages.slice(count)).toEqual([
        {
          type: 'error',
          code: 'room/no_such_page',
          message: 'no such page of the log: ask for pages of the current game',
        },
      ]);
    }
  });
});
