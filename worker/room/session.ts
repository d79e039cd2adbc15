import * as v from 'valibot';
import { SOCKET_CLOSED, SOCKET_OPEN, type SocketPort } from '../net/ports';
import { type Bucket, fullBucket } from './rate-limit';

/**
 * What a socket carries across hibernation (`serializeAttachment`): who it is, never the token
 * itself. `player` is null until `join`. `superseded`: a newer socket took over this identity, so
 * this one's close must not mark the player away.
 */
export interface Session {
  player: string | null;
  seat: number | null;
  tokenHash: string | null;
  bucket: Bucket;
  superseded: boolean;
  /** When the socket opened (ms since epoch); absent in attachments from before it existed. */
  opened?: number;
  /**
   * The client's address as the room counts it (`clientKey`: an IPv4 address or an IPv6 /64),
   * '' when unknown; absent in older attachments. Never sent to anyone.
   */
  from?: string;
}

const SessionSchema = v.object({
  player: v.nullable(v.string()),
  seat: v.nullable(v.number()),
  tokenHash: v.nullable(v.string()),
  bucket: v.object({
    tokens: v.number(),
    changes: v.optional(v.number()),
    at: v.number(),
    strikes: v.number(),
    reactedAt: v.optional(v.number()),
  }),
  superseded: v.boolean(),
  opened: v.exactOptional(v.number()),
  from: v.exactOptional(v.string()),
});

/** The session of a socket opened at `now` by a client at address `from` ('' when unknown). */
export function newSession(now: number, from = ''): Session {
  return {
    player: null,
    seat: null,
    tokenHash: null,
    bucket: fullBucket(now),
    superseded: false,
    opened: now,
    from,
  };
}

/** Reads an attachment back; anything unexpected counts as a fresh, unjoined socket. */
export function readSession(attachment: unknown, now: number): Session {
  const parsed = v.safeParse(SessionSchema, attachment);
  return parsed.success ? parsed.output : newSession(now);
}

/**
 * A connection as the room's handlers see it: a `SocketPort` (a hibernatable WebSocket, or an
 * in-memory socket in Node) with its parsed session (`wrapSocket`).
 */
export interface RoomSocket {
  send(frame: string): void;
  close(code: number, reason: string): void;
  readonly session: Session;
  setSession(session: Session): void;
  /**
   * The rate-limit bucket, in memory only: rewriting the attachment on every frame costs more
   * than it is worth, and a bucket that resets (to the last saved one) after eviction is fine.
   */
  setBucket(bucket: Bucket): void;
  /** Open and not superseded: counts for presence and receives broadcasts. */
  live(): boolean;
  /**
   * Whether the room called `close` on this socket — to close it, or to answer the client's close
   * once every earlier frame was handled (in memory only): frames still delivered after that are
   * ignored.
   */
  closed(): boolean;
}

/** Told when the room closes a socket, or finds one closed (the runtime's list of sockets then changes). */
export interface SocketListener {
  changed(): void;
}

const NOBODY: SocketListener = { changed: () => undefined };

/** Adapts a `SocketPort` to `RoomSocket`, reading its session from the attachment. */
export function wrapSocket(ws: SocketPort, now: number, listener: SocketListener = NOBODY): RoomSocket {
  let session = readSession(ws.deserializeAttachment(), now);
  let closing = false;
  return {
    send(frame) {
      try {
        ws.send(frame);
      } catch {
        // A socket closing under us: the message is moot, the close handler cleans up.
      }
    },
    close(code, reason) {
      closing = true;
      listener.changed();
      try {
        ws.close(code, reason);
      } catch {
        // Closing an already-closed socket is harmless; nothing to report.
      }
    },
    get session() {
      return session;
    },
    setSession(next) {
      session = next;
      ws.serializeAttachment(next);
    },
    setBucket(bucket) {
      if (bucket !== session.bucket) session = { ...session, bucket };
    },
    live() {
      const state = ws.readyState;
      if (state === SOCKET_OPEN) return !session.superseded;
      // Closed both ways: the runtime may forget it without an event, so the list is read again.
      if (state === SOCKET_CLOSED) listener.changed();
      return false;
    },
    closed: () => closing,
  };
}
