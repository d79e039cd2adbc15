import { expect } from 'vitest';
import { applyAction, legalActions, playerView } from '../../shared/engine';
import type { Action, GameEvent, GameState, PlayerView } from '../../shared/engine/types';
import type { BotLevel, LogEvent, ServerMessage } from '../../shared/protocol';
import { seenVersion } from '../fixtures/versions';
import { createRoom, TestClient, trueState } from './client';

/** A room with every seat taken by a test client (seat i ↔ clients[i]), plus spectators. */
export interface Table {
  id: string;
  clients: TestClient[];
  tokens: string[];
  spectators: TestClient[];
}

type StateMessage = Extract<ServerMessage, { type: 'state' }>;

/** Joins `players` clients, seats them in order, adds spectators, and starts (client 0 is the host). */
export async function seatTable(id: string, players: number, spectators = 0): Promise<Table> {
  const table: Table = { id, clients: [], tokens: [], spectators: [] };
  for (let seat = 0; seat < players; seat++) {
    const { client, welcome } = await TestClient.join(id, `Player ${seat}`);
    client.send({ type: 'sit', seat });
    await client.next('room', (m) => m.seats[seat]?.player === welcome.player);
    table.clients.push(client);
    table.tokens.push(welcome.token);
  }
  for (let i = 0; i < spectators; i++)
    table.spectators.push((await TestClient.join(id, `Watcher ${i}`)).client);
  table.clients[0]?.send({ type: 'start' });
  await Promise.all(everyone(table).map((c) => c.next('state', (m) => m.version === 0)));
  return table;
}

export function everyone(table: Table): TestClient[] {
  return [...table.clients, ...table.spectators];
}

/**
 * What one viewer may see, checked independently of `playerView`: only its own hand, face-down
 * center cards without values, no seed or PRNG, no other seat's swap offer — and, once the game is
 * over only, every hand and center card in `final` (null before, for every viewer).
 */
export function expectNoLeak(view: PlayerView, state: GameState, seat: number | null): void {
  const { final, ...rest } = view;
  expect(final).toEqual(
    state.phase === 'over'
      ? { hands: state.hands, center: state.center.map((value) => value ?? 'empty') }
      : null,
  );
  expect(view.hand).toEqual(seat === null ? null : state.hands[seat]);
  const faceUp = new Map(
    state.revealed.flatMap((r) => (r.target.kind === 'center' ? [[r.target.slot, r.value] as const] : [])),
  );
  view.center.forEach((slot, i) => {
    if (state.center[i] === null) expect(slot).toBe('empty');
    else expect(slot).toBe(faceUp.get(i) ?? 'face_down');
  });
  const choice = seat === null ? null : state.swap?.choices[seat];
  expect(view.swap?.offered ?? null).toBe(choice?.kind === 'offered' ? choice.value : null);
  expect(JSON.stringify(rest)).not.toMatch(/seed|rng|hands|choices/);
}

/** A view's `final` in a frame: the one place hands may appear (`expectCleanFrames`). */
const FINAL = /"final":\{"hands":\[[[\]\d,]*\],"center":\[[\d,"empty]*\]\}/;

/** Checks every frame a client ever received for other players' tokens and engine internals. */
export function expectCleanFrames(client: TestClient, ownToken: string | null, tokens: string[]): void {
  for (const frame of client.frames) {
    for (const token of tokens) if (token !== ownToken) expect(frame).not.toContain(token);
    // Every hand is public in a view's `final`, and only at game over.
    const final = FINAL.exec(frame);
    if (final) expect(frame).toContain('"phase":"over"');
    const rest = final ? frame.replace(final[0], '"final":null') : frame;
    expect(rest).not.toMatch(/"seed"|"rng"|"hands"|"choices"|token_?hash/i);
  }
}

export { seenVersion };

/** A small seeded generator, so a test's choice of moves is reproducible. */
export function chooser(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/**
 * The test's player: seeks a trio with the true state (depth 3), else a random legal action, so
 * games end in tens of moves rather than hundreds.
 */
export function chooseAction(state: GameState, seat: number, pick: (n: number) => number): Action {
  const options = legalActions(state, seat);
  if (state.phase === 'play') {
    for (const action of options)
      if (leadsToTrio(state, seat, action, 3 - state.revealed.length)) return action;
  }
  const action = options[pick(options.length)];
  if (!action) throw new Error('no legal action');
  return action;
}

function leadsToTrio(state: GameState, seat: number, action: Action, depth: number): boolean {
  const result = applyAction(state, seat, action);
  if (!result.ok) return false;
  if (result.events.some((e) => e.type === 'trio_collected')) return true;
  if (depth <= 1 || result.state.turn !== seat || result.state.revealed.length === 0) return false;
  return legalActions(result.state, seat).some((next) => leadsToTrio(result.state, seat, next, depth - 1));
}

/** Seats that must act now (the seat to play, or every seat still deciding in a swap). */
function actors(state: GameState): number[] {
  if (state.phase === 'play') return [state.turn];
  if (state.phase !== 'swap' || !state.swap) return [];
  return state.swap.choices.flatMap((c, seat) => (c?.kind === 'deciding' ? [seat] : []));
}

/**
 * The sockets that hear of a move of `seat` with `events`: everyone, except for a swap decision
 * that waits for its partner (no events), which only the decider's socket hears of.
 */
export function hearers(table: Table, seat: number, events: GameEvent[]): TestClient[] {
  const decider = table.clients[seat];
  return events.length > 0 || !decider ? everyone(table) : [decider];
}

/**
 * Plays the game in the room to its end with legal actions picked by `pick`. The true state is
 * read from storage once, then followed with the engine; after every move each socket that hears
 * of it (`hearers`) gets exactly one `state`, next, at the version clients see (`seenVersion`),
 * and it must be exactly its `playerView` (spectators: the public view) and leak nothing. A
 * socket that does not hear of a move gets nothing: its next `state` is the next move it hears of.
 */
export async function playToEnd(table: Table, pick: (n: number) => number): Promise<GameState> {
  let state = await trueState(table.id);
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

/** The classic log, computed apart from the server: a reveal whose turn ended in a mismatch loses its value. */
export function classicLog(events: GameEvent[]): LogEvent[] {
  return events.map((e, i) => {
    if (e.type === 'mismatch')
      return { ...e, revealed: e.revealed.map((r) => ({ target: r.target, value: null })) };
    if (e.type !== 'revealed') return e;
    const end = events.slice(i + 1).find((x) => x.type === 'mismatch' || x.type === 'trio_collected');
    return end?.type === 'mismatch' ? { ...e, value: null } : e;
  });
}

/** A 3-player simple room of three `level` bots, started by a host who watches; resolves at version 0. */
export async function botTable(level: BotLevel): Promise<{ id: string; client: TestClient }> {
  const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
  const { client } = await TestClient.join(id, 'Host');
  for (const seat of [0, 1, 2]) client.send({ type: 'add_bot', seat, level });
  await client.next('room', (m) => m.seats.every((s) => s.bot === level));
  client.send({ type: 'start' });
  await client.next('state', (m) => m.version === 0);
  return { id, client };
}

/**
 * A 3-player simple room: one person on seat 0 and computers of `levels` on seats 1 and 2, started;
 * resolves with the person's client and the version-0 state already read.
 */
export async function soloTable(
  levels: readonly [BotLevel, BotLevel],
): Promise<{ id: string; client: TestClient }> {
  const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
  const { client, welcome } = await TestClient.join(id, 'Solo');
  client.send({ type: 'sit', seat: 0 });
  client.send({ type: 'add_bot', seat: 1, level: levels[0] });
  client.send({ type: 'add_bot', seat: 2, level: levels[1] });
  await client.next('room', (m) => m.seats[0]?.player === welcome.player && m.seats[2]?.bot === levels[1]);
  client.send({ type: 'start' });
  await client.next('state', (m) => m.version === 0);
  return { id, client };
}

/** One move of a plan: who makes it, what, and the engine's answer. */
export interface PlannedMove {
  seat: number;
  action: Action;
  events: GameEvent[];
  state: GameState;
}

/**
 * The first `count` moves `chooseAction` makes with `chooser(seed)` from `start` (the seat to
 * play, or in a swap the first seat still deciding), or null when the game would end within them.
 * The same seed then makes the same moves in the room.
 */
export function planMoves(start: GameState, count: number, seed: number): PlannedMove[] | null {
  const pick = chooser(seed);
  const moves: PlannedMove[] = [];
  let state = start;
  while (moves.length < count) {
    const seat = actors(state)[0];
    if (seat === undefined) return null;
    const action = chooseAction(state, seat, pick);
    const result = applyAction(state, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    if (result.state.phase === 'over') return null;
    moves.push({ seat, action, events: result.events, state: result.state });
    state = result.state;
  }
  return moves;
}

/**
 * A started table (`seatTable`) whose deal lasts `count` planned moves of `seed` (`planMoves`)
 * with the game still running after them: the deal is random, and the trio-seeking player can
 * end a game in a few moves, so a test that needs a running game takes deals until one lasts.
 */
export async function lastingTable(
  config: Record<string, unknown>,
  players: number,
  spectators: number,
  count: number,
  seed: number,
): Promise<{ table: Table; start: GameState; moves: PlannedMove[] }> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const table = await seatTable(await createRoom(config), players, spectators);
    const start = await trueState(table.id);
    const moves = planMoves(start, count, seed);
    if (moves) return { table, start, moves };
    for (const client of everyone(table)) client.close();
  }
  throw new Error(`no deal in 10 lasted ${count} moves of seed ${seed}`);
}
