import type { Place } from './profiles';

/** What the proxy saw of one request (or one WebSocket), in epoch ms (link.ts `now`). */

/** What a response carried, for the bytes table. */
export type Kind = 'html' | 'js' | 'css' | 'json' | 'font-img' | 'ws' | 'other';

/** One WebSocket frame: `up` when it reached the proxy from the browser, `down` when handed to it. */
export interface Frame {
  dir: 'up' | 'down';
  at: number;
  bytes: number;
  /** The JSON message's `type` of a text frame, or the opcode's name. */
  type: string;
}

export interface Entry {
  id: number;
  /** The browser's TCP connection it came on (1, 2, …). */
  conn: number;
  method: string;
  path: string;
  place: Place;
  kind: Kind;
  status: number;
  /** When the browser's request reached the proxy. */
  start: number;
  /** When the last byte of the answer (for a WebSocket: the 101's) was handed to the browser. */
  end: number | null;
  /** The connection's first request: it paid for the TCP handshake (one RTT of its place). */
  handshake: boolean;
  /** Answer bytes (status line, headers, body as sent; WebSocket: every frame down), by time. */
  deliveries: Array<[at: number, bytes: number]>;
  frames: Frame[];
  /** How long wrangler dev took to answer (its headers; for a WebSocket, the 101), in ms. */
  serverMs: number | null;
  /** Whether the proxy gzipped it (wrangler dev had not). */
  gzippedByProxy: boolean;
}

/** The bytes table's kind of an answer, from its content type. */
export function kindOf(contentType: string | undefined, path: string): Kind {
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('html')) return 'html';
  if (type.includes('javascript')) return 'js';
  if (type.includes('css')) return 'css';
  if (type.includes('json')) return 'json';
  if (type.startsWith('image/') || type.startsWith('font/') || /\.(woff2?|png|svg|ico)$/.test(path))
    return 'font-img';
  return 'other';
}

/** Text the proxy gzips when wrangler dev has not (as Cloudflare's edge would). */
export const compressible = (contentType: string | undefined): boolean =>
  /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/i.test(contentType ?? '');
