import { teamIndex } from '../../../../shared/engine/queries';
import type { Seat } from '../../../../shared/engine/types';
import type { RoomMessage } from '../../../state/room';

/** One entry of the room's tally: who (a seat's name, or a team's) and how many games they won. */
export interface ScoreEntry {
  who: string;
  wins: number;
}

/**
 * The room's tally across rematches (`room.scoreboard`), in seat order: one entry per seat, or in
 * a team game one per team (partners sit opposite, docs/rules.md, Team variant), each team counted once — its
 * members share every win, so the team has its best-counted member's wins (a member who joined
 * later starts at 0). Empty before the room's first finished game. `name(seat)` and
 * `team(letter)` word them in the page's language.
 */
export function scoreEntries(
  room: RoomMessage,
  name: (seat: Seat) => string,
  team: (letter: string) => string,
): ScoreEntry[] {
  const { games, wins } = room.scoreboard;
  if (games === 0) return [];
  const entries = new Map<string, ScoreEntry>();
  room.seats.forEach((_, seat) => {
    const won = wins[seat] ?? 0;
    const index = teamIndex(room.config, seat);
    const who = index === null ? name(seat) : team(String.fromCharCode(65 + index));
    const key = index === null ? `seat${seat}` : `team${index}`;
    const known = entries.get(key);
    if (!known) entries.set(key, { who, wins: won });
    else known.wins = Math.max(known.wins, won);
  });
  return [...entries.values()];
}

/** "Ann 2 · Bob 1 · Bot 3 0". */
export const scoreText = (entries: readonly ScoreEntry[]): string =>
  entries.map((e) => `${e.who} ${e.wins}`).join(' · ');
