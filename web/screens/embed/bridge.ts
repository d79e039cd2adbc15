import type { Inbound } from './inbound';
import { parentOrigin } from './params';

/**
 * The embed's side of the postMessage API (docs/embedding.md). Outbound: public facts only, to
 * the `parent` origin when the URL names one, else to `*`. Inbound: only from that origin (or,
 * without one, only from `window.parent`), parsed with valibot (inbound.ts, fetched with the first
 * message) before anything acts on it; commands are handled in the order they came.
 */

export type Outbound =
  | { type: 'ready'; version: 1 }
  | { type: 'room'; room: PublicRoom }
  | { type: 'turn'; game: number; seat: number; name: string | null; phase: 'swap' | 'play' }
  | { type: 'game_over'; game: number; seats: number[]; names: (string | null)[]; reason: string }
  | { type: 'resize'; height: number };

export interface PublicRoom {
  id: string;
  url: string;
  status: 'lobby' | 'playing' | 'over';
  config: { players: number; mode: string; spicyThreeTrios: boolean; teams: boolean; log: string };
  seats: { name: string | null; bot: string | null; connected: boolean }[];
  spectators: number;
}

export type { Inbound };

/** Whether this page runs in a frame at all (a top-level /embed page talks to nobody). */
export const framed = typeof window !== 'undefined' && window.parent !== window;

/** Posts one message to the parent page. */
export function post(message: Outbound): void {
  if (!framed) return;
  window.parent.postMessage({ source: 'trio', ...message }, parentOrigin ?? '*');
}

/** Calls `handle` for every valid message from the parent; returns an unsubscribe. */
export function listen(handle: (message: Inbound) => void): () => void {
  let queue: Promise<unknown> = Promise.resolve();
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.source !== window.parent) return;
    if (parentOrigin !== null && event.origin !== parentOrigin) return;
    const data = event.data;
    queue = queue
      .then(() => import('./inbound'))
      .then(
        ({ parseInbound }) => {
          const command = parseInbound(data);
          // Anything else from the parent is not for us: ignored, as the API documents.
          if (command) handle(command);
        },
        // The schemas could not be fetched (offline): this command is lost, the next tries again.
        (err: unknown) => console.warn('embed command not read:', err),
      );
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
