import { PING_FRAME } from '../../shared/protocol/constants';

/**
 * The one reconnecting WebSocket helper: the room's socket (connection.ts) and quick match's
 * (match-socket.ts) both stand on it. It opens the socket, says hello on each open, hands every
 * text frame on, keeps the socket alive with pings, and after a close asks its owner whether to
 * try again, which it then does with a growing, jittered delay (a whole table reconnecting after a
 * server restart does not arrive at once). `retryNow` skips the wait (a button, the tab online).
 */

/** The part of the WebSocket interface this helper uses (a local table can stand in for one). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
}

/** `WebSocket.OPEN` (a SocketLike reports the same numbers). */
const OPEN = 1;
const PING_MS = 25_000;
/** The waits before the 1st, 2nd, … retry (ms); later retries wait the last. */
export const BACKOFF_MS = [500, 1000, 2000, 4000, 8000] as const;

export interface SocketOptions {
  /** The path to connect to (`/api/games/<id>/ws`), asked anew for each attempt. */
  path: () => string;
  /** Sent on each open, before anything else (`join`, `seek`). */
  hello: () => string;
  /** Every text frame, in order. */
  frame: (text: string) => void;
  /** After a close (`attempt`: retries so far): `retry` opens again after the backoff, `stop` ends it. */
  closed: (code: number, attempt: number) => 'retry' | 'stop';
  /** Just before each attempt (0 for the first). */
  opening?: (attempt: number) => void;
  /** Makes the socket (tests and the local table pass their own); a WebSocket by default. */
  create?: (url: string) => SocketLike;
}

export interface ReconnectingSocket {
  /** Sends a frame if the socket is open; false otherwise. */
  send(text: string): boolean;
  /** Closes for good (no retry) with `code`. */
  close(code?: number): void;
  /** Retries at once when a retry is waiting. */
  retryNow(): void;
  /** A retry is waiting (the socket is closed and will open again). */
  readonly waiting: boolean;
  /** Successful opens reset the backoff only when the owner says so (a `welcome`, a `seeking`). */
  resetBackoff(): void;
}

/** A browser WebSocket as a SocketLike (the helper's default socket). */
export const webSocket = (url: string): SocketLike => new WebSocket(url) as unknown as SocketLike;

const toUrl = (path: string) => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;

/** Opens a socket now, as `options` says (see the module's comment). */
export function openSocket(options: SocketOptions): ReconnectingSocket {
  const create = options.create ?? webSocket;
  let ws: SocketLike | null = null;
  let attempt = 0;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;
  let waiting = false;

  const open = () => {
    waiting = false;
    options.opening?.(attempt);
    const socket = create(toUrl(options.path()));
    ws = socket;
    socket.addEventListener('open', () => {
      if (ws !== socket) return;
      socket.send(options.hello());
      clearInterval(ping);
      ping = setInterval(() => socket.readyState === OPEN && socket.send(PING_FRAME), PING_MS);
    });
    socket.addEventListener('message', (event) => {
      if (ws === socket && typeof event.data === 'string') options.frame(event.data);
    });
    socket.addEventListener('close', (event) => {
      if (ws !== socket) return;
      ws = null;
      clearInterval(ping);
      if (stopped || options.closed(event.code, attempt) === 'stop') return;
      const base = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)] ?? 8000;
      attempt += 1;
      waiting = true;
      retry = setTimeout(open, base + Math.random() * base * 0.3);
    });
  };

  const handle: ReconnectingSocket = {
    send(text) {
      if (!ws || ws.readyState !== OPEN) return false;
      ws.send(text);
      return true;
    },
    close(code = 1000) {
      stopped = true;
      waiting = false;
      clearTimeout(retry);
      clearInterval(ping);
      const s = ws;
      ws = null;
      s?.close(code);
    },
    retryNow() {
      if (!waiting || stopped) return;
      clearTimeout(retry);
      open();
    },
    get waiting() {
      return waiting;
    },
    resetBackoff() {
      attempt = 0;
    },
  };
  open();
  return handle;
}
