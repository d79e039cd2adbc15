/**
 * Where things are, as the page-load bench models them (bench/page-load/proxy.ts): round-trip
 * times from the player to the edge (static files, and pages that did not wait on a Durable
 * Object) and to the room (everything that reaches a Durable Object), and the player's downlink.
 */

/** Where a request's answer comes from. */
export type Place = 'edge' | 'room';

export interface Profile {
  name: string;
  /** Round-trip time to each place, in ms. */
  rtt: Record<Place, number>;
  /** The player's downlink in bits per second (Infinity: no limit). */
  downBitsPerSecond: number;
  /**
   * Chromium's own network emulation (DevTools, over CDP) instead of the proxy's delays, as the
   * issue's first figures were taken: a latency added to every request, the link's rates, and no
   * delay on WebSocket frames (DevTools cannot delay them). The proxy then only logs.
   */
  devtools?: { latencyMs: number; downBitsPerSecond: number; upBitsPerSecond: number };
}

const profile = (name: string, edge: number, room: number, down: number): Profile => ({
  name,
  rtt: { edge, room },
  downBitsPerSecond: down,
});

export const PROFILES: Record<string, Profile> = {
  near: profile('near', 20, 20, Number.POSITIVE_INFINITY),
  'far-room': profile('far-room', 20, 150, 1.6e6),
  'slow-phone': profile('slow-phone', 150, 300, 400e3),
  // The DevTools figures (Slow 4G; 400 ms, 400 kbit/s), for comparison: every place alike.
  'slow4g-uniform': profile('slow4g-uniform', 150, 150, 1.6e6),
  '400ms-uniform': profile('400ms-uniform', 400, 400, 400e3),
  // DevTools' own emulation, as the issue's targets are stated: Slow 4G, and the 400 ms link.
  'devtools-slow4g': devtools('devtools-slow4g', 150, 1.6e6, 750e3),
  'devtools-400ms': devtools('devtools-400ms', 400, 400e3, 400e3),
};

function devtools(name: string, latencyMs: number, down: number, up: number): Profile {
  return {
    ...profile(name, 0, 0, Number.POSITIVE_INFINITY),
    devtools: { latencyMs, downBitsPerSecond: down, upBitsPerSecond: up },
  };
}

/** Every place at once and no bandwidth limit: for counting what a page fetches (bench:bundle). */
export const NO_DELAY: Profile = profile('none', 0, 0, Number.POSITIVE_INFINITY);

/** Bytes per millisecond of a profile's downlink. */
export const bytesPerMs = (p: Profile): number => p.downBitsPerSecond / 8 / 1000;
