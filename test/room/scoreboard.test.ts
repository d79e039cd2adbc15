import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../shared/engine/types';
import { RoomSummarySchema } from '../../shared/protocol';
import { scoreboardOf } from '../../worker/room/scoreboard';
import { RoomStore } from '../../worker/room/store/RoomStore';
import { createRoom, inRoom, summaryOf } from './node-rooms';
import { chooser, everyone, playToEnd, seatTable, type Table } from './table';

/** The room's scoreboard across rematches (issue 16): in every `room` frame, stored in SQLite. */

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;
const teams = { players: 4, mode: 'simple', teams: true, log: 'classic' } as const;

/** Plays the current game to its end and waits until every socket was told it is over. */
async function playOut(table: Table, seed: number): Promise<GameState> {
  const end = await playToEnd(table, chooser(seed));
  await Promise.all(everyone(table).map((c) => c.next('room', (m) => m.status === 'over')));
  return end;
}

async function rematch(table: Table, game: number): Promise<void> {
  table.clients[0]!.send({ type: 'rematch' });
  await Promise.all(everyone(table).map((c) => c.next('state', (m) => m.game === game && m.version === 0)));
}

/** The tally as a fresh store reads it back from storage (not the running instance's cache). */
async function storedScoreboard(id: string) {
  return inRoom(id, (_room, storage) => scoreboardOf(new RoomStore(storage)));
}

describe('the scoreboard', { timeout: 120_000 }, () => {
  it('counts every game’s winner across two rematches, in every socket’s room frame, and survives eviction', async () => {
    const id = await createRoom(three);
    const table = await seatTable(id, 3, 1);
    const lobby = table.clients[0]!.messages.findLast((m) => m.type === 'room');
    expect(lobby?.type === 'room' && lobby.scoreboard).toEqual({ games: 0, wins: [0, 0, 0] });
    const wins = [0, 0, 0];
    for (const [i, seed] of [11, 12, 13].entries()) {
      if (i > 0) await rematch(table, i + 1);
      const end = await playOut(table, seed);
      for (const seat of end.winner!.seats) wins[seat]!++;
      const expected = { games: i + 1, wins: [...wins] };
      for (const c of everyone(table)) {
        const over = c.messages.findLast((m) => m.type === 'room');
        expect(over?.type === 'room' && over.scoreboard).toEqual(expected);
      }
      expect(await storedScoreboard(id)).toEqual(expected);
    }
    expect(wins.reduce((a, b) => a + b, 0)).toBe(3);
    // The public summary carries it too; a rematch keeps it.
    const summary = v.parse(RoomSummarySchema, await summaryOf(id));
    expect(summary.scoreboard).toEqual({ games: 3, wins });
    await rematch(table, 4);
    const dealt = table.clients[1]!.messages.findLast((m) => m.type === 'room');
    expect(dealt?.type === 'room' && dealt.scoreboard).toEqual({ games: 3, wins });
  });

  it('in a team game, counts the win for each member of the winning team', async () => {
    const id = await createRoom(teams);
    const table = await seatTable(id, 4);
    const end = await playOut(table, 21);
    const winners = end.winner!.seats;
    expect(winners).toHaveLength(2);
    const room = table.clients[0]!.messages.findLast((m) => m.type === 'room');
    expect(room?.type === 'room' && room.scoreboard).toEqual({
      games: 1,
      wins: [0, 1, 2, 3].map((seat) => (winners.includes(seat) ? 1 : 0)),
    });
    expect(await storedScoreboard(id)).toEqual({
      games: 1,
      wins: [0, 1, 2, 3].map((seat) => (winners.includes(seat) ? 1 : 0)),
    });
  });
});
