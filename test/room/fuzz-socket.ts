import type { ClientMessage, ServerMessage } from '../../shared/protocol';
import { SOCKET_OPEN, type SocketPort } from '../../worker/net/ports';

/** WebSocket ready states (as in the WebSocket standard) besides `SOCKET_OPEN`. */
export const SOCKET_CLOSING = 2;
export const SOCKET_CLOSED = 3;

/** A person at the fuzz's table: a name, and the identity and token the room gave them. */
export interface Person {
  readonly name: string;
  /** Client address as the room counts it ('' when unknown). */
  readonly from: string;
  /** The seat token from the latest `welcome` (or from `POST /api/games` for the creator). */
  token: string | null;
  /** The public player id from the latest `welcome`. */
  id: string | null;
}

/**
 * The state frame a socket saw last: which game and version (the public one clients see), and
 * the true version (`seq`) whose state it showed.
 */
export interface Seen {
  game: number;
  version: number;
  truth: number;
}

/**
 * One browser tab's socket in the fuzz: the room's `SocketPort` (its attachment kept as the
 * runtime keeps it, a structured clone), every frame the room sent it as raw text (checked by the
 * invariants, which read from `read` on), and what the fuzz knows about the tab.
 */
export class FuzzSocket implements SocketPort {
  readyState = SOCKET_OPEN;
  /** Every frame the room sent, as sent. */
  readonly raw: string[] = [];
  /** Frames in `raw` the invariants have checked. */
  read = 0;
  /** How the room closed this socket (its close, or its answer to the client's close). */
  closedWith: { code: number; reason: string } | null = null;
  /** The client closed (or lost) the socket: the room did not close it. */
  clientGone = false;
  /** Sends the room tried after the socket had closed (the runtime throws; the room ignores it). */
  lateSends = 0;
  /** Set from the `welcome` this socket received. */
  welcomed = false;
  /** The identity this socket joined as (its `welcome.player`). */
  player: string | null = null;
  /** The token its `join` carried, or null. */
  sentToken: string | null = null;
  /** The token its `welcome` gave. */
  token: string | null = null;
  /** The type of the last message it received. */
  lastType: string | null = null;
  /** The last state frame this socket received. */
  seen: Seen | null = null;
  /** The last `room` message this socket received. */
  room: Extract<ServerMessage, { type: 'room' }> | null = null;
  /** `act` messages this socket sent, for replays (the same message makes the same frame). */
  readonly acts: Extract<ClientMessage, { type: 'act' }>[] = [];
  /** When joining with a token: the identity it must resume (its id then), else null. */
  resumes: string | null = null;
  /** Whether the `welcome` must give back the token sent (a known identity's, or the creator's). */
  keepsToken = false;
  private attachment: unknown = null;

  constructor(
    readonly person: Person | null,
    readonly label: string,
  ) {}

  send(frame: string): void {
    if (this.readyState !== SOCKET_OPEN) {
      this.lateSends++;
      throw new Error('send on a closed socket');
    }
    this.raw.push(frame);
  }

  close(code: number, reason: string): void {
    this.closedWith ??= { code, reason };
    this.readyState = SOCKET_CLOSED;
  }

  serializeAttachment(value: unknown): void {
    this.attachment = structuredClone(value);
  }

  deserializeAttachment(): unknown {
    return structuredClone(this.attachment);
  }

  /** Open, joined, and never closed by either side: the room must keep it up to date. */
  live(): boolean {
    return this.readyState === SOCKET_OPEN && this.welcomed && this.person !== null;
  }

  /** The room closed it and the client has not answered yet (the runtime then delivers a close). */
  closedByRoom(): boolean {
    return this.closedWith !== null && !this.clientGone;
  }
}
