import * as v from 'valibot';
import { HttpErrorSchema } from '../../shared/protocol/http';
import { type GameList, GameListSchema, type GameRecord } from '../../shared/protocol/record';

/**
 * Game records over HTTP (`GET /api/games/:id/games/:game`, `GET /api/games/:id/games`), and saving
 * one as a `.trio.json` file. A refusal comes back as what it means, for the page to say in the
 * player's language. A record itself is read (and replayed) by the replay's viewer, with the
 * engine: this module stays light, for the replay page's first load.
 */

/** Why a record could not be had from the server. */
export type FetchProblem =
  | { kind: 'running' }
  | { kind: 'not_found' }
  | { kind: 'room_missing' }
  | { kind: 'unreachable' };

/**
 * A finished game's record as the server answered it (JSON, still to be read: `readRecord`), or
 * why not (a game still running, no such game or room, no server).
 */
export async function fetchRecord(
  id: string,
  game: number,
): Promise<{ ok: true; json: unknown } | { ok: false; problem: FetchProblem }> {
  let res: Response;
  try {
    res = await fetch(`/api/games/${encodeURIComponent(id)}/games/${game}`);
  } catch {
    return { ok: false, problem: { kind: 'unreachable' } };
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, json: body };
  const refused = v.safeParse(HttpErrorSchema, body);
  const code = refused.success ? refused.output.error.code : null;
  if (code === 'room/game_running') return { ok: false, problem: { kind: 'running' } };
  if (code === 'room/not_found') return { ok: false, problem: { kind: 'room_missing' } };
  if (res.status === 404) return { ok: false, problem: { kind: 'not_found' } };
  return { ok: false, problem: { kind: 'unreachable' } };
}

/** The room's finished games, oldest first; [] when they cannot be had (the list is optional). */
export async function fetchGames(id: string): Promise<GameList['games']> {
  try {
    const res = await fetch(`/api/games/${encodeURIComponent(id)}/games`);
    if (!res.ok) return [];
    const parsed = v.safeParse(GameListSchema, await res.json());
    return parsed.success ? parsed.output.games : [];
  } catch {
    // No list without the server: the replay itself does not need it.
    return [];
  }
}

/** The file name a record is saved under: `<room>-game-<n>.trio.json`, or `trio-game.trio.json`. */
export function recordFileName(id: string | null, game: number | null): string {
  return id && game ? `${id}-game-${game}.trio.json` : 'trio-game.trio.json';
}

/** Downloads `record` as a `.trio.json` file (nothing leaves the browser). */
export function saveRecord(record: GameRecord, name: string): void {
  const blob = new Blob([`${JSON.stringify(record)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
