import { describe, expect, it } from 'vitest';
import { visibleLog } from '../../shared/engine';
import type { GameEvent } from '../../shared/engine/types';
import { join } from './node-rooms';
import { everyone, lastingTable } from './table';

/**
 * `log_page` asked by clients of a live room (the room harness, node-rooms.ts): an older page of
 * the current game's log, redacted as the history is, to the socket that asked only. The whole-log
 * property over long random games is test/room/log-pages.test.ts.
 */
const classic = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;

describe('log_page over a real socket', { timeout: 60_000 }, () => {
  it('answers the page before a turn boundary to the asking socket only; other asks get room/no_such_page', async () => {
    const { table, moves: planned } = await lastingTable(classic, 3, 1, 12, 21);
    const moves: GameEvent[][] = [];
    for (const { seat, action, events } of planned) {
      table.clients[seat]!.send({ type: 'act', action, version: moves.length, game: 1 });
      moves.push(events);
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
    await join(table.id, 'Late');
    await Promise.all(table.clients.map((c) => c.next('room', (m) => m.spectators === 2)));
    const since = table.clients.map((c, i) => c.messages.slice(others[i]).map((m) => m.type));
    expect(since).toEqual(table.clients.map(() => ['room']));
  });

  it('asks for pages are limited per socket like room changes (a burst of 20, then 2 a second): a flood is refused, the table plays on', async () => {
    // Eight moves with a turn boundary among them, and a ninth after the flood.
    const { table, moves } = await lastingTable(classic, 3, 1, 9, 5);
    const boundary = moves.findLastIndex((m, i) => i < 8 && m.events.at(-1)?.type === 'turn_started') + 1;
    expect(boundary).toBeGreaterThan(0);
    for (const [version, { seat, action }] of moves.slice(0, 8).entries()) {
      table.clients[seat]!.send({ type: 'act', action, version, game: 1 });
      await Promise.all(everyone(table).map((c) => c.next('state', (m) => m.version === version + 1)));
    }
    const version = 8;
    const watcher = table.spectators[0]!;
    const started = Date.now();
    for (let i = 0; i < 60; i++) watcher.send({ type: 'log_page', game: 1, before: boundary + 1 });
    const refused = await watcher.next('error', (m) => m.code === 'protocol/rate_limited');
    expect(refused.message).toMatch(/log pages/);
    // The player to move is answered while the flood is refused.
    const next = moves[8]!;
    const mover = table.clients[next.seat]!;
    mover.send({ type: 'act', action: next.action, version, game: 1 });
    await mover.next('state', (m) => m.version === version + 1);
    const seconds = (Date.now() - started) / 1000;
    const pages = watcher.messages.filter((m) => m.type === 'log_page').length;
    expect(pages).toBeGreaterThanOrEqual(20);
    expect(pages).toBeLessThanOrEqual(20 + Math.ceil(seconds * 2));
  });
});
