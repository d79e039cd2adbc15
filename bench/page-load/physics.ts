import { type Figures, totalBytes } from './analyse';
import { bytesPerMs, type Profile } from './profiles';

/**
 * The time a profile's physics allows for a screen: the fewest round trips any client could
 * take over HTTP/1.1, plus the bytes this visit fetched before shown at the link rate.
 *
 *   physics = HTML + max(assets, socket) + transfer
 *     HTML     = handshake(edge) + RTT(edge)   the page from the edge (Goal 5: no page waits on the room)
 *     assets   = handshake(edge) + RTT(edge)   one parallel wave of every file the screen needed
 *                                              (HTTP/1.1: a parallel wave needs new connections;
 *                                              0 when the screen fetched no file)
 *     socket   = handshake(room) + 2 RTT(room) the upgrade and the join's answer
 *                                              (0 when no socket opened before shown)
 *     transfer = bytes before shown / downlink rate (0 when the profile has no limit)
 *   handshake(p) = RTT(p), or RTT(edge) with --handshake edge.
 * Under DevTools' emulation (profiles `devtools-*`): latency × 2 (the HTML, one wave beside the
 * socket's upgrade) + transfer.
 */
export const PHYSICS_FORMULA =
  'physics = [handshake+RTT](edge HTML) + max([handshake+RTT](edge, one wave of every file), [handshake+2 RTT](room socket)) + bytes before shown / rate';

export function physicsMs(f: Figures, profile: Profile, handshake: 'own' | 'edge'): number {
  if (profile.devtools) {
    // DevTools adds its latency to each request (no handshake of its own) and none to frames:
    // the HTML, then one wave of files beside the socket's upgrade, then the bytes at its rate.
    const { latencyMs, downBitsPerSecond } = profile.devtools;
    const wave = f.assets > 0 || f.socket ? latencyMs : 0;
    return latencyMs + wave + totalBytes(f) / (downBitsPerSecond / 8 / 1000);
  }
  const rtt = profile.rtt;
  const shake = (place: 'edge' | 'room') => rtt[handshake === 'edge' ? 'edge' : place];
  const html = shake('edge') + rtt.edge;
  const assets = f.assets > 0 ? shake('edge') + rtt.edge : 0;
  const socket = f.socket ? shake('room') + 2 * rtt.room : 0;
  const rate = bytesPerMs(profile);
  const transfer = Number.isFinite(rate) ? totalBytes(f) / rate : 0;
  return html + Math.max(assets, socket) + transfer;
}
