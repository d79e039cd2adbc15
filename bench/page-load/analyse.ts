import type { Entry, Kind } from './entries';
import type { Profile } from './profiles';

/** What one visit's proxy log says about the moments before the screen showed. */
export interface Figures {
  /** Request waves (the WebSocket upgrade is a request). */
  waves: number;
  /** Round trips that reached the room, and what each was. */
  roomRoundTrips: number;
  roomTrips: string[];
  /** Bytes handed to the browser before shown, by kind (WebSocket: frames down and the 101). */
  bytes: Record<Kind, number>;
  /** Requests completed before shown; new TCP connections among them (each paid a handshake). */
  requests: number;
  handshakes: number;
  /** Whether a WebSocket was open before shown; the edge files fetched before shown. */
  socket: boolean;
  assets: number;
}

const KINDS: Kind[] = ['html', 'js', 'css', 'json', 'font-img', 'ws', 'other'];

/**
 * wave(r) = 1 + the highest wave among requests that had completed (last byte handed to the
 * browser) before r started; 1 for a request with none before it. Reported: the highest wave of
 * the requests that completed before shown.
 */
export function waves(log: Entry[], shown: number): number {
  const sorted = [...log].sort((a, b) => a.start - b.start);
  const wave = new Map<Entry, number>();
  let top = 0;
  for (const r of sorted) {
    let before = 0;
    for (const q of sorted)
      if (q.end !== null && q.end <= r.start) before = Math.max(before, wave.get(q) ?? 0);
    wave.set(r, before + 1);
    if (r.end !== null && r.end <= shown) top = Math.max(top, before + 1);
  }
  return top;
}

/**
 * Round trips to the room before shown: room HTTP requests answered before shown, WebSocket
 * upgrades answered before shown, and each frame the browser sent before shown that got a frame
 * back before shown, at least one room RTT after it (so a push already on its way is no answer).
 */
export function roomTrips(log: Entry[], shown: number, profile: Profile): string[] {
  const trips: string[] = [];
  for (const e of log) {
    if (e.place !== 'room' || e.end === null || e.end > shown) continue;
    trips.push(
      e.kind === 'ws' ? `ws upgrade ${e.path.split('?')[0]}` : `${e.method} ${e.path.split('?')[0]}`,
    );
    if (e.kind !== 'ws') continue;
    for (const up of e.frames) {
      if (up.dir !== 'up' || up.at > shown) continue;
      const answer = e.frames.find(
        (d) => d.dir === 'down' && d.at >= up.at + profile.rtt.room - 1 && d.at <= shown,
      );
      if (answer) trips.push(`ws ${up.type} → ${answer.type}`);
    }
  }
  return trips;
}

export function analyse(log: Entry[], shown: number, profile: Profile): Figures {
  const bytes = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  for (const e of log) for (const [at, n] of e.deliveries) if (at <= shown) bytes[e.kind] += n;
  const done = log.filter((e) => e.end !== null && e.end <= shown);
  const trips = roomTrips(log, shown, profile);
  return {
    waves: waves(log, shown),
    roomRoundTrips: trips.length,
    roomTrips: trips,
    bytes,
    requests: done.length,
    handshakes: done.filter((e) => e.handshake).length,
    socket: done.some((e) => e.kind === 'ws'),
    assets: done.filter((e) => e.place === 'edge' && e.kind !== 'html').length,
  };
}

/** All the bytes of a figures' table. */
export const totalBytes = (f: Figures): number => Object.values(f.bytes).reduce((a, b) => a + b, 0);
