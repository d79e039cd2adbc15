import * as v from 'valibot';
import type { RoomStorage } from '../../net/ports';

/**
 * The SQL behind the room's scoreboard, for RoomStore: one row (`scoreboard`, migration 7) with
 * the games won in the room and each occupant's wins. Occupants are keyed by who they are, not by
 * their chair (`occupantKey` in worker/room/scoreboard.ts), so a tally follows a player who
 * changes seats and starts at 0 for a new one.
 */

/** The stored tally: `games` won in the room, and wins by occupant key. */
export interface Tally {
  games: number;
  wins: Record<string, number>;
}

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const TallyRowSchema = v.object({ games: count, wins: v.string() });
const WinsSchema = v.record(v.string(), count);

/** The room's tally; all zero before its first game won. */
export function readTally(storage: RoomStorage): Tally {
  const row = storage.sql.exec('SELECT games, wins FROM scoreboard WHERE k = 1').toArray()[0];
  if (row === undefined) return { games: 0, wins: {} };
  const r = v.parse(TallyRowSchema, row);
  return { games: r.games, wins: v.parse(WinsSchema, JSON.parse(r.wins)) };
}

export function saveTally(storage: RoomStorage, tally: Tally): void {
  storage.sql.exec(
    'INSERT OR REPLACE INTO scoreboard (k, games, wins) VALUES (1, ?, ?)',
    tally.games,
    JSON.stringify(tally.wins),
  );
}
