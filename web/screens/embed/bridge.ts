import * as v from 'valibot';
import { NameSchema } from '../../../shared/protocol/messages';
import { parentOrigin, ThemeSchema } from './params';

/**
 * The embed's side of the postMessage API (docs/embedding.md). Outbound: public facts only, to
 * the `parent` origin when the URL names one, else to `*`. Inbound: only from that origin (or,
 * without one, only from `window.parent`), parsed with valibot before anything acts on it.
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
  config: { players: number; mode: string; teams: boolean; log: string };
  seats: { name: string | null; bot: string | null; connected: boolean }[];
  spectators: number;
}

export const InboundSchema = v.variant('type', [
  v.object({ type: v.literal('set_name'), name: NameSchema }),
  v.object({ type: v.literal('set_theme'), theme: ThemeSchema }),
]);
export type Inbound = v.InferOutput<typeof InboundSchema>;

/** Whether this page runs in a frame at all (a top-level /embed page talks to nobody). */
export const framed = typeof window !== 'undefined' && window.parent !== window;

/** Posts one message to the parent page. */
export function post(message: Outbound): void {
  if (!framed) return;
  window.parent.postMessage({ source: 'trio', ...message }, parentOrigin ?? '*');
}

/** Calls `handle` for every valid message from the parent; returns an unsubscribe. */
export function listen(handle: (message: Inbound) => void): () => void {
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.source !== window.parent) return;
    if (parentOrigin !== null && event.origin !== parentOrigin) return;
    const parsed = v.safeParse(InboundSchema, event.data);
    // Anything else from the parent is not for us: ignored, as the API documents.
    if (parsed.success) handle(parsed.output);
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
