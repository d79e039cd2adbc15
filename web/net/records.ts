import type { GameRecord } from '../../shared/protocol/record';

/**
 * A game's record over HTTP (`GET /api/games/:id/games/:game`), and saving one as a `.trio.json`
 * file. A refusal comes back as its code, for the page to say in the player's language. The record
 * itself is read (and replayed) by the replay's viewer, with the engine and the schemas: this
 * module stays light, for the replay page's first load.
 */

/** The code of an HTTP error body (`{ error: { code } }`), or null (the page checks it is ours). */
function errorCodeOf(body: unknown): string | null {
  const error: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'error') : null;
  const code: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : null;
  return typeof code === 'string' ? code : null;
}

/**
 * The server's answer about a record: its JSON (still to be read: `readRecord`), or why not —
 * the refusal's error code (`room/game_running`, `room/game_not_found`, `room/not_found`, …), or
 * null when there was no answer or none that says (no server, not JSON).
 */
export type RecordAnswer = { ok: true; json: unknown } | { ok: false; code: string | null };

/** Asks the server for a finished game's record (`GET /api/games/:id/games/:game`). */
export async function fetchRecord(id: string, game: number): Promise<RecordAnswer> {
  let res: Response;
  try {
    res = await fetch(`/api/games/${encodeURIComponent(id)}/games/${game}`);
  } catch {
    return { ok: false, code: null };
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, json: body };
  return { ok: false, code: errorCodeOf(body) };
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
