import { describe, expect, it } from 'vitest';
import { applyAction, visibleLog } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/engine/types';
import { createRoom, TestClient, trueState } from './client';
import { chooseAction, chooser, everyone, seatTable } from './table';

/**
 * `log_page` through the Durable Object (real sockets): an older page of the current game's log,
 * redacted as the history is, to the socket that asked only. The whole-log property over long
 * random games runs on the Node room (test/room/log-pages.test.ts).
 */
describe('log_page over a real socket', { timeout: 60_000 }, () => {
  it('answers the page before a turn boundary to the asking socket only; other asks get room/no_such_page', async () => {
    const table = await seatTable(
      await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' }),
      3,
      1,
    );
    const pick = chooser(21);
    let state: GameState = await trueState(table.id);
    const moves: GameEvent[][] = [];
    while (moves.length < 12 && state.phase !== 'over') {
      const action = chooseAction(state, state.turn, pick);
      const result = applyAction(state, state.turn, action);
      if (!result.ok) throw new Error(result.error.message);
      table.clients[state.turn]!.send({ type: 'act', action, version: moves.length, game: 1 });
      state = result.state;
      moves.push(result.events);
      const target = moves.length;
      await Promise.all(everyone(table).map((c) => c.next('state', (m) => m.version === target)));
    }
    // The last boundary so far: the version after the latest move that started a turn.
    const last = moves.findLastIndex((events) => events.at(-1)?.type === 'turn_started');
    expect(last).toBeGreaterThan(0);
    const before = last + 2;
    const watcher = table.spectators[0]!;
    const others = table.clients.map((c) => c.messages.length);
    watcher.send({ type: 'log_page', game: 1, before });
    const page = await watcher.next('log_page');
    const events = moves
      .slice(0, last + 1)
      .flat()
      .slice(0, -1);
    expect(page).toEqual({
      type: 'log_page',
      game: 1,
      from: 1,
      before,
      more: false,
      events: visibleLog(events, 'classic'),
    });
    watcher.send({ type: 'log_page', game: 1, before: before + 1 });
    expect(await watcher.next('error')).toMatchObject({ code: 'room/no_such_page' });
    // Someone joins afterwards: once the players have seen that, they have seen everything sent
    // before it, and the asks sent them nothing.
    await TestClient.join(table.id, 'Late');
    await Promise.all(table.clients.map((c) => c.next('room', (m) => m.spectators === 2)));
    const since = table.clients.map((c, i) => c.messages.slice(others[i]).map((m) => m.type));
    expect(since).toEqual(table.clients.map(() => ['room']));
  });

  it('asks for pages are limited per socket like room changes (a burst of 20, then 2 a second): a flood is refused, the table plays on', async () => {
    const table = await seatTable(
      await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' }),
      3,
      1,
    );
    const pick = chooser(5);
    let state: GameState = await trueState(table.id);
    let version = 0;
    let boundary = -1;
    while ((boundary < 0 || version < 8) && state.phase !== 'over') {
      const action = chooseAction(state, state.turn, pick);
      const result = applyAction(state, state.turn, action);
      if (!result.ok) throw new Error(result.error.message);
      table.clients[state.turn]!.send({ type: 'act', action, version, game: 1 });
      state = result.state;
      version++;
      if (result.events.at(-1)?.type === 'turn_started') boundary = version;
      const target = version;
      await Promise.all(everyone(table).map((c) => c.next('state', (m) => m.version === target)));
    }
    const watcher = table.spectators[0]!;
    const started = Date.now();
    for (let i = 0; i < 60; i++) watcher.send({ type: 'log_page', game: 1, before: boundary + 1 });
    const refused = await watcher.next('error', (m) => m.code === 'protocol/rate_limited');
    expect(refused.message).toMatch(/log pages/);
    // The player to move is answered while the flood is refused.
    const mover = table.clients[state.turn]!;
    mover.send({ type: 'act', action: chooseAction(state, state.turn, pick), version, game: 1 });
    await mover.next('state', (m) => m.version === version + 1);
    const seconds = (Date.now() - started) / 1000;
    const pages = watcher.messages.filter((m) => m.type === 'log_page').length;
    expect(pages).toBeGreaterThanOrEqual(20);
    expect(pages).toBeLessThanOrEqual(20 + Math.ceil(seconds * 2));
  });
});
