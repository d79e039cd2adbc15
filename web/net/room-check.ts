import type { RoomSummary } from '../../shared/protocol/http';
import { reach } from './reach';
import { httpSchemas } from './wire';

/**
 * `GET /api/games/:id` before (and while) joining: tells a mistyped or cleaned-up link apart from
 * a dropped connection, and what a visitor will find (a lobby, or a game already running).
 */

export type { RoomSummary };

/** The room's public summary, `missing` on a 404, or null when the answer says nothing sure. */
export async function checkRoom(id: string): Promise<RoomSummary | 'missing' | null> {
  try {
    const res = await reach(`/api/games/${encodeURIComponent(id)}`, { cache: 'no-store' });
    if (res.status === 404) return 'missing';
    if (!res.ok) return null;
    return (await httpSchemas()).parseSummary(res.body);
  } catch {
    // Offline, stalled or the server is restarting: the connection's own retries cover that.
    return null;
  }
}

let first: { id: string; answer: Promise<RoomSummary | 'missing' | null> } | null = null;

/**
 * The summary asked for at the page's start (web/app/room-start.ts asks before the screen's code
 * has arrived, for a visitor with no name yet), shared by whoever asks next; `checkRoom` asks anew.
 */
export function firstCheck(id: string): Promise<RoomSummary | 'missing' | null> {
  if (first?.id !== id) first = { id, answer: checkRoom(id) };
  return first.answer;
}

/** Free seats: neither a player nor a bot in them. */
export function freeSeats(summary: RoomSummary): number {
  return summary.seats.filter((s) => !s.player && !s.bot).length;
}
