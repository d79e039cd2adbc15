import * as v from 'valibot';
import { type GameList, GameListSchema } from '../../shared/protocol/record';

/** The room's finished games, oldest first (`GET /api/games/:id/games`); [] when they cannot be had. */
export async function fetchGames(id: string): Promise<GameList['games']> {
  try {
    const res = await fetch(`/api/games/${encodeURIComponent(id)}/games`);
    if (!res.ok) return [];
    const parsed = v.safeParse(GameListSchema, await res.json());
    return parsed.success ? parsed.output.games : [];
  } catch {
    // No list without the server: a replay and a result do not need it.
    return [];
  }
}
