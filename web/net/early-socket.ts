import type { SocketLike } from './socket';

/**
 * The room socket web/boot.ts opened before the page's modules arrived, taken over by the room's
 * connection (connection.ts) as its first socket. It is adopted only for the room and the exact
 * `join` the connection would send (same name, same token); otherwise it is closed and the
 * connection opens its own. The frames that came before are handed on first, in order; the `join`
 * that boot.ts already sent is not sent again.
 */

interface EarlySocket {
  id: string;
  join: string;
  ws: WebSocket;
  frames: string[];
  closed: number | null;
  deliver: ((frame: string) => void) | null;
}

/** Where boot.ts leaves its socket; null once the page's connection has started (boot.ts then opens none). */
const holder = globalThis as { trioEarlySocket?: EarlySocket | null };

/**
 * Takes the early socket for room `id` if it joined with `join`; null otherwise (it is closed).
 * From now on boot.ts, if it has not run yet (it is `async`), opens no socket of its own.
 */
export function adoptEarlySocket(id: string, join: string): SocketLike | null {
  const early = holder.trioEarlySocket;
  holder.trioEarlySocket = null;
  if (!early) return null;
  if (early.id !== id || early.join !== join) {
    early.ws.close(1000);
    return null;
  }
  const { ws } = early;
  let joined = false;
  return {
    get readyState() {
      return ws.readyState;
    },
    send(data) {
      // The connection's hello is the join boot.ts sent (or sends on open): once is enough.
      if (!joined && data === early.join) {
        joined = true;
        return;
      }
      ws.send(data);
    },
    close: (code) => ws.close(code),
    addEventListener(type: 'open' | 'message' | 'close', listener: (event: never) => void) {
      if (type === 'open') {
        if (ws.readyState === WebSocket.OPEN) queueMicrotask(() => (listener as () => void)());
        else ws.addEventListener('open', () => (listener as () => void)());
      } else if (type === 'message') {
        // The frames that came before, now and in order; the next ones as they come.
        const take = listener as (event: { data: unknown }) => void;
        for (const data of early.frames.splice(0)) take({ data });
        early.deliver = (data) => take({ data });
      } else {
        const closed = listener as (event: { code: number }) => void;
        if (early.closed !== null) {
          const code = early.closed;
          queueMicrotask(() => closed({ code }));
        } else ws.addEventListener('close', (event) => closed({ code: event.code }));
      }
    },
  } as SocketLike;
}

/** Closes the early socket, if any, unadopted (a visitor whose saved name the room would refuse). */
export function dropEarlySocket(): void {
  holder.trioEarlySocket?.ws.close(1000);
  holder.trioEarlySocket = null;
}
