import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  RoomSummarySchema,
  TAKEOVER_AFTER_MS,
  TURN_TIMERS,
  type TurnTimerSetting,
} from '../../shared/protocol';
import { createRoom, inRoom, runAlarm, summaryOf, trueState } from './node-rooms';
import { chooseAction, chooser, seatTable } from './table';
import { eventsAfter, isOneWholeTurn, rewind, seatRow, untilTurnEnds, version } from './timer-helpers';

/** The room's turn timer settings (`turnTimer`): each one's limit for a whole turn, and `off`. */

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;
const HOUR = 60 * 60 * 1000;

async function timedTable(turnTimer: TurnTimerSetting) {
  const id = await createRoom({ ...three, turnTimer });
  const table = await seatTable(id, 3);
  const seat = (await trueState(id)).turn;
  return { id, table, seat, watcher: table.clients[(seat + 1) % 3]! };
}

describe('the turn timer’s settings', { timeout: 60_000 }, () => {
  it.each(['relaxed', 'normal', 'fast'] as const)(
    '%s: the room and every frame say the limit; a turn within it is not played for, one past it is finished by a computer',
    async (setting) => {
      const limit = TURN_TIMERS[setting];
      const { id, table, seat, watcher } = await timedTable(setting);
      const room = table.clients[0]!.messages.findLast((m) => m.type === 'room');
      expect(room?.type === 'room' && room.config.turnTimer).toBe(setting);
      for (const c of table.clients) {
        const dealt = c.messages.find((m) => m.type === 'state');
        expect(dealt?.type === 'state' && dealt.timer?.limitMs).toBe(limit);
      }
      await rewind(id, limit - 2000);
      await runAlarm(id);
      expect(await version(id)).toBe(0);
      await rewind(id, 3000);
      expect(await runAlarm(id)).toBe(true);
      await untilTurnEnds(id, watcher, seat);
      expect(isOneWholeTurn(eventsAfter(watcher, 0), seat)).toBe(true);
      expect(await seatRow(id, seat)).toEqual([
        { seat, away_since: null, autoplay: 0, autoplay_memory: null },
      ]);
    },
  );

  it('a turn that takes two reveals near the limit is finished by a computer', async () => {
    const limit = TURN_TIMERS.fast;
    const { id, table, seat, watcher } = await timedTable('fast');
    const pick = chooser(11);
    // Two reveals in the turn's last seconds (if the second ends the turn, the test plays a later one).
    for (let tries = 0; tries < 12; tries++) {
      const state = await trueState(id);
      const v = (await version(id))!;
      const mover = state.turn;
      await rewind(id, limit - 6000);
      table.clients[mover]!.send({ type: 'act', action: chooseAction(state, mover, pick), version: v });
      const first = await watcher.next('state', (m) => m.version === v + 1);
      await rewind(id, 3000);
      table.clients[mover]!.send({
        type: 'act',
        action: chooseAction(await trueState(id), mover, pick),
        version: v + 1,
      });
      const second = await watcher.next('state', (m) => m.version === v + 2);
      expect(first.view.turn).toBe(mover);
      if (second.view.turn === mover && second.view.phase === 'play') {
        // Still their turn, 3 s before the limit: nothing is played for them yet.
        await runAlarm(id);
        expect(await version(id)).toBe(v + 2);
        await rewind(id, 4000);
        expect(await runAlarm(id)).toBe(true);
        await untilTurnEnds(id, watcher, mover);
        const events = eventsAfter(watcher, v);
        expect(isOneWholeTurn(events, mover)).toBe(true);
        // The player's two reveals, then the computer's third: a turn of three reveals.
        expect(events.filter((e) => e.type === 'revealed')).toHaveLength(3);
        expect(await seatRow(id, mover)).toMatchObject([{ seat: mover, autoplay: 0 }]);
        return;
      }
      // That turn ended in two reveals (a mismatch): try the next player's turn.
      expect(second.view.phase).toBe('play');
    }
    throw new Error(`no turn of three reveals in 12 tries (the first mover was seat ${seat})`);
  });

  it('off: no frame carries a timer and nothing is played for a present player, however long', async () => {
    const { id, table, seat } = await timedTable('off');
    for (const c of table.clients) {
      const dealt = c.messages.find((m) => m.type === 'state');
      expect(dealt?.type === 'state' && dealt.timer).toBeNull();
    }
    await rewind(id, 10 * HOUR);
    await runAlarm(id);
    await runAlarm(id);
    expect(await version(id)).toBe(0);
    expect(await seatRow(id, seat)).toEqual([{ seat, away_since: null, autoplay: 0, autoplay_memory: null }]);
  });

  it('off: a player away for the takeover delay is still played by a computer, as before', async () => {
    const { id, table, seat, watcher } = await timedTable('off');
    table.clients[seat]!.close();
    await watcher.next('room', (m) => m.seats[seat]?.connected === false);
    await inRoom(id, (_room, storage) => {
      storage.sql.exec('UPDATE players SET away_since = away_since - ?', TAKEOVER_AFTER_MS + 1000);
      storage.sql.exec('UPDATE room SET bot_due_at = bot_due_at - ?', TAKEOVER_AFTER_MS + 1000);
    });
    expect(await runAlarm(id)).toBe(true);
    await watcher.next('room', (m) => m.seats[seat]?.autoplay === true);
    expect((await watcher.next('state', (m) => m.version === 1)).events[0]).toMatchObject({
      type: 'revealed',
      seat,
    });
  });

  it('Play now (POST /api/games with start) gets the normal timer when it asks for none', async () => {
    const id = await createRoom({
      ...three,
      name: 'Ana',
      seat: 0,
      bots: [
        { seat: 1, level: 'easy' },
        { seat: 2, level: 'easy' },
      ],
      start: true,
    });
    const body = v.parse(RoomSummarySchema, await summaryOf(id));
    expect(body.config.turnTimer).toBe('normal');
    expect(body.status).toBe('playing');
  });
});
