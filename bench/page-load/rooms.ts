/**
 * Rooms for the scenarios, created over HTTP straight to `wrangler dev` (not through the proxy:
 * the visit's log holds only what the page fetched). README, "Playing a room locally".
 */

export interface Created {
  id: string;
  token: string;
}

async function create(base: string, body: Record<string, unknown>): Promise<Created> {
  const res = await fetch(`${base}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'simple', teams: false, log: 'classic', ...body }),
  });
  if (res.status !== 201) throw new Error(`POST /api/games answered ${res.status}: ${await res.text()}`);
  const answer = (await res.json()) as { id?: unknown; token?: unknown };
  if (typeof answer.id !== 'string' || typeof answer.token !== 'string')
    throw new Error('POST /api/games: no id or token');
  return { id: answer.id, token: answer.token };
}

/** A three-seat room in its lobby: the host (absent) holds no seat, so all three are free. */
export const lobbyRoom = (base: string) => create(base, { players: 3, name: 'Host' });

/**
 * A running table: the creator on seat 0 against two computer players, no turn timer (the
 * player's turn waits for them; with BOT_DELAY_MS=0 the computers' turns pass at once).
 */
export const runningTable = (base: string, turnTimer: 'off' | 'fast' = 'off') =>
  create(base, {
    players: 3,
    name: 'Ann',
    seat: 0,
    bots: [
      { seat: 1, level: 'normal' },
      { seat: 2, level: 'normal' },
    ],
    start: true,
    turnTimer,
  });

/** The finished games of a room (`GET /api/games/:id/games`): how many are listed. */
export async function finishedGames(base: string, id: string): Promise<number> {
  const res = await fetch(`${base}/api/games/${id}/games`);
  if (!res.ok) return 0;
  const body: unknown = await res.json();
  if (Array.isArray(body)) return body.length;
  const list = (body as { games?: unknown }).games;
  return Array.isArray(list) ? list.length : 0;
}
