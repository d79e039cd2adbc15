import { describe, expect, it } from 'vitest';
import { applyAction, playerView } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/engine/types';
import type { RoomConfig } from '../../shared/protocol';
import type { RoomClient } from '../harness/room-client';
import { createRoom, join, trueState } from './node-rooms';
import {
  chooseAction,
  chooser,
  classicLog,
  expectCleanFrames,
  expectNoLeak,
  hearers,
  seatTable,
  seenVersion,
} from './table';

/** Seats that must act now: the seat to play, or every seat still deciding in a swap. */
function actors(state: GameState): number[] {
  if (state.phase === 'play') return [state.turn];
  if (state.phase !== 'swap' || !state.swap) return [];
  return state.swap.choices.flatMap((c, seat) => (c?.kind === 'deciding' ? [seat] : []));
}

/**
 * Plays a whole classic game; after every move a seated player reloads (a new socket with its
 * token) and a new spectator arrives: mid-swap, mid-turn, right after a mismatch or a trio. Each
 * resync must be that viewer's own view, without the mismatch's values, and its history exactly
 * the classic log of every move so far.
 */
async function reloadEveryMove(config: RoomConfig, seed: number): Promise<void> {
  const id = await createRoom(config);
  const table = await seatTable(id, config.players);
  const pick = chooser(seed);
  let state = await trueState(id);
  let moves = 0;
  let version = 0;
  const events: GameEvent[] = [];
  const watchers: RoomClient[] = [];
  while (state.phase !== 'over') {
    const seat = actors(state)[pick(actors(state).length)];
    if (seat === undefined) throw new Error('nobody can act');
    const action = chooseAction(state, seat, pick);
    const result = applyAction(state, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    events.push(...result.events);
    table.clients[seat]?.send({ type: 'act', action, version, game: 1 });
    version = seenVersion(state, ++moves);
    const target = version;
    // A swap decision waiting for its partner is heard by its decider only (`hearers`).
    const told = hearers(table, seat, result.events);
    await Promise.all(told.map((c) => c.next('state', (m) => m.version === target)));

    const reloading = pick(config.players);
    table.clients[reloading]?.close();
    const back = await join(id, `Player ${reloading}`, table.tokens[reloading]);
    table.clients[reloading] = back.client;
    const watcher = await join(id, `Watcher ${version}`);
    for (const [client, viewer] of [
      [back.client, reloading],
      [watcher.client, null],
    ] as const) {
      const resync = await client.next('state');
      const history = await client.next('history');
      const expected = playerView(state, viewer);
      expect(resync.view).toEqual(
        expected.lastTurn?.outcome === 'mismatch' ? { ...expected, lastTurn: null } : expected,
      );
      expectNoLeak(resync.view, state, viewer);
      expect(history).toEqual({
        type: 'history',
        game: 1,
        version,
        complete: true,
        events: classicLog(events),
      });
    }
    watcher.client.close();
    watchers.push(watcher.client);
  }
  table.clients.forEach((c, i) => {
    expectCleanFrames(c, table.tokens[i] ?? null, table.tokens);
  });
  for (const w of watchers) expectCleanFrames(w, null, table.tokens);
}

describe('a reload or a late spectator at every move of a classic game', { timeout: 120_000 }, () => {
  it.each([
    ['4 players in teams (swaps)', { players: 4, mode: 'simple', teams: true, log: 'classic' }, 7],
    ['6 players in teams, spicy', { players: 6, mode: 'spicy', teams: true, log: 'classic' }, 8],
  ] as const)(
    '%s: each resync is the viewer’s own view, without a mismatch’s values, with the classic log so far',
    async (_name, config, seed) => {
      await reloadEveryMove(config, seed);
    },
  );
});
