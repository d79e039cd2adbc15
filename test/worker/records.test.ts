import { abortAllDurableObjects, runInDurableObject } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../shared/engine';
import type { GameState } from '../../shared/engine/types';
import { HttpErrorSchema } from '../../shared/protocol';
import { GameListSchema, type GameRecord, GameRecordSchema } from '../../shared/protocol/record';
import { replay } from '../../shared/record';
import { createRoom, ORIGIN, roomStub, TestClient, trueState } from './client';
import { chooseAction, chooser, everyone, lastingTable, seatTable, type Table } from './table';

/**
 * `GET /api/games/:id/games/:game` and `GET /api/games/:id/games` (docs/design.md, Game records): the
 * record of a finished game is what was played; a running game is refused and told nothing of.
 */

const config = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;

const get = (path: string) => exports.default.fetch(`${ORIGIN}/api/games/${path}`);

async function record(id: string, game: number): Promise<GameRecord> {
  const response = await get(`${id}/games/${game}`);
  expect(response.status).toBe(200);
  return v.parse(GameRecordSchema, await response.json());
}

async function refusal(path: string, status: number) {
  const response = await get(path);
  expect(response.status).toBe(status);
  const body: unknown = await response.json();
  // Exactly the error: nothing else of the room or the game comes with it.
  expect(Object.keys(Object(body))).toEqual(['error']);
  return v.parse(HttpErrorSchema, body);
}

/** Plays `moves` moves (or to the end) with legal actions; returns what was played. */
async function play(table: Table, moves: number, seed: number, game = 1) {
  const pick = chooser(seed);
  const start = await trueState(table.id);
  let state: GameState = start;
  let version = 0;
  const actions: GameRecord['actions'] = [];
  while (state.phase !== 'over' && version < moves) {
    const seat =
      state.phase === 'swap' ? state.swap!.choices.findIndex((c) => c?.kind === 'deciding') : state.turn;
    const action = chooseAction(state, seat, pick);
    const result = applyAction(state, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    actions.push({ seat, action });
    table.clients[seat]!.send({ type: 'act', action, version, game });
    const target = ++version;
    await Promise.all(
      everyone(table).map((c) => c.next('state', (m) => m.game === game && m.version === target)),
    );
  }
  return { start, state, actions };
}

describe('game records over HTTP', { timeout: 60_000 }, () => {
  it('the record of a finished game is exactly what was played: deal, first seat, seats, actions, winner', async () => {
    const table = await seatTable(await createRoom(config), 3);
    const { start, state, actions } = await play(table, Number.POSITIVE_INFINITY, 3);
    expect(state.phase).toBe('over');
    const got = await record(table.id, 1);
    expect(got).toEqual({
      protocol: 1,
      config: { players: 3, mode: 'simple', teams: false, spicyThreeTrios: false },
      deal: { hands: start.hands, center: start.center },
      firstSeat: start.turn,
      seats: [0, 1, 2].map((seat) => ({ name: `Player ${seat}`, bot: null })),
      actions,
      winner: state.winner,
    });
    // Nothing secret in it: no seed, no token.
    const text = JSON.stringify(got);
    expect(text).not.toContain(start.seed);
    for (const token of table.tokens) expect(text).not.toContain(token);
    // It replays to the same end.
    const replayed = replay(got);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.final.hands).toEqual(state.hands);
    expect(replayed.value.final.trios).toEqual(state.trios);
  });

  it('a running game: 409 room/game_running, and nothing of it (no deal, no length)', async () => {
    // Four moves that leave the game running (the trio-seeking player can end one in three).
    const { table } = await lastingTable(config, 3, 0, 4, 5);
    await play(table, 4, 5);
    const body = await refusal(`${table.id}/games/1`, 409);
    expect(body.error.code).toBe('room/game_running');
    expect(Object.keys(body.error)).toEqual(['code', 'message']);
    expect(body.error.message).not.toMatch(/\d/);
    const list = v.parse(GameListSchema, await (await get(`${table.id}/games`)).json());
    expect(list).toEqual({ games: [] });
  });

  it('after a rematch: the first game is public, the one now running gets 409, and the list has the first only', async () => {
    const table = await seatTable(await createRoom(config), 3);
    const first = await play(table, Number.POSITIVE_INFINITY, 8);
    table.clients[0]!.send({ type: 'rematch' });
    await Promise.all(everyone(table).map((c) => c.next('state', (m) => m.game === 2 && m.version === 0)));
    expect((await record(table.id, 1)).actions).toEqual(first.actions);
    expect((await refusal(`${table.id}/games/2`, 409)).error.code).toBe('room/game_running');
    const list = v.parse(GameListSchema, await (await get(`${table.id}/games`)).json());
    expect(list.games).toEqual([
      {
        game: 1,
        seats: [0, 1, 2].map((seat) => ({ name: `Player ${seat}`, bot: null })),
        winner: first.state.winner,
      },
    ]);
  });

  it('unknown games and rooms: 404, with nothing created', async () => {
    const table = await seatTable(await createRoom(config), 3);
    for (const game of ['2', '0', '99', '-1', '1.5', 'abc', '0001', '1e3'])
      expect((await refusal(`${table.id}/games/${game}`, 404)).error.code).toBe('room/game_not_found');
    expect((await refusal('zzzzzzzzzzzz/games/1', 404)).error.code).toBe('room/not_found');
    expect((await refusal('zzzzzzzzzzzz/games', 404)).error.code).toBe('room/not_found');
    expect((await refusal('not-a-room/games/1', 404)).error.code).toBe('room/not_found');
    // Asking created nothing: the room id is still unknown.
    expect((await get('zzzzzzzzzzzz')).status).toBe(404);
  });

  it('records survive an eviction: a fresh instance answers the same record and list', async () => {
    const table = await seatTable(await createRoom(config), 3);
    await play(table, Number.POSITIVE_INFINITY, 13);
    const before = await record(table.id, 1);
    const listBefore = await (await get(`${table.id}/games`)).json();
    for (const client of everyone(table)) client.close();
    await abortAllDurableObjects();
    expect(await record(table.id, 1)).toEqual(before);
    expect(await (await get(`${table.id}/games`)).json()).toEqual(listBefore);
    // And the game goes on from storage: a rejoined host can start the rematch.
    const { client } = await TestClient.join(table.id, 'Player 0', table.tokens[0]);
    client.send({ type: 'rematch' });
    await client.next('state', (m) => m.game === 2);
    expect((await refusal(`${table.id}/games/2`, 409)).error.code).toBe('room/game_running');
  });

  it('a game dealt before the room kept records: 404 once it is over; the next game has its record', async () => {
    const table = await seatTable(await createRoom(config), 3);
    // As a room of the layout before `games` stored it: the running game has no row.
    await runInDurableObject(roomStub(table.id), (_room, state) => {
      state.storage.sql.exec('DELETE FROM games');
    });
    await play(table, Number.POSITIVE_INFINITY, 2);
    const body = await refusal(`${table.id}/games/1`, 404);
    expect(body.error).toEqual({
      code: 'room/game_not_found',
      message: 'this game was played before the room kept records',
    });
    table.clients[0]!.send({ type: 'rematch' });
    await Promise.all(everyone(table).map((c) => c.next('state', (m) => m.game === 2 && m.version === 0)));
    const second = await play(table, Number.POSITIVE_INFINITY, 4, 2);
    expect((await record(table.id, 2)).actions).toEqual(second.actions);
    const list = v.parse(GameListSchema, await (await get(`${table.id}/games`)).json());
    expect(list.games.map((g) => g.game)).toEqual([2]);
  });

  it('the replay pages are the app (the client fetches the record); the embed’s may be framed', async () => {
    const id = await createRoom(config);
    for (const path of [`/g/${id}/replay/1`, `/embed/${id}/replay/2`, '/replay']) {
      const page = await exports.default.fetch(`${ORIGIN}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await page.text(), path).toContain('<div id="app">');
    }
    const framed = await exports.default.fetch(`${ORIGIN}/embed/${id}/replay/1`);
    expect(framed.headers.get('content-security-policy')).toContain('frame-ancestors *');
    const full = await exports.default.fetch(`${ORIGIN}/g/${id}/replay/1`);
    expect(full.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
