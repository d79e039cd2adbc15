import { ERROR_CODES } from '../../shared/protocol';
import type { GameSummaryEntry, RecordLookup, SeatRecord } from '../../shared/protocol/record';
import type { RoomContext } from './context';
import type { RoomStore } from './store/RoomStore';

/**
 * Game records (docs/design.md, Game records): what `GET /api/games/:id/games/:game` and the room's
 * list of finished games answer. A record is told only for a game that has ended; of a game still
 * running nothing is told, not even its length (docs/rules.md, Online presentation: the deal becomes
 * public at game over, not before).
 */

/** Who sits on each seat now, as a record lists it (the names the `room` message shows). */
export function seatRecords(store: RoomStore): SeatRecord[] {
  const players = store.players();
  const seats: SeatRecord[] = [];
  for (let seat = 0; seat < store.meta().config.players; seat++) {
    const bot = store.bot(seat);
    const human = players.find((p) => p.seat === seat);
    const name = human?.name ?? (bot ? `Bot ${seat + 1}` : `Seat ${seat + 1}`);
    seats.push({ name, bot: human === undefined ? (bot?.level ?? null) : null });
  }
  return seats;
}

/**
 * The record of game `game` (1 = the room's first): `409 room/game_running` for the game being
 * played now (whatever its number, also after a rematch), `404 room/game_not_found` for a game
 * never dealt, or dealt before this room kept records.
 */
export function recordOf(ctx: RoomContext, game: number): RecordLookup {
  const meta = ctx.store.meta();
  if (!Number.isInteger(game) || game < 1 || game > meta.game) {
    return { ok: false, status: 404, code: ERROR_CODES.gameNotFound, message: 'no such game in this room' };
  }
  if (game === meta.game && meta.status !== 'over') {
    return {
      ok: false,
      status: 409,
      code: ERROR_CODES.gameRunning,
      message: 'this game is still being played: its record is public once it is over',
    };
  }
  const record = ctx.store.gameRecord(game);
  if (record === null) {
    return {
      ok: false,
      status: 404,
      code: ERROR_CODES.gameNotFound,
      message: 'this game was played before the room kept records',
    };
  }
  return { ok: true, record };
}

/** The room's finished games, oldest first: number, who sat where, who won (no running game). */
export function finishedGames(ctx: RoomContext): GameSummaryEntry[] {
  return ctx.store.endedGames().map((row) => ({ game: row.game, seats: row.seats, winner: row.winner! }));
}
