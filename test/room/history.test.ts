import { describe, expect, it } from 'vitest';
import { applyAction, legalActions } from '../../shared/engine';
import type { Action, GameEvent, GameState } from '../../shared/engine/types';
import type { LogEvent } from '../../shared/protocol';
import { logEvents } from '../../worker/room/history';
import { MAX_LOG_MOVES } from '../../worker/room/store/migrations';
import { RoomStore } from '../../worker/room/store/RoomStore';
import { createRoom, inRoom, join, restartAll, trueState } from './node-rooms';
import { chooseAction, chooser, classicLog, everyone, playToEnd, seatTable, type Table } from './table';

type LogMode = 'classic' | 'open';

const config = (log: LogMode) => ({ players: 3, mode: 'simple', teams: false, log }) as const;

interface MidGame {
  table: Table;
  state: GameState;
  version: number;
  /** Every event of every move so far, as the engine produced them. */
  events: GameEvent[];
}

/**
 * Plays a 3-player game to a point where the log holds a mismatch, a collected trio and a card
 * face up in the turn still running (a new room per attempt: a trio of 7s would end the game).
 */
async function midGame(log: LogMode, spectators = 0): Promise<MidGame> {
  for (let attempt = 1; attempt <= 10; attempt++) {
    const table = await seatTable(await createRoom(config(log)), 3, spectators);
    const pick = chooser(attempt);
    let state = await trueState(table.id);
    let version = 0;
    const events: GameEvent[] = [];
    const play = async (action: Action): Promise<GameEvent[]> => {
      const seat = state.turn;
      const result = applyAction(state, seat, action);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      events.push(...result.events);
      table.clients[seat]?.send({ type: 'act', action, version });
      const target = ++version;
      await Promise.all(everyone(table).map((c) => c.next('state', (m) => m.version === target)));
      return result.events;
    };
    let mismatch = false;
    while (!mismatch && state.phase === 'play') {
      const options = legalActions(state, state.turn);
      const action = options[pick(options.length)];
      if (!action) throw new Error('no legal action');
      const happened = await play(action);
      mismatch = happened.some((e) => e.type === 'mismatch');
    }
    let trio = events.some((e) => e.type === 'trio_collected');
    while (!trio && state.phase === 'play') {
      trio = (await play(chooseAction(state, state.turn, pick))).some((e) => e.type === 'trio_collected');
    }
    if (state.phase !== 'play') continue;
    // The first reveal of a turn always stays face up.
    const first = legalActions(state, state.turn)[0];
    if (!first) continue;
    await play(first);
    if (state.revealed.length !== 1) throw new Error('the first reveal of a turn should stay face up');
    return { table, state, version, events };
  }
  throw new Error('no game reached a mismatch and a trio without ending');
}

/**
 * Against the true state: the last reveals are exactly the cards face up now; every earlier value
 * shown belongs to a trio its revealer collected; a mismatch shows no value.
 */
function expectNothingHidden(events: LogEvent[], state: GameState): void {
  const reveals = events.flatMap((e) => (e.type === 'revealed' ? [e] : []));
  const split = reveals.length - state.revealed.length;
  expect(reveals.slice(split).map((r) => ({ target: r.target, value: r.value }))).toEqual(state.revealed);
  for (const r of reveals.slice(0, split)) {
    if (r.value !== null) expect(state.trios[r.seat]).toContain(r.value);
  }
  for (const e of events) {
    if (e.type === 'mismatch') for (const r of e.revealed) expect(r.value).toBeNull();
  }
}

/** Joins (with `token`: resumes) and returns the state and the history that follow the welcome. */
async function rejoin(id: string, name: string, token?: string) {
  const { client } = await join(id, name, token);
  const state = await client.next('state');
  const history = await client.next('history');
  const order = client.messages.map((m) => m.type);
  expect(order.indexOf('history')).toBe(order.indexOf('state') + 1);
  return { client, state, history };
}

describe('history', { timeout: 30_000 }, () => {
  it('classic: a reloaded player and a new spectator get the log so far, returned values as null', async () => {
    const { table, state, version, events } = await midGame('classic');
    const expected = classicLog(events);
    expect(expected.some((e) => e.type === 'revealed' && e.value === null)).toBe(true);
    expect(expected.some((e) => e.type === 'trio_collected')).toBe(true);

    table.clients[1]?.close(1000);
    const seat = await rejoin(table.id, 'Player 1', table.tokens[1]);
    const watcher = await rejoin(table.id, 'Late watcher');
    for (const { state: s, history } of [seat, watcher]) {
      expect(s.version).toBe(version);
      expect(history).toEqual({ type: 'history', game: 1, version, complete: true, events: expected });
      expectNothingHidden(history.events, state);
    }
    // The trio's values and the card face up now are kept.
    const kept = seat.history.events.filter((e) => e.type === 'revealed' && e.value !== null);
    expect(kept.length).toBeGreaterThanOrEqual(4);
  });

  it('open: every value is kept, for a reloaded player and a spectator', async () => {
    const { table, version, events } = await midGame('open', 1);
    table.clients[0]?.close(1000);
    const seat = await rejoin(table.id, 'Player 0', table.tokens[0]);
    const watcher = await rejoin(table.id, 'Late watcher');
    for (const { history } of [seat, watcher]) {
      expect(history).toEqual({ type: 'history', game: 1, version, complete: true, events });
    }
  });

  it('is persisted: after an eviction the history is the same', async () => {
    const { table, version, events } = await midGame('classic');
    await restartAll();
    const { history } = await rejoin(table.id, 'Player 2', table.tokens[2]);
    expect(history).toEqual({
      type: 'history',
      game: 1,
      version,
      complete: true,
      events: classicLog(events),
    });
  });

  it('starts empty after a rematch (the last game stays in the action log only)', async () => {
    const id = await createRoom(config('classic'));
    const table = await seatTable(id, 3);
    await playToEnd(table, chooser(5));
    const over = await rejoin(id, 'Watcher');
    expect(over.history.complete).toBe(true);
    expect(over.history.events.at(-1)?.type).toBe('game_won');

    table.clients[0]?.send({ type: 'rematch' });
    await Promise.all(everyone(table).map((c) => c.next('state', (m) => m.game === 2)));
    const fresh = await rejoin(id, 'Player 1', table.tokens[1]);
    expect(fresh.history).toEqual({ type: 'history', game: 2, version: 0, complete: true, events: [] });
    const games = await inRoom(id, (_room, storage) =>
      storage.sql.exec('SELECT DISTINCT game FROM actions').toArray(),
    );
    expect(games).toEqual([{ game: 1 }]);
  });

  it('is not sent before the first deal', async () => {
    const id = await createRoom(config('open'));
    const { client } = await join(id, 'Early');
    await client.next('room');
    client.send({ type: 'rename', name: 'Still early' });
    await client.next('room');
    expect(client.messages.some((m) => m.type === 'history' || m.type === 'state')).toBe(false);
  });

  /** Rewrites a room's storage to an older layout: actions without events, and the log as it was kept then. */
  async function oldLayout(id: string, withLog: boolean): Promise<void> {
    await inRoom(id, (_room, storage) => {
      const sql = storage.sql;
      sql.exec('CREATE TABLE old_actions AS SELECT game, seq, seat, action, at, events FROM actions');
      sql.exec('DROP TABLE actions');
      sql.exec(`CREATE TABLE actions (game INTEGER NOT NULL, seq INTEGER NOT NULL, seat INTEGER NOT NULL,
        action TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (game, seq))`);
      sql.exec('INSERT INTO actions SELECT game, seq, seat, action, at FROM old_actions');
      if (withLog) {
        sql.exec(`CREATE TABLE log (game INTEGER NOT NULL, seq INTEGER NOT NULL, events TEXT NOT NULL,
          PRIMARY KEY (game, seq))`);
        sql.exec('INSERT INTO log SELECT game, seq, events FROM old_actions');
      }
      sql.exec('DROP TABLE old_actions');
      // Rooms stored then had no layout number either (worker/room/store/migrations.ts).
      sql.exec('DROP TABLE schema_version');
    });
    await restartAll();
  }

  async function tables(id: string): Promise<unknown[]> {
    return inRoom(id, (_room, storage) =>
      storage.sql.exec("SELECT name FROM sqlite_master WHERE name IN ('log', 'actions')").toArray(),
    );
  }

  it('a room with the old separate log table keeps its whole history through the migration', async () => {
    const { table, state, events } = await midGame('classic');
    await oldLayout(table.id, true);
    const back = await rejoin(table.id, 'Mover', table.tokens[state.turn]);
    expect(back.history).toMatchObject({ complete: true, events: classicLog(events) });
    expect(await tables(table.id)).toEqual([{ name: 'actions' }]);
  });

  it('a room from before any log: history says it is incomplete, then grows from the next turn', async () => {
    const { table, state, version } = await midGame('open');
    await oldLayout(table.id, false);
    const mover = await rejoin(table.id, 'Mover', table.tokens[state.turn]);
    expect(mover.history).toMatchObject({ complete: false, events: [] });
    const action = chooseAction(state, state.turn, chooser(1));
    const result = applyAction(state, state.turn, action);
    if (!result.ok) throw new Error(result.error.message);
    mover.client.send({ type: 'act', action, version });
    await mover.client.next('state', (m) => m.version === version + 1);
    const later = await rejoin(table.id, 'Watcher');
    const start = result.events.findIndex((e) => e.type === 'turn_started');
    expect(later.history.complete).toBe(false);
    expect(later.history.events).toEqual(start === -1 ? [] : result.events.slice(start));
    expect(await tables(table.id)).toEqual([{ name: 'actions' }]);
  });
});

describe('log storage', () => {
  it(`sends the last ${MAX_LOG_MOVES} moves of the game, cut at a turn, under 64 KB of JSON`, async () => {
    const id = await createRoom(config('open'));
    await join(id, 'Owner');
    const result = await inRoom(id, (_room, storage) => {
      const store = new RoomStore(storage);
      const hand = (seat: number) => ({ kind: 'hand' as const, seat, end: 'highest' as const });
      store.transaction(() => {
        for (let seq = 1; seq <= 400; seq++) {
          const seat = Math.floor((seq - 1) / 2) % 3;
          const first: GameEvent = { type: 'revealed', seat, target: hand((seat + 1) % 6), value: 12 };
          const second: GameEvent = { type: 'revealed', seat, target: hand((seat + 2) % 6), value: 11 };
          store.appendAction(
            7,
            seq,
            seat,
            { type: 'reveal', target: hand((seat + 1) % 6) },
            seq % 2 === 1
              ? [first]
              : [
                  second,
                  {
                    type: 'mismatch',
                    seat,
                    revealed: [first, second].map((e) => ({ target: e.target, value: e.value })),
                  },
                  { type: 'turn_started', seat: (seat + 1) % 3 },
                ],
            seq,
          );
        }
      });
      const tail = store.logTail(7);
      return { tail, history: logEvents(tail, 400) };
    });
    expect(result.tail.length).toBe(MAX_LOG_MOVES);
    expect(result.tail[0]?.seq).toBe(400 - MAX_LOG_MOVES + 1);
    expect(result.history.complete).toBe(false);
    expect(result.history.events[0]?.type).toBe('turn_started');
    const frame = JSON.stringify({
      type: 'history',
      game: 7,
      version: 400,
      ...result.history,
    });
    expect(frame.length).toBeLessThan(64 * 1024);
  });
});
