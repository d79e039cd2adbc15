import type { Seat } from '../../shared/engine/types';
import type { Scoreboard } from '../../shared/protocol';
import type { RoomStore } from './store/RoomStore';

/**
 * The room's scoreboard across rematches (the `room` message's `scoreboard`). What players expect
 * of a tally at one table: it is the room's, kept by every rematch and across eviction and
 * restarts (SQLite), and it belongs to the people, not to the chairs. So wins are kept by
 * occupant — a human's public id (the same after a reconnect with the token), or a bot by seat
 * and level (its name, "Bot 3", is its seat's) — and shown on whichever seat the occupant holds
 * now: a player who changes seats keeps their wins; a new occupant starts at 0; someone who
 * leaves and comes back finds theirs. `games` counts every game won in the room.
 */

/** Who holds `seat` as the tally knows them, or null for an empty seat. */
export function occupantKey(store: RoomStore, seat: Seat): string | null {
  const human = store.players().find((p) => p.seat === seat);
  if (human) return human.id;
  const bot = store.bot(seat);
  return bot ? `bot:${seat}:${bot.level}` : null;
}

/** The tally as the `room` message shows it: one entry per seat of the room's settings. */
export function scoreboardOf(store: RoomStore): Scoreboard {
  const tally = store.tally();
  const wins: number[] = [];
  for (let seat = 0; seat < store.meta().config.players; seat++) {
    const key = occupantKey(store, seat);
    wins.push(key === null ? 0 : (tally.wins[key] ?? 0));
  }
  return { games: tally.games, wins };
}

/**
 * Counts a game won by `seats` (a team game: every member of the winning team). Call inside the
 * transaction of the move that won it, so the tally and the game's end are stored together.
 */
export function recordWin(store: RoomStore, seats: readonly Seat[]): void {
  const tally = store.tally();
  const wins = { ...tally.wins };
  for (const seat of seats) {
    const key = occupantKey(store, seat);
    if (key !== null) wins[key] = (wins[key] ?? 0) + 1;
  }
  store.saveTally({ games: tally.games + 1, wins });
}
