import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RoomSummarySchema, type SeatInfo, TAKEOVER_AFTER_MS } from '../../shared/protocol';
import type { RoomClient } from '../harness/room-client';
import {
  createRoom,
  inRoom,
  join,
  restartAll,
  runAlarm,
  storedSnapshot,
  summaryOf,
  trueState,
} from './node-rooms';
import { chooseAction, chooser, playToEnd, seatTable, type Table } from './table';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;

/**
 * Lets 61 s pass for the room's away players (in storage), fires the alarm, and returns the stored
 * version: above 0 once a computer played the away seat whose turn it is (then the
 * computers play on, BOT_DELAY_MS=0).
 */
async function afterTakeoverDelay(id: string): Promise<number | undefined> {
  await inRoom(id, (_room, storage) => {
    storage.sql.exec('UPDATE players SET away_since = away_since - 61000');
    storage.sql.exec('UPDATE room SET bot_due_at = bot_due_at - 61000');
  });
  await runAlarm(id);
  return (await storedSnapshot(id))?.version;
}

/** A host who watches (no seat) and three seated players, each at the seat of its index. */
async function watchedTable(id: string): Promise<{ host: RoomClient; table: Table }> {
  const host = await join(id, 'Host');
  const table: Table = { id, clients: [], tokens: [], spectators: [host.client] };
  for (let seat = 0; seat < 3; seat++) {
    const { client, welcome } = await join(id, `P${seat}`);
    client.send({ type: 'sit', seat });
    await host.client.next('room', (m) => m.seats[seat]?.player === welcome.player);
    table.clients.push(client);
    table.tokens.push(welcome.token);
  }
  return { host: host.client, table };
}

/** The room's public summary (`GET /api/games/:id`): its seats. */
async function seats(id: string): Promise<SeatInfo[]> {
  return v.parse(RoomSummarySchema, await summaryOf(id)).seats;
}

describe('a seated player who is gone when the cards are dealt', { timeout: 30_000 }, () => {
  it('left in the lobby: a computer takes their turn after the delay, so the game does not stall', async () => {
    const id = await createRoom(three);
    const { host, table } = await watchedTable(id);
    for (const client of table.clients) client.close();
    await host.next('room', (m) => m.seats.every((s) => s.player !== null && !s.connected));
    host.send({ type: 'start' });
    await host.next('state', (m) => m.version === 0);
    expect(await afterTakeoverDelay(id)).toBeGreaterThan(0);
    expect((await host.next('room', (m) => m.seats.some((s) => s.autoplay))).status).toBe('playing');
  });

  it('left after the game was over: the rematch does not stall on their turn', async () => {
    const id = await createRoom(three);
    const { host, table } = await watchedTable(id);
    host.send({ type: 'start' });
    // Everyone's deal is read (the host watches): `playToEnd` then reads each move's frame next.
    await Promise.all([host, ...table.clients].map((c) => c.next('state', (m) => m.version === 0)));
    await playToEnd(table, chooser(21));
    await host.next('room', (m) => m.status === 'over');
    for (const client of table.clients) client.close();
    await host.next('room', (m) => m.seats.every((s) => !s.connected));
    host.send({ type: 'rematch' });
    await host.next('state', (m) => m.game === 2);
    expect(await afterTakeoverDelay(id)).toBeGreaterThan(0);
  });
});

describe('a seated player whose socket goes during a game', { timeout: 30_000 }, () => {
  // The Workers test pool may deliver a socket's close before a frame sent just ahead of it (the
  // room then rightly ignores the frame), so the test waits for the move's own state first.
  it('closed by the client right after a move: the move is kept, and the seat shows away', async () => {
    const id = await createRoom(three);
    const table = await seatTable(id, 3);
    const state = await trueState(id);
    const seat = state.turn;
    table.clients[seat]!.send({ type: 'act', action: chooseAction(state, seat, chooser(4)), version: 0 });
    await table.clients[seat]!.next('state', (m) => m.version === 1);
    table.clients[seat]!.close();
    await table.clients[(seat + 1) % 3]!.next('room', (m) => m.seats[seat]?.connected === false);
    expect((await storedSnapshot(id))?.version).toBe(1);
  });

  it('dropped by a restart (no close event): every seat is marked away, then played for', async () => {
    const id = await createRoom(three);
    const table = await seatTable(id, 3);
    const seat = (await trueState(id)).turn;
    await restartAll();
    // The first event on the fresh instance: a summary request.
    const dropped = await seats(id);
    expect(dropped.map((s) => s.connected)).toEqual([false, false, false]);
    expect(dropped.every((s) => s.awayForMs !== null && s.awayForMs < TAKEOVER_AFTER_MS)).toBe(true);
    // A minute later (moved back in storage), a computer plays the seat whose turn it is.
    await inRoom(id, (_room, storage) => {
      storage.sql.exec('UPDATE players SET away_since = away_since - ?', TAKEOVER_AFTER_MS + 1000);
      storage.sql.exec('UPDATE room SET bot_due_at = bot_due_at - ?', TAKEOVER_AFTER_MS + 1000);
    });
    await runAlarm(id);
    expect((await storedSnapshot(id))?.version).toBeGreaterThan(0);
    expect((await seats(id))[seat]?.autoplay).toBe(true);
    // Coming back ends it, as after any absence.
    const back = await join(id, 'Back', table.tokens[seat]);
    expect(back.welcome.autoplayed).toBe(true);
  });
});
