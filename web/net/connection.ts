import { CLOSE_CODES, PROTOCOL_VERSION } from '../../shared/protocol/constants';
import type { ClientMessage, ServerMessage } from '../../shared/protocol/messages';
import { lifeMessages, loadLifeText, messages } from '../state/i18n';
import { notify } from '../state/notices';
import {
  type ConnectionStatus,
  game,
  gameAt,
  me,
  pending,
  resetRoom,
  room,
  roomAt,
  status,
  taking,
} from '../state/room';
import { adoptEarlySocket } from './early-socket';
import { explain } from './explain';
import { openSocket as open, type ReconnectingSocket, type SocketLike, webSocket } from './socket';

export type { SocketLike };

import { loadToken, saveToken } from './storage';
import { wire } from './wire';

/**
 * The one owner of the room's WebSocket (on the reconnecting helper, socket.ts). Joins, parses
 * every server frame with the shared schemas, writes the room store's signals (web/state/room.ts),
 * and on each reconnect resumes the seat with the token saved for this room. The schemas are a chunk of their
 * own (wire.ts), fetched while the socket connects: frames and the close are handled in the order
 * they came, each after the schemas are there.
 */

/** Returns true for an `error` it has handled itself: then no notice tells the player. */
type Listener = (message: ServerMessage) => boolean | undefined;

let socket: ReconnectingSocket | null = null;
let roomId: string | null = null;
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
 * Opens (or re-targets) the connection to a room, joining under `name`; a room already open is
 * left as it is. `openSocket` replaces the room's WebSocket (a local table, web/local/LocalSocket.ts):
 * no seat token is then saved or sent (its game lives in the page).
 */
export function connect(id: string, name: string, openSocket?: () => SocketLike): void {
  if (roomId === id && socket) return;
  disconnect();
  roomId = id;
  const local = openSocket !== undefined;
  const hello = () => {
    const token = local ? null : loadToken(id);
    const join: ClientMessage = { type: 'join', protocol: PROTOCOL_VERSION, name };
    return JSON.stringify(token ? { ...join, token } : join);
  };
  // The socket web/boot.ts opened (and joined) before this module arrived, if it joined as we would.
  let early = local ? null : adoptEarlySocket(id, hello());
  const mine: ReconnectingSocket = open({
    path: () => `/api/games/${encodeURIComponent(id)}/ws`,
    hello,
    opening: (attempt) => {
      status.value = attempt === 0 ? 'connecting' : 'reconnecting';
    },
    frame: (frame) =>
      inOrder((schemas) => {
        if (socket !== mine || !schemas) return;
        const parsed = schemas.parseServerMessage(frame);
        if (!parsed.ok) {
          // A frame we cannot read is dropped; the next full state message repairs the picture.
          console.warn('ignored a server message:', parsed.reason);
          return;
        }
        receive(id, parsed.message, local);
      }),
    // Decided in order, after the frames before it; until then the helper waits to retry.
    closed: (code) => {
      const final = FINAL_CLOSES[code];
      inOrder(() => {
        if (socket !== mine) return;
        // A move sent just before the drop may be lost; the state after rejoining shows what happened.
        pending.value = false;
        taking.value = null;
        if (code !== 1000) console.warn('connection closed:', code);
        status.value = final ?? 'reconnecting';
        if (final) socket = null;
      });
      return final ? 'stop' : 'retry';
    },
    create: (url) => {
      const first = early;
      early = null;
      return first ?? (openSocket ? openSocket() : webSocket(url));
    },
  });
  socket = mine;
}

/** Closes that end the connection for good, and the status each leaves. */
const FINAL_CLOSES: Partial<Record<number, ConnectionStatus>> = {
  [CLOSE_CODES.superseded]: 'superseded',
  [CLOSE_CODES.protocolMismatch]: 'outdated',
  [CLOSE_CODES.roomGone]: 'gone',
  [CLOSE_CODES.roomFull]: 'full',
};

/**
 * Closes the connection for good (leaving the room page): 1000, or `CLOSE_CODES.left` when the
 * player chose to leave a running game (the server then gives their seat to a computer at once).
 */
export function disconnect(code = 1000): void {
  roomId = null;
  const s = socket;
  socket = null;
  s?.close(code);
  resetRoom();
  status.value = 'idle';
}

/** Sends one message if the socket is joined; otherwise tells the player why nothing happened. */
export function send(message: ClientMessage): boolean {
  if (!socket || status.value !== 'open' || !socket.send(JSON.stringify(message))) {
    notify(messages.value.notConnected);
    return false;
  }
  return true;
}

/** The last frame was a reveal the turn timer made for this seat. */
let timerPlaying = false;

/** A rare notice of a bot's turns for this seat (its words: shared/i18n/life, fetched when idle). */
const tell = (key: 'welcomeBack' | 'timesUp') =>
  void loadLifeText().then(() => notify(lifeMessages.value[key]));

function receive(id: string, message: ServerMessage, local: boolean): void {
  switch (message.type) {
    case 'welcome':
      if (!local) saveToken(id, message.token);
      me.value = { player: message.player, host: message.host };
      if (message.autoplayed) tell('welcomeBack');
      status.value = 'open';
      socket?.resetBackoff();
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
      taking.value = null;
      break;
    case 'history':
      // The log so far, right after the state on (re)join: the log module takes it in (listeners).
      break;
    case 'error':
      pending.value = false;
      taking.value = null;
      break;
    case 'pong':
      break;
  }
  let handled = false;
  for (const listener of listeners) handled = listener(message) === true || handled;
  if (message.type === 'error' && !handled) void explain(message.code).then(notify);
}

/** Retries at once (the "reconnect now" button, or the tab coming back online). */
export function reconnectNow(): void {
  if (roomId && status.value === 'reconnecting') socket?.retryNow();
}

if (typeof window !== 'undefined') window.addEventListener('online', reconnectNow);
