import { signal } from '@preact/signals';
import { CLOSE_CODES, PING_FRAME, PROTOCOL_VERSION } from '../../shared/protocol/constants';
import {
  type MatchClientMessage,
  parseMatchServerMessage,
  type SeekMode,
  type SeekPlayers,
} from '../../shared/protocol/match';
import { explain } from './explain';
import { saveToken } from './storage';

/**
 * The one owner of the quick-match WebSocket (`GET /api/match/ws`): opens it, seeks, parses every
 * frame with the shared schemas, and writes `search` for the home page to render. A socket lost
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

const PING_MS = 25_000;
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000];

let socket: WebSocket | null = null;
let asked: SeekRequest | null = null;
let attempt = 0;
let retry: ReturnType<typeof setTimeout> | undefined;
let ping: ReturnType<typeof setInterval> | undefined;
let found: (id: string) => void = () => {};

/** Starts a search (closing any earlier one); `onMatched(id)` goes to the room once seated. */
export function startSearch(request: SeekRequest, onMatched: (id: string) => void): void {
  stopSearch();
  asked = request;
  found = onMatched;
  attempt = 0;
  search.value = { phase: 'seeking', since: Date.now(), waiting: 1, needed: null, lost: false };
  open();
}

/** Cancels the search (the server takes the seeker out of its queue) and forgets it. */
export function stopSearch(): void {
  asked = null;
  clearTimeout(retry);
  clearInterval(ping);
  const s = socket;
  socket = null;
  if (s?.readyState === WebSocket.OPEN)
    s.send(JSON.stringify({ type: 'cancel' } satisfies MatchClientMessage));
  s?.close(1000);
  if (search.value.phase === 'seeking') search.value = { phase: 'idle' };
}

function open(): void {
  const request = asked;
  if (!request) return;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ players: String(request.players), mode: request.mode });
  const ws = new WebSocket(`${scheme}://${location.host}/api/match/ws?${query}`);
  socket = ws;
  ws.addEventListener('open', () => {
    const seek: MatchClientMessage = {
      type: 'seek',
      protocol: PROTOCOL_VERSION,
      ...request,
      seeker: seekerSecret(),
    };
    ws.send(JSON.stringify(seek));
    clearInterval(ping);
    ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(PING_FRAME), PING_MS);
  });
  ws.addEventListener('message', (event) => {
    if (socket !== ws || typeof event.data !== 'string') return;
    const parsed = parseMatchServerMessage(event.data);
    if (!parsed.ok) return;
    const m = parsed.message;
    const now = search.value;
    if (m.type === 'seeking' && now.phase === 'seeking') {
      attempt = 0;
      search.value = { ...now, waiting: m.waiting, needed: m.needed, lost: false };
    } else if (m.type === 'matched') {
      saveToken(m.id, m.token);
      asked = null;
      search.value = { phase: 'found', id: m.id };
      found(m.id);
    } else if (m.type === 'error') {
      asked = null;
      void explain(m.code).then((error) => (search.value = { phase: 'failed', error }));
    }
  });
  ws.addEventListener('close', (event) => {
    if (socket !== ws) return;
    socket = null;
    clearInterval(ping);
    closed(event.code);
  });
}

function closed(code: number): void {
  const now = search.value;
  if (!asked || now.phase !== 'seeking') return;
  if (code === CLOSE_CODES.superseded) {
    asked = null;
    search.value = { phase: 'elsewhere' };
    return;
  }
  if (code === CLOSE_CODES.protocolMismatch || attempt >= BACKOFF_MS.length) {
    asked = null;
    search.value = { phase: 'failed', error: '' };
    return;
  }
  // Lost (a network hiccup, the queue restarted): seek again, the same seeker, after a pause.
  search.value = { ...now, lost: true };
  retry = setTimeout(open, BACKOFF_MS[attempt++]);
}
