import * as v from 'valibot';
import { PROTOCOL_VERSION } from '../../shared/protocol/constants';
import { type OpenTable, OpenTablesResponseSchema } from '../../shared/protocol/match';
import type { ClientMessage, ServerMessage } from '../../shared/protocol/messages';
import { parseServerMessage } from '../../shared/protocol/parse';
import { loadToken, saveToken } from './storage';

/**
 * The open tables (`GET /api/tables`) and the one click that sits the player down at one: a short
 * socket to the room joins, takes a free seat, and closes once the room shows the seat as theirs
 * (the seat token is kept as every seat token is), so the room page then opens on that seat.
 */

/** The open tables now (newest first), or null when the list cannot be had. */
export async function fetchTables(): Promise<OpenTable[] | null> {
  try {
    const res = await fetch('/api/tables', { cache: 'no-store' });
    const parsed = v.safeParse(OpenTablesResponseSchema, await res.json());
    return res.ok && parsed.success ? parsed.output.tables : null;
  } catch {
    // Offline or a broken answer: the list says it cannot be loaded, and tries again later.
    return null;
  }
}

/** How long a sit-down may take before it gives up (ms). */
const SIT_LIMIT_MS = 10_000;

/**
 * Joins room `id` as `name` and takes its first free seat. Resolves 'seated' once the room shows
 * the seat as this player's, 'taken' when no seat is free any more (the table filled or started).
 */
export function sitAtTable(id: string, name: string): Promise<'seated' | 'taken'> {
  return new Promise((resolve) => {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(`${scheme}://${location.host}/api/games/${encodeURIComponent(id)}/ws`);
    const send = (m: ClientMessage) => ws.send(JSON.stringify(m));
    let me: string | null = null;
    let last: Extract<ServerMessage, { type: 'room' }> | null = null;
    let asked: number | null = null;
    const refused = new Set<number>();
    const done = (outcome: 'seated' | 'taken') => {
      clearTimeout(timer);
      ws.close(1000);
      resolve(outcome);
    };
    const timer = setTimeout(() => done('taken'), SIT_LIMIT_MS);
    // Takes the first free seat the room shows (not one refused already), once joined.
    const step = () => {
      if (me === null || last === null || asked !== null) return;
      if (last.seats.some((s) => s.player === me)) return done('seated');
      const free = last.seats.findIndex((s, i) => s.player === null && s.bot === null && !refused.has(i));
      if (last.status !== 'lobby' || free < 0) return done('taken');
      asked = free;
      send({ type: 'sit', seat: free });
    };
    ws.addEventListener('open', () => {
      const token = loadToken(id);
      const join = { type: 'join', protocol: PROTOCOL_VERSION, name } as const;
      send(token ? { ...join, token } : join);
    });
    ws.addEventListener('message', (event) => {
      const parsed = typeof event.data === 'string' ? parseServerMessage(event.data) : null;
      if (!parsed?.ok) return;
      const m: ServerMessage = parsed.message;
      if (m.type === 'welcome') {
        saveToken(id, m.token);
        me = m.player;
        if (m.seat !== null) return done('seated');
      } else if (m.type === 'room') {
        last = m;
        if (asked !== null && m.seats[asked]?.player === me) return done('seated');
      } else if (m.type === 'error' && asked !== null) {
        // Someone sat there first: try the next free seat.
        refused.add(asked);
        asked = null;
      }
      step();
    });
    ws.addEventListener('close', () => done('taken'));
  });
}
