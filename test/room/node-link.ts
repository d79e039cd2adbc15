import { SOCKET_CLOSED, SOCKET_OPEN, type SocketPort } from '../../worker/net/ports';
import type { Room } from '../../worker/room/Room';
import { RoomClient } from '../harness/room-client';

/**
 * One room socket in memory, both ends: the server end is the room's `SocketPort` (its attachment
 * kept as the runtime would, a structured clone), the client end a `RoomClient`. A client frame
 * goes to `Room.onMessage` as the Durable Object hands it over (worker/room/GameRoom.ts), on a
 * microtask, as a network would; a client's close goes to `Room.onClose`, whose answer closes the
 * client; the room's own close comes back to `Room.onClose` too, as the runtime tells the Durable
 * Object of the client's answer (`webSocketClose`). A failure the Durable Object would log fails the test instead (`failures`).
 */
export class ServerEnd implements SocketPort {
  readyState = SOCKET_OPEN;
  private attachment: unknown = null;

  constructor(
    private readonly client: () => RoomClient,
    private readonly closedByServer: (code: number) => void,
  ) {}

  send(frame: string): void {
    if (this.readyState !== SOCKET_OPEN) throw new Error('send on a closed socket');
    this.client().receive(frame);
  }

  close(code: number, reason: string): void {
    const open = this.readyState === SOCKET_OPEN;
    this.readyState = SOCKET_CLOSED;
    this.client().ended(code, reason);
    if (open) this.closedByServer(code);
  }

  /** The runtime drops the socket (a restart): no close event for the room, 1006 for the client. */
  drop(): void {
    this.readyState = SOCKET_CLOSED;
    this.client().ended(1006, '');
  }

  serializeAttachment(value: unknown): void {
    this.attachment = structuredClone(value);
  }

  deserializeAttachment(): unknown {
    return structuredClone(this.attachment);
  }
}

/** What the room's handlers threw or rejected with (the Durable Object logs it; a test fails). */
export const failures: unknown[] = [];

function report(error: unknown): void {
  failures.push(error);
  // Thrown outside the test's promise chain: vitest fails the run on it, with the stack.
  queueMicrotask(() => {
    throw error;
  });
}

/** Runs one handler call as the runtime does, reporting its failure, thrown or rejected. */
function deliver(run: () => Promise<void> | undefined): void {
  queueMicrotask(() => {
    try {
      run()?.catch(report);
    } catch (error) {
      report(error);
    }
  });
}

/** `first`, then `then`, synchronously when `first` is. */
function both(first: Promise<void> | undefined, then: () => void): Promise<void> | undefined {
  if (!first) {
    then();
    return undefined;
  }
  return first.then(then);
}

/** A client and the server end the room holds, linked; `room()` is the room's instance now. */
export function linkPair(room: () => Room, deadlineMs?: number): { client: RoomClient; server: ServerEnd } {
  let closing = false;
  const client: RoomClient = new RoomClient(
    {
      send: (frame) => {
        if (closing || client.closed) throw new Error('send on a closed socket');
        deliver(() => room().onMessage(server, frame));
      },
      close: (code) => {
        if (closing || client.closed) return;
        closing = true;
        server.readyState = SOCKET_CLOSED;
        // As the runtime: the close event comes once the room answered (or at once if it did not).
        deliver(() => both(room().onClose(server, code), () => client.ended(code, 'bye')));
      },
    },
    deadlineMs,
  );
  const server = new ServerEnd(
    () => client,
    (code) => deliver(() => room().onClose(server, code)),
  );
  return { client, server };
}
