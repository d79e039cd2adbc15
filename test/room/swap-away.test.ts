import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../shared/engine/types';
import { RoomSummarySchema, type SeatInfo, TAKEOVER_AFTER_MS, TURN_LIMIT_MS } from '../../shared/protocol';
import { createRoom, inRoom, runAlarm, summaryOf, trueState } from './node-rooms';
import { seatTable } from './table';
import { rewind } from './timer-helpers';

const teams = { players: 4, mode: 'simple', teams: true, log: 'open' } as const;

/** The room's public seats (`GET /api/games/:id`, `summaryOf`). */
async function seats(id: string): Promise<SeatInfo[]> {
  return v.parse(RoomSummarySchema, await summaryOf(id)).seats;
}

/**
 * Lets the takeover's delay pass for every away player (in storage), then fires the alarm; first
 * checks that the room had asked for that wake-up by itself (the seat's takeover is due).
 */
async function afterTakeoverDelay(id: string): Promise<void> {
  const ms = TAKEOVER_AFTER_MS + 1000;
  await inRoom(id, (_room, storage) => {
    const row = storage.sql
      .exec('SELECT bot_due_at - (SELECT away_since FROM players WHERE seat = 0) AS after FROM room')
      .one();
    expect(row.after).toBe(TAKEOVER_AFTER_MS);
    storage.sql.exec('UPDATE players SET away_since = away_since - ? WHERE away_since IS NOT NULL', ms);
    storage.sql.exec('UPDATE room SET bot_due_at = bot_due_at - ? WHERE bot_due_at IS NOT NULL', ms);
  });
  await runAlarm(id);
}

/**
 * Ann (seat 0) leaves during the first swap, having decided (`decides`) or not; her partner Cy
 * and the other team are still deciding. Resolves with what everyone may see of her seat once she
 * has been away for the takeover's delay.
 */
async function leavesDuringSwap(
  decides: boolean,
  after: (id: string) => Promise<void> = afterTakeoverDelay,
): Promise<{ seat: SeatInfo | undefined; state: GameState }> {
  const id = await createRoom(teams);
  const table = await seatTable(id, 4);
  const [ann, bo] = table.clients;
  if (!ann || !bo) throw new Error('four seats expected');
  if (decides) {
    ann.send({ type: 'act', action: { type: 'skip_swap' }, version: 0 });
    await ann.next('state', (m) => m.view.swap?.skipped === true);
  }
  ann.close();
  await bo.next('room', (m) => m.seats[0]?.connected === false);
  await after(id);
  return { seat: (await seats(id))[0], state: await trueState(id) };
}

/** Lets the turn timer's limit pass (not the takeover's delay), then fires the alarm. */
async function afterTurnLimit(id: string): Promise<void> {
  await rewind(id, TURN_LIMIT_MS + 1000);
  await runAlarm(id);
}

describe('a player who leaves during a swap', () => {
  it('is put on autoplay at the takeover whether or not they had decided: nobody learns which', async () => {
    const undecided = await leavesDuringSwap(false);
    const decided = await leavesDuringSwap(true);
    for (const { state } of [undecided, decided]) {
      // Nobody else decided: the swap phase is still on, and Ann's choice (made or not) is waiting.
      expect(state.phase).toBe('swap');
      expect(state.swap?.choices[0]?.kind).not.toBe('deciding');
    }
    expect(undecided.seat?.autoplay).toBe(true);
    // The same public seat either way: an autoplay flag that stayed off would tell the table
    // (partner and opponents) that Ann had already made her secret choice.
    expect(decided.seat?.autoplay).toBe(true);
    expect(decided.seat?.connected).toBe(undecided.seat?.connected);
  });

  it('is put on autoplay when the swap’s time runs out (away less than the takeover’s delay), decided or not', async () => {
    const undecided = await leavesDuringSwap(false, afterTurnLimit);
    const decided = await leavesDuringSwap(true, afterTurnLimit);
    // The others were decided for by the timer: the swap is over either way.
    for (const { state } of [undecided, decided]) expect(state.phase).toBe('play');
    expect(undecided.seat?.autoplay).toBe(true);
    expect(decided.seat?.autoplay).toBe(true);
  });
});
