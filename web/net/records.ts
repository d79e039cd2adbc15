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

/** The wait before each try again of `fetchRecord`, in ms (then it gives up). */
const RETRY_MS = [500, 1000, 2000];

/**
 * Asks the server for a finished game's record (`GET /api/games/:id/games/:game`). An answer that
 * may come out otherwise next time (none, or the server's own failure, 5xx) is asked again, up to
 * three times, 0.5, 1 and 2 s apart; a refusal (4xx) is final.
 */
export async function fetchRecord(id: string, game: number): Promise<RecordAnswer> {
  for (let attempt = 0; ; attempt++) {
    let res: Response | null = null;
    try {
      res = await fetch(`/api/games/${encodeURIComponent(id)}/games/${game}`);
    } catch {
      // No answer (offline, or the connection dropped): maybe next time.
    }
    const wait = RETRY_MS[attempt];
    if ((res === null || res.status >= 500) && wait !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      continue;
    }
    if (res === null) return { ok: false, code: null };
    const body: unknown = await res.json().catch(() => null);
    if (res.ok) return { ok: true, json: body };
    return { ok: false, code: errorCodeOf(body) };
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
