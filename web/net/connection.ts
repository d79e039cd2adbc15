import { CLOSE_CODES, PING_FRAME, PROTOCOL_VERSION } from '../../shared/protocol/constants';
import type { ClientMessage, ServerMessage } from '../../shared/protocol/messages';
import { loadMore, messages, moreMessages } from '../state/i18n';
import { notify } from '../state/notices';
import { explain } from './explain';
import { loadToken, saveToken } from './storage';
import { game, gameAt, me, pending, resetRoom, room, roomAt, status } from './store';
import { wire } from './wire';

/**
 * The one owner of the WebSocket. Opens it, joins, parses every server frame with the shared
 * schemas, writes the store's signals, keeps the socket alive with pings, and reconnects with
 * backoff, resuming the seat with the token saved for this room. The schemas are a chunk of their
 * own (wire.ts), fetched while the socket connects: frames and the close are handled in the order
 * they came, each after the schemas are there.
 */

/** Returns true for an `error` it has handled itself: then no notice tells the player. */
type Listener = (message: ServerMessage) => boolean | undefined;

const PING_MS = 25_000;
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000];

/**
 * The part of the WebSocket interface this module uses: a real WebSocket, or a stand-in that
 * speaks the same protocol (web/local/LocalSocket.ts: a table in a Web Worker).
 */
export interface SocketLike {
  readonly readyState: number;
  send(frame: string): void;
  close(code?: number): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
}

let socket: SocketLike | null = null;
/** Opens the socket for the room; null: the room's WebSocket on this site. */
let opener: (() => SocketLike) | null = null;
let roomId: string | null = null;
let playerName = '';
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let pingTimer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<Listener>();
/** The socket's events in arrival order (a frame may wait for the schemas; nothing overtakes it). */
let inbox: Promise<unknown> = Promise.resolve();
type Schemas = Awaited<ReturnType<typeof wire>>;

function inOrder(step: (schemas: Schemas | null) => void): void {
  inbox = inbox.then(() =>
    wire().then(step, (err: unknown) => {
      // The schemas could not be fetched (offline): the close still counts; a frame is lost,
      // and the next full state after reconnecting repairs the picture.
      console.warn('the wire schemas did not load:', err);
      step(null);
    }),
  );
}

/**
 * Runs `listener` after the store has taken in each server message (an `error` it handled itself,
 * returning true, gets no notice). Returns an unsubscribe.
 */
export function onServerMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Opens (or re-targets) the connection to a room, joining under `name`. `openSocket` replaces the
 * room's WebSocket (a local table): no seat token is then saved or sent (its game lives in the page).
 */
export function connect(id: string, name: string, openSocket?: () => SocketLike): void {
  if (roomId === id && socket) return;
  disconnect();
  roomId = id;
  opener = openSocket ?? null;
  playerName = name;
  attempt = 0;
  open();
}

/**
 * Closes the connection for good (leaving the room page): 1000, or `CLOSE_CODES.left` when the
 * player chose to leave a running game (the server then gives their seat to a computer at once).
 */
export function disconnect(code = 1000): void {
  roomId = null;
  clearTimeout(retryTimer);
  stopPing();
  const s = socket;
  socket = null;
  s?.close(code);
  resetRoom();
  status.value = 'idle';
}

/** Sends one message if the socket is joined; otherwise tells the player why nothing happened. */
export function send(message: ClientMessage): boolean {
  if (!socket || socket.readyState !== WebSocket.OPEN || status.value !== 'open') {
    notify(messages.value.notConnected);
    return false;
  }
  socket.send(JSON.stringify(message));
  return true;
}

function open(): void {
  if (!roomId) return;
  const id = roomId;
  status.value = attempt === 0 ? 'connecting' : 'reconnecting';
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const ws: SocketLike = opener
    ? opener()
    : new WebSocket(`${scheme}://${location.host}/api/games/${encodeURIComponent(id)}/ws`);
  socket = ws;
  const local = opener !== null;
  ws.addEventListener('open', () => {
    const token = local ? null : loadToken(id);
    const join: ClientMessage = { type: 'join', protocol: PROTOCOL_VERSION, name: playerName };
    ws.send(JSON.stringify(token ? { ...join, token } : join));
    startPing(ws);
  });
  ws.addEventListener('message', (event) => {
    const frame: unknown = event.data;
    if (typeof frame !== 'string') return;
    inOrder((schemas) => {
      if (socket !== ws || !schemas) return;
      const parsed = schemas.parseServerMessage(frame);
      if (!parsed.ok) {
        // A frame we cannot read is dropped; the next full state message repairs the picture.
        console.warn('ignored a server message:', parsed.reason);
        return;
      }
      receive(id, parsed.message, local);
    });
  });
  ws.addEventListener('close', (event) => {
    inOrder(() => {
      if (socket !== ws) return;
      socket = null;
      stopPing();
      closed(event.code);
    });
  });
}

/** The last frame was a reveal the turn timer made for this seat. */
let timerPlaying = false;

/** A rare notice, whose words are the table's rarer ones (shared/i18n/more: fetched when idle). */
const tell = (key: 'welcomeBack' | 'timesUp') => void loadMore().then(() => notify(moreMessages.value[key]));

function receive(id: string, message: ServerMessage, local: boolean): void {
  switch (message.type) {
    case 'welcome':
      if (!local) saveToken(id, message.token);
      me.value = { player: message.player, host: message.host };
      if (message.autoplayed) tell('welcomeBack');
      status.value = 'open';
      attempt = 0;
      break;
    case 'room':
      roomAt.value = performance.now();
      room.value = message;
      break;
    case 'state':
      {
        // A reveal by this seat that this client did not send (nothing pending; a present player
        // is never on autoplay) is the turn timer's; it plays the rest of the turn, one reveal a
        // frame: told once, at its first.
        const timed =
          !pending.value &&
          message.events.some((e) => e.type === 'revealed' && e.seat === message.view.viewer);
        if (timed && !timerPlaying) tell('timesUp');
        timerPlaying = timed;
      }
      gameAt.value = performance.now();
      game.value = message;
      pending.value = false;
      break;
    case 'history':
      // The log so far, right after the state on (re)join: the log module takes it in (listeners).
      break;
    case 'error':
      pending.value = false;
      break;
    case 'pong':
      break;
  }
  let handled = false;
  for (const listener of listeners) handled = listener(message) === true || handled;
  if (message.type === 'error' && !handled) void explain(message.code).then(notify);
}

function closed(code: number): void {
  // A move sent just before the drop may be lost; the state after rejoining shows what happened.
  pending.value = false;
  if (code !== 1000) console.warn('connection closed:', code);
  if (code === CLOSE_CODES.superseded) status.value = 'superseded';
  else if (code === CLOSE_CODES.protocolMismatch) status.value = 'outdated';
  else if (code === CLOSE_CODES.roomGone) status.value = 'gone';
  else if (code === CLOSE_CODES.roomFull) status.value = 'full';
  else {
    status.value = 'reconnecting';
    const base = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)] ?? 8000;
    attempt += 1;
    // Jitter spreads out the reconnects of a whole table after a server restart.
    retryTimer = setTimeout(open, base + Math.random() * base * 0.3);
  }
}

function startPing(ws: SocketLike): void {
  stopPing();
  pingTimer = setInterval(() => {
    if (ws.readyState === WebSocket.OPEN) ws.send(PING_FRAME);
  }, PING_MS);
}

function stopPing(): void {
  clearInterval(pingTimer);
}

/** Retries at once (the "reconnect now" button, or the tab coming back online). */
export function reconnectNow(): void {
  if (!roomId || socket || status.value !== 'reconnecting') return;
  clearTimeout(retryTimer);
  open();
}

if (typeof window !== 'undefined') window.addEventListener('online', reconnectNow);
