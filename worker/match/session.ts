import * as v from 'valibot';
import type { SocketPort } from '../net/ports';

/**
 * What a quick-match socket carries across hibernation (`serializeAttachment`): its id (also the
 * socket's tag, and its seeker row's id once it seeks), the client's address as counted ('' when
 * unknown; never sent), the site's origin (for the room's url in `matched`), when it opened and
 * how many frames it sent (a socket that floods is closed).
 */
export interface MatchSession {
  id: string;
  from: string;
  origin: string;
  opened: number;
  frames: number;
}

const MatchSessionSchema = v.object({
  id: v.string(),
  from: v.string(),
  origin: v.string(),
  opened: v.number(),
  frames: v.number(),
});

/** Frames a socket may send (a seek, a cancel, a few refused ones); pings are not counted. */
export const MAX_MATCH_FRAMES = 20;

/** The socket's session, or null when its attachment is not one (the socket is then closed). */
export function readMatchSession(ws: SocketPort): MatchSession | null {
  const parsed = v.safeParse(MatchSessionSchema, ws.deserializeAttachment());
  return parsed.success ? parsed.output : null;
}

/** Sends a frame, ignoring a socket that is closing (its close handler cleans up). */
export function sendTo(ws: SocketPort, frame: string): void {
  try {
    ws.send(frame);
  } catch {
    // Closing under us: the frame is moot.
  }
}

/** Closes a socket, ignoring one already closed. */
export function closeSocket(ws: SocketPort, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // Already closed: nothing to do.
  }
}
