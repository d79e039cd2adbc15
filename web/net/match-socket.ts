import { signal } from '@preact/signals';
import { CLOSE_CODES, PROTOCOL_VERSION } from '../../shared/protocol/constants';
import {
  type MatchClientMessage,
  parseMatchServerMessage,
  type SeekMode,
  type SeekPlayers,
} from '../../shared/protocol/match';
import { explain } from './explain';
import { BACKOFF_MS, openSocket, type ReconnectingSocket } from './socket';
import { saveToken } from './storage';

/**
 * The one owner of the quick-match WebSocket (`GET /api/match/ws`, on the reconnecting helper,
 * socket.ts): seeks on each open, parses every frame with the shared schemas, and writes `search` for the home page to render. A socket lost
 * while seeking is opened again and seeks again (the queue may have restarted; the browser's
 * `seeker` secret keeps it one seeker, never two seats). `matched` keeps the seat token where every
 * seat token lives, then `onMatched` goes to the room.
 */

/** What the player asked for. */
export interface SeekRequest {
  name: string;
  players: SeekPlayers;
  mode: SeekMode;
  /** How long to wait for people before computers fill the empty seats (ms). */
  waitMs: number;
}

/** The search as the page shows it. `since`: when it started (ms, `Date.now()`), for the time waited. */
export type Search =
  | { phase: 'idle' }
  | { phase: 'seeking'; since: number; waiting: number; needed: number | null; lost: boolean }
  | { phase: 'found'; id: string }
  | { phase: 'elsewhere' }
  | { phase: 'failed'; error: string };

export const search = signal<Search>({ phase: 'idle' });

const SEEKER_KEY = 'trio:seeker';
let seekerInMemory: string | null = null;

/**
 * This browser's `seeker` secret (32 hex characters, made once and kept): two tabs seeking at
 * once are one seeker, who gets one seat. Kept here rather than in storage.ts so that no page's
 * first load carries it; storage that is blocked keeps it for this page only.
 */
function seekerSecret(): string {
  try {
    const kept = localStorage.getItem(SEEKER_KEY);
    if (kept && /^[0-9a-f]{32}$/.test(kept)) return kept;
  } catch {
    // Storage blocked: this page's own secret.
  }
  seekerInMemory ??= [...crypto.getRandomValues(new Uint8Array(16))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
  try {
    localStorage.setItem(SEEKER_KEY, seekerInMemory);
  } catch {
    // Storage blocked or full: the secret lives as long as this page.
  }
  return seekerInMemory;
}

let socket: ReconnectingSocket | null = null;
let asked: SeekRequest | null = null;
let found: (id: string) => void = () => {};

/** Starts a search (closing any earlier one); `onMatched(id)` goes to the room once seated. */
export function startSearch(request: SeekRequest, onMatched: (id: string) => void): void {
  stopSearch();
  asked = request;
  found = onMatched;
  search.value = { phase: 'seeking', since: Date.now(), waiting: 1, needed: null, lost: false };
  const query = new URLSearchParams({ players: String(request.players), mode: request.mode });
  const mine: ReconnectingSocket = openSocket({
    path: () => `/api/match/ws?${query}`,
    hello: () =>
      JSON.stringify({
        type: 'seek',
        protocol: PROTOCOL_VERSION,
        ...request,
        seeker: seekerSecret(),
      } satisfies MatchClientMessage),
    frame: (text) => {
      if (socket === mine) receive(mine, text);
    },
    closed: (code, attempt) => (socket === mine ? closed(code, attempt) : 'stop'),
  });
  socket = mine;
}

/** Cancels the search (the server takes the seeker out of its queue) and forgets it. */
export function stopSearch(): void {
  asked = null;
  const s = socket;
  socket = null;
  s?.send(JSON.stringify({ type: 'cancel' } satisfies MatchClientMessage));
  s?.close(1000);
  if (search.value.phase === 'seeking') search.value = { phase: 'idle' };
}

function receive(mine: ReconnectingSocket, text: string): void {
  const parsed = parseMatchServerMessage(text);
  if (!parsed.ok) return;
  const m = parsed.message;
  const now = search.value;
  if (m.type === 'seeking' && now.phase === 'seeking') {
    mine.resetBackoff();
    search.value = { ...now, waiting: m.waiting, needed: m.needed, lost: false };
  } else if (m.type === 'matched') {
    saveToken(m.id, m.token);
    end();
    search.value = { phase: 'found', id: m.id };
    found(m.id);
  } else if (m.type === 'error') {
    end();
    void explain(m.code).then((error) => (search.value = { phase: 'failed', error }));
  }
}

/** The search is over (seated, or refused): no retry. */
function end(): void {
  asked = null;
  const s = socket;
  socket = null;
  s?.close(1000);
}

function closed(code: number, attempt: number): 'retry' | 'stop' {
  const now = search.value;
  if (!asked || now.phase !== 'seeking') return 'stop';
  if (code === CLOSE_CODES.superseded) {
    asked = null;
    search.value = { phase: 'elsewhere' };
    return 'stop';
  }
  if (code === CLOSE_CODES.protocolMismatch || attempt >= BACKOFF_MS.length) {
    asked = null;
    search.value = { phase: 'failed', error: '' };
    return 'stop';
  }
  // Lost (a network hiccup, the queue restarted): seek again, the same seeker, after a pause.
  search.value = { ...now, lost: true };
  return 'retry';
}
