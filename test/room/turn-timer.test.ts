import { describe, expect, it } from 'vitest';
import { legalActions } from '../../shared/engine';
import { TURN_LIMIT_MS } from '../../shared/protocol';
import { createRoom, inRoom, join, runAlarm, trueState } from './node-rooms';
import {
  chooseAction,
  chooser,
  everyone,
  expectCleanFrames,
  playToEnd,
  seatTable,
  type Table,
} from './table';
import { eventsAfter, isOneWholeTurn, rewind, seatRow, untilTurnEnds, version } from './timer-helpers';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;
const teams = { players: 4, mode: 'simple', teams: true, log: 'classic' } as const;
const LIMIT = TURN_LIMIT_MS;

/** A table of three present people; resolves with the seat whose turn it is. */
async function threeAtTheTable(): Promise<{ id: string; table: Table; seat: number }> {
  const id = await createRoom(three);
  const table = await seatTable(id, 3);
  return { id, table, seat: (await trueState(id)).turn };
}

describe('the turn timer', { timeout: 30_000 }, () => {
  it('plays the rest of the turn for a present player idle past the limit; the seat stays theirs, not on autoplay', async () => {
    const { id, table, seat } = await threeAtTheTable();
    const watcher = table.clients[(seat + 1) % 3]!;
    await rewind(id, LIMIT + 1000);
    expect(await runAlarm(id)).toBe(true);
    const next = await untilTurnEnds(id, watcher, seat);
    // Their whole turn, played by a computer: two or three reveals, ending it.
    expect(isOneWholeTurn(eventsAfter(watcher, 0), seat)).toBe(true);
    // The next player's turn gets the whole limit.
    expect(next.timer?.dueForMs).toBeLessThan(5000);
    expect(next.timer?.limitMs).toBe(LIMIT);
    expect(await seatRow(id, seat)).toEqual([{ seat, away_since: null, autoplay: 0, autoplay_memory: null }]);
    // The next turn is the next player's to make: nothing more is played for anyone.
    const moved = await version(id);
    await runAlarm(id);
    expect(await version(id)).toBe(moved);
    const mover = (seat + 1) % 3;
    const state = await trueState(id);
    expect(state.turn).toBe(mover);
    table.clients[mover]!.send({
      type: 'act',
      action: chooseAction(state, mover, chooser(5)),
      version: moved!,
    });
    expect((await watcher.next('state', (m) => m.version === moved! + 1)).events[0]).toMatchObject({
      type: 'revealed',
      seat: mover,
    });
  });

  it('counts the limit from the turn’s start, not from each reveal: a reveal near the limit does not restart it', async () => {
    const { id, table, seat } = await threeAtTheTable();
    await rewind(id, LIMIT - 30_000);
    await runAlarm(id);
    expect(await version(id)).toBe(0);
    const player = table.clients[seat]!;
    player.send({ type: 'act', action: chooseAction(await trueState(id), seat, chooser(7)), version: 0 });
    const first = await player.next('state', (m) => m.version === 1);
    // The first reveal of a turn never ends it; the turn's clock went on.
    expect(first.view.turn).toBe(seat);
    expect(first.timer?.dueForMs).toBeGreaterThanOrEqual(LIMIT - 30_000);
    // 30 s after that reveal, the turn has lasted 30 s past the limit: a computer finishes it.
    await rewind(id, 31_000);
    expect(await runAlarm(id)).toBe(true);
    await untilTurnEnds(id, player, seat);
    const events = eventsAfter(player, 0);
    expect(isOneWholeTurn(events, seat)).toBe(true);
    expect(await seatRow(id, seat)).toEqual([{ seat, away_since: null, autoplay: 0, autoplay_memory: null }]);
  });

  it('keeps counting across a reconnect: closing and rejoining with the token does not reset the clock', async () => {
    const { id, table, seat } = await threeAtTheTable();
    const watcher = table.clients[(seat + 1) % 3]!;
    await rewind(id, LIMIT / 2);
    // The alarm reloads the room from storage (nothing is due yet: it plays nothing), so the
    // close below schedules from the rewound clock.
    await runAlarm(id);
    expect(await version(id)).toBe(0);
    table.clients[seat]!.close();
    await watcher.next('room', (m) => m.seats[seat]?.connected === false);
    const back = await join(id, 'Back', table.tokens[seat]);
    expect(back.welcome.seat).toBe(seat);
    await watcher.next('room', (m) => m.seats[seat]?.connected === true);
    await rewind(id, LIMIT / 2 + 1000);
    expect(await runAlarm(id)).toBe(true);
    expect((await back.client.next('state', (m) => m.version === 1)).events[0]).toMatchObject({
      type: 'revealed',
      seat,
    });
    await untilTurnEnds(id, back.client, seat);
    expect(await seatRow(id, seat)).toEqual([{ seat, away_since: null, autoplay: 0, autoplay_memory: null }]);
  });

  it('for a player away when the limit runs out (before the takeover delay), starts the takeover, and they are told', async () => {
    const { id, table, seat } = await threeAtTheTable();
    const watcher = table.clients[(seat + 1) % 3]!;
    table.clients[seat]!.close();
    await watcher.next('room', (m) => m.seats[seat]?.connected === false);
    // Away for moments only, but the move has been due for longer than the limit.
    await rewind(id, LIMIT + 1000);
    expect(await runAlarm(id)).toBe(true);
    const room = await watcher.next('room', (m) => m.seats[seat]?.autoplay === true);
    expect(room.seats[seat]?.connected).toBe(false);
    expect((await watcher.next('state', (m) => m.version === 1)).events[0]).toMatchObject({
      type: 'revealed',
      seat,
    });
    // Even if that move had ended the game, the flag is stored before it is played.
    expect(await seatRow(id, seat)).toMatchObject([{ seat, autoplay: 1 }]);
    const back = await join(id, 'Back', table.tokens[seat]);
    expect(back.welcome.autoplayed).toBe(true);
    await watcher.next('room', (m) => m.seats[seat]?.autoplay === false && m.seats[seat]?.connected === true);
  });

  it('times swap decisions from the start of the swap phase, whoever decided meanwhile', async () => {
    const id = await createRoom(teams);
    const table = await seatTable(id, 4);
    const start = await trueState(id);
    expect(start.phase).toBe('swap');
    await rewind(id, 30_000);
    // The alarm reloads the room from storage (nothing is due yet: it plays nothing).
    await runAlarm(id);
    // One partner decides at 30 s; that does not restart the others' clock.
    const first = start.swap?.choices.findIndex((c) => c?.kind === 'deciding') ?? -1;
    const offer = legalActions(start, first).find((a) => a.type === 'swap');
    table.clients[first]!.send({ type: 'act', action: offer, version: 0 });
    // Its confirmation (to the decider only, at the same public version: the swap is secret).
    const after = await table.clients[first]!.next('state', (m) => m.view.swap?.offered != null);
    expect(after.version).toBe(0);
    expect(after.timer?.dueForMs).toBeGreaterThanOrEqual(30_000);
    await rewind(id, LIMIT - 30_000 + 1000);
    expect(await runAlarm(id)).toBe(true);
    // The three others were each decided for, once: the swap phase is over and play begins.
    const state = await trueState(id);
    expect(state.phase).toBe('play');
    expect(await version(id)).toBe(4);
    const rows = await inRoom(id, (_room, storage) =>
      storage.sql.exec('SELECT autoplay FROM players WHERE seat IS NOT NULL').toArray(),
    );
    expect(rows).toEqual([0, 1, 2, 3].map(() => ({ autoplay: 0 })));
  });

  it('a swap decision within the limit is not played for', async () => {
    const id = await createRoom(teams);
    await seatTable(id, 4);
    await rewind(id, LIMIT - 1000);
    await runAlarm(id);
    expect(await version(id)).toBe(0);
    expect((await trueState(id)).phase).toBe('swap');
  });

  it('alarms that fire again and again finish the timed-out turn and play nothing more', async () => {
    const { id, table, seat } = await threeAtTheTable();
    await rewind(id, LIMIT + 1000);
    for (let i = 0; i < 5; i++) await inRoom(id, (room) => room.alarm());
    await runAlarm(id);
    const watcher = table.clients[(seat + 1) % 3]!;
    await watcher.next('state', (m) => m.view.turn !== seat);
    const played = (await version(id))!;
    expect(played).toBeGreaterThanOrEqual(2);
    expect(played).toBeLessThanOrEqual(3);
    expect(isOneWholeTurn(eventsAfter(watcher, 0), seat)).toBe(true);
    // Each version reached every socket once, in order.
    const frames = table.clients[seat]!.messages.filter((m) => m.type === 'state' && m.version > 0);
    expect(frames.map((m) => m.type === 'state' && m.version)).toEqual(
      Array.from({ length: played }, (_, i) => i + 1),
    );
    const next = await inRoom(id, (_room, storage) => storage.getAlarm());
    expect(next).toBeGreaterThan(Date.now() + LIMIT - 10_000);
  });

  it('every socket gets the same timer, an age within the limit that survives a resync, and nothing hidden', async () => {
    const id = await createRoom(three);
    const table = await seatTable(id, 3, 1);
    const dealt = everyone(table).map((c) => c.messages.find((m) => m.type === 'state'));
    for (const m of dealt) {
      expect(m?.type === 'state' && m.timer?.limitMs).toBe(LIMIT);
      const age = m?.type === 'state' ? (m.timer?.dueForMs ?? -1) : -1;
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(5000);
    }
    await rewind(id, 40_000);
    // The alarm reloads the room from storage (nothing is due yet: it plays nothing).
    await runAlarm(id);
    const late = await join(id, 'Late');
    const resync = await late.client.next('state');
    expect(resync.timer?.dueForMs).toBeGreaterThanOrEqual(40_000);
    expect(resync.timer?.dueForMs).toBeLessThan(LIMIT);
    expect(resync.timer?.limitMs).toBe(LIMIT);
    table.spectators.push(late.client);
    await playToEnd(table, chooser(31));
    // After a move, everyone's frame carries the same timer (a spectator's included): within a
    // turn, the turn's age (40 s and more here); once the next turn began, a fresh one.
    const moved = everyone(table).map((c) => c.messages.find((m) => m.type === 'state' && m.version === 1));
    expect(new Set(moved.map((m) => m?.type === 'state' && JSON.stringify(m.timer))).size).toBe(1);
    const timer = moved[0]?.type === 'state' ? moved[0].timer : undefined;
    expect(timer?.dueForMs).toBeGreaterThanOrEqual(40_000);
    expect(Object.keys(timer ?? {}).sort()).toEqual(['dueForMs', 'limitMs']);
    const turned = everyone(table).map((c) =>
      c.messages.find((m) => m.type === 'state' && m.events.some((e) => e.type === 'turn_started')),
    );
    expect(new Set(turned.map((m) => m?.type === 'state' && JSON.stringify(m.timer))).size).toBe(1);
    expect(turned[0]?.type === 'state' && turned[0].timer?.dueForMs).toBeLessThan(5000);
    await table.clients[0]!.next('room', (m) => m.status === 'over');
    const last = table.clients[0]!.messages.filter((m) => m.type === 'state').at(-1);
    expect(last?.type === 'state' && last.view.phase).toBe('over');
    expect(last?.type === 'state' && last.timer).toBeNull();
    for (const [i, c] of table.clients.entries()) expectCleanFrames(c, table.tokens[i] ?? null, table.tokens);
  });

  it('times a game stored before the timer existed from its last move', async () => {
    const { id, table, seat } = await threeAtTheTable();
    const player = table.clients[seat]!;
    player.send({ type: 'act', action: chooseAction(await trueState(id), seat, chooser(4)), version: 0 });
    await player.next('state', (m) => m.version === 1);
    await inRoom(id, (_room, storage) => {
      storage.sql.exec('ALTER TABLE snapshot DROP COLUMN due_since');
      // Rooms stored then had no layout number either (worker/room/store/migrations.ts).
      storage.sql.exec('DROP TABLE schema_version');
      storage.sql.exec('UPDATE actions SET at = at - ?', LIMIT + 1000);
    });
    expect(await runAlarm(id)).toBe(true);
    expect((await player.next('state', (m) => m.version === 2)).events[0]).toMatchObject({
      type: 'revealed',
      seat,
    });
    expect(await seatRow(id, seat)).toEqual([{ seat, away_since: null, autoplay: 0, autoplay_memory: null }]);
  });
});
