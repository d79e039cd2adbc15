import { expect } from 'vitest';
import { applyAction, playerView } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/engine/types';
import type { BotLevel, ServerMessage } from '../../shared/protocol';
import { seenVersion } from '../fixtures/versions';
import { expectNoLeak } from './leaks';
import { actors, chooseAction, type PlannedMove, planMoves } from './moves';
import type { RoomClient } from './room-client';

/**
 * Tables of test clients in a room, over either harness: workerd (test/worker/client.ts, real
 * WebSockets through the Worker) or plain Node (test/room/node-rooms.ts, the room's logic over
 * sql.js and in-memory links). A harness is what it takes to make a room, join it, and read it.
 */
export interface RoomHarness<C extends RoomClient> {
  /** Creates a room from a `POST /api/games` body (refused: throws); resolves with its id. */
  createRoom(config: Record<string, unknown>): Promise<string>;
  /** Opens a socket into room `id` and joins (with `token`, from address `from`); resolves at the welcome. */
  join(
    id: string,
    name: string,
    token?: string,
    from?: string,
  ): Promise<{ client: C; welcome: Extract<ServerMessage, { type: 'welcome' }> }>;
  /** The room's true state as its storage holds it (throws without a game). */
  trueState(id: string): Promise<GameState>;
}

/** A room with every seat taken by a test client (seat i ↔ clients[i]), plus spectators. */
export interface Table<C extends RoomClient = RoomClient> {
  id: string;
  clients: C[];
  tokens: string[];
  spectators: C[];
}

type StateMessage = Extract<ServerMessage, { type: 'state' }>;

export function everyone<C extends RoomClient>(table: Table<C>): C[] {
  return [...table.clients, ...table.spectators];
}

/**
 * The sockets that hear of a move of `seat` with `events`: everyone, except for a swap decision
 * that waits for its partner (no events), which only the decider's socket hears of.
 */
export function hearers<C extends RoomClient>(table: Table<C>, seat: number, events: GameEvent[]): C[] {
  const decider = table.clients[seat];
  return events.length > 0 || !decider ? everyone(table) : [decider];
}

/** The table helpers over `harness`: each harness's table.ts exports them. */
export function tableKit<C extends RoomClient>(harness: RoomHarness<C>) {
  /** Joins `players` clients, seats them in order, adds spectators, and starts (client 0 is the host). */
  async function seatTable(id: string, players: number, spectators = 0): Promise<Table<C>> {
    const table: Table<C> = { id, clients: [], tokens: [], spectators: [] };
    for (let seat = 0; seat < players; seat++) {
      const { client, welcome } = await harness.join(id, `Player ${seat}`);
      client.send({ type: 'sit', seat });
      await client.next('room', (m) => m.seats[seat]?.player === welcome.player);
      table.clients.push(client);
      table.tokens.push(welcome.token);
    }
    for (let i = 0; i < spectators; i++)
      table.spectators.push((await harness.join(id, `Watcher ${i}`)).client);
    table.clients[0]?.send({ type: 'start' });
    await Promise.all(everyone(table).map((c) => c.next('state', (m) => m.version === 0)));
    return table;
  }

  /**
   * Plays the game in the room to its end with legal actions picked by `pick`. The true state is
   * read from storage once, then followed with the engine; after every move each socket that hears
   * of it (`hearers`) gets exactly one `state`, next, at the version clients see (`seenVersion`),
   * and it must be exactly its `playerView` (spectators: the public view) and leak nothing. A
   * socket that does not hear of a move gets nothing: its next `state` is the next move it hears of.
   */
  async function playToEnd(table: Table<C>, pick: (n: number) => number): Promise<GameState> {
    let state = await harness.trueState(table.id);
    let moves = 0;
    while (state.phase !== 'over') {
      const seat = actors(state)[0];
      if (seat === undefined) throw new Error('nobody can act');
      const action = chooseAction(state, seat, pick);
      const result = applyAction(state, seat, action);
      if (!result.ok) throw new Error(result.error.message);
      table.clients[seat]?.send({ type: 'act', action, version: seenVersion(state, moves) });
      state = result.state;
      moves++;
      const target = seenVersion(state, moves);
      const told = hearers(table, seat, result.events);
      const views = await Promise.all(told.map((c) => c.next('state')));
      views.forEach((m: StateMessage, i) => {
        const index = table.clients.indexOf(told[i]!);
        const viewer = index === -1 ? null : index;
        expect(m.version).toBe(target);
        expect(m.view).toEqual(playerView(state, viewer));
        expect(m.events).toEqual(result.events);
        expectNoLeak(m.view, state, viewer);
      });
    }
    return state;
  }

  /** A 3-player simple room of three `level` bots, started by a host who watches; resolves at version 0. */
  async function botTable(level: BotLevel): Promise<{ id: string; client: C }> {
    const id = await harness.createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    const { client } = await harness.join(id, 'Host');
    for (const seat of [0, 1, 2]) client.send({ type: 'add_bot', seat, level });
    await client.next('room', (m) => m.seats.every((s) => s.bot === level));
    client.send({ type: 'start' });
    await client.next('state', (m) => m.version === 0);
    return { id, client };
  }

  /**
   * A 3-player simple room: one person on seat 0 and computers of `levels` on seats 1 and 2,
   * started; resolves with the person's client and the version-0 state already read.
   */
  async function soloTable(levels: readonly [BotLevel, BotLevel]): Promise<{ id: string; client: C }> {
    const id = await harness.createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    const { client, welcome } = await harness.join(id, 'Solo');
    client.send({ type: 'sit', seat: 0 });
    client.send({ type: 'add_bot', seat: 1, level: levels[0] });
    client.send({ type: 'add_bot', seat: 2, level: levels[1] });
    await client.next('room', (m) => m.seats[0]?.player === welcome.player && m.seats[2]?.bot === levels[1]);
    client.send({ type: 'start' });
    await client.next('state', (m) => m.version === 0);
    return { id, client };
  }

  /**
   * A started table (`seatTable`) whose deal lasts `count` planned moves of `seed` (`planMoves`)
   * with the game still running after them: the deal is random, and the trio-seeking player can
   * end a game in a few moves, so a test that needs a running game takes deals until one lasts.
   */
  async function lastingTable(
    config: Record<string, unknown>,
    players: number,
    spectators: number,
    count: number,
    seed: number,
  ): Promise<{ table: Table<C>; start: GameState; moves: PlannedMove[] }> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const table = await seatTable(await harness.createRoom(config), players, spectators);
      const start = await harness.trueState(table.id);
      const moves = planMoves(start, count, seed);
      if (moves) return { table, start, moves };
      for (const client of everyone(table)) client.close();
    }
    throw new Error(`no deal in 10 lasted ${count} moves of seed ${seed}`);
  }

  return { seatTable, playToEnd, botTable, soloTable, lastingTable };
}
