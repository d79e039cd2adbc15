import { describe, expect, it } from 'vitest';
import type { GameState } from '../../shared/engine/types';
import type { ServerMessage } from '../../shared/protocol';
import type { RoomClient } from '../harness/room-client';
import { createRoom, join, runAlarm, trueState } from './node-rooms';
import { seatTable } from './table';

const teams = { players: 4, mode: 'simple', teams: true, log: 'open' } as const;

/**
 * What `client` received from frame `from` on, up to an answer it asked for after the fact: a
 * `log_page` the room refuses (the room handles a socket's frames in order, so anything it sent
 * this socket before handling the question arrives before the answer).
 */
async function heardSince(client: RoomClient, from: number): Promise<ServerMessage[]> {
  client.send({ type: 'log_page', game: 99, before: 1 });
  await client.next('error', (m) => m.code === 'room/no_such_page');
  return client.messages.slice(from, -1);
}

/** How many seats of `state`'s swap phase have decided (their team not resolved yet). */
function decided(state: GameState): number {
  return state.swap?.choices.filter((c) => c !== null && c.kind !== 'deciding').length ?? 0;
}

describe('the swap is secret: a decision changes only the decider’s own view', () => {
  it('no frame reaches a partner, an opponent or a spectator until the team’s exchange resolves', async () => {
    const id = await createRoom(teams);
    const table = await seatTable(id, 4, 1);
    const [ann, bo, cy, di] = table.clients;
    const watcher = table.spectators[0];
    if (!ann || !bo || !cy || !di || !watcher) throw new Error('four seats and a spectator expected');
    const state = await trueState(id);
    const others = [bo, cy, di, watcher];
    const marks = others.map((c) => c.messages.length);

    // Ann (seat 0) offers a card: only Ann hears of it, still at version 0.
    ann.send({ type: 'act', action: { type: 'swap', value: state.hands[0]![0]! }, version: 0 });
    const mine = await ann.next('state', (m) => m.view.swap?.offered !== null);
    expect(mine.version).toBe(0);
    expect(mine.events).toEqual([]);
    expect(mine.view.swap).toEqual({ pending: [0, 1, 2, 3], offered: state.hands[0]![0], skipped: false });
    for (const [i, client] of others.entries()) expect(await heardSince(client, marks[i]!)).toEqual([]);

    // Nobody's pending decision went stale: Bo (the other team) decides on version 0 too, and
    // again only Bo hears of it.
    const again = others.map((c) => c.messages.length);
    const annMark = ann.messages.length;
    bo.send({ type: 'act', action: { type: 'skip_swap' }, version: 0 });
    expect((await bo.next('state', (m) => m.view.swap?.skipped === true)).version).toBe(0);
    expect(await heardSince(ann, annMark)).toEqual([]);
    for (const [i, client] of others.entries())
      if (client !== bo) expect(await heardSince(client, again[i]!)).toEqual([]);
    expect(decided(await trueState(id))).toBe(2);

    // A resync asked for now (`sync`) shows Cy (Ann's partner) nothing either: version 0, no offer.
    cy.send({ type: 'sync' });
    const resync = await cy.next('state', (m) => m.events.length === 0);
    expect(resync.version).toBe(0);
    expect(resync.view.swap).toEqual({ pending: [0, 1, 2, 3], offered: null, skipped: false });

    // Someone who arrives (or comes back) now sees version 0, as if nobody had decided.
    const late = await join(id, 'Late');
    expect((await late.client.next('state')).version).toBe(0);
    expect((await late.client.next('history')).version).toBe(0);

    // Cy (Ann's partner) completes the exchange on version 0: everyone hears `swap_done`, once.
    cy.send({ type: 'act', action: { type: 'swap', value: state.hands[2]![0]! }, version: 0 });
    const done = await Promise.all(
      [...table.clients, watcher, late.client].map((c) =>
        c.next('state', (m) => m.events.some((e) => e.type === 'swap_done')),
      ),
    );
    for (const m of done) {
      expect(m.version).toBe(2);
      expect(m.events).toEqual([{ type: 'swap_done', team: [0, 2], swapped: true }]);
      // Bo's skip still tells nobody but Bo.
      expect(m.view.swap?.pending).toEqual([1, 3]);
    }
    expect(done[1]?.view.swap?.skipped).toBe(true);
    expect(done[3]?.view.swap?.skipped).toBe(false);

    // Di's decision on the first version still counts, and ends the phase for everyone.
    di.send({ type: 'act', action: { type: 'skip_swap' }, version: 0 });
    const play = await Promise.all(
      [...table.clients, watcher].map((c) => c.next('state', (m) => m.view.phase === 'play')),
    );
    for (const m of play) {
      expect(m.version).toBe(4);
      expect(m.events).toEqual([
        { type: 'swap_done', team: [1, 3], swapped: false },
        { type: 'turn_started', seat: state.turn },
      ]);
    }
  });

  it('a computer’s decision beside a person’s partner sends nobody anything either', async () => {
    const id = await createRoom(teams);
    const ann = await join(id, 'Ann');
    const bo = await join(id, 'Bo');
    const watcher = (await join(id, 'Watcher')).client;
    ann.client.send({ type: 'sit', seat: 0 });
    bo.client.send({ type: 'sit', seat: 1 });
    // Two sockets' frames are handled in either order: wait for the one room that has both.
    await ann.client.next(
      'room',
      (m) => m.seats[0]?.player === ann.welcome.player && m.seats[1]?.player === bo.welcome.player,
    );
    for (const seat of [2, 3]) ann.client.send({ type: 'add_bot', seat, level: 'normal' });
    await ann.client.next('room', (m) => m.seats[3]?.bot === 'normal');
    ann.client.send({ type: 'start' });
    const clients = [ann.client, bo.client, watcher];
    await Promise.all(clients.map((c) => c.next('state', (m) => m.version === 0)));
    const marks = clients.map((c) => c.messages.length);
    // The bots (seats 2 and 3, one in each team) decide when the alarm fires (it may have already,
    // or not be set yet: the deal's frames go out before its alarm is written).
    await expect
      .poll(
        async () => {
          await runAlarm(id);
          return decided(await trueState(id));
        },
        { timeout: 10_000 },
      )
      .toBe(2);
    for (const [i, client] of clients.entries()) expect(await heardSince(client, marks[i]!)).toEqual([]);
  });
});
