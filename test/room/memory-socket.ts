import { parseServerMessage, type ServerMessage } from '../../shared/protocol';
import { SOCKET_OPEN, type SocketPort } from '../../worker/net/ports';
import type { Room } from '../../worker/room/Room';

const CLOSED = 3;

/**
 * One client connection in memory: records (and parses) every frame the room sends it, keeps its
 * attachment as the runtime would (a structured clone), and closes like a WebSocket.
 */
export class MemorySocket implements SocketPort {
  readyState = SOCKET_OPEN;
  readonly frames: string[] = [];
  readonly messages: ServerMessage[] = [];
  closed: { code: number; reason: string } | null = null;
  private attachment: unknown = null;

  send(frame: string): void {
    if (this.readyState !== SOCKET_OPEN) throw new Error('send on a closed socket');
    const parsed = parseServerMessage(frame);
    if (!parsed.ok) throw new Error(`the room sent an invalid message: ${parsed.reason}`);
    this.frames.push(frame);
    this.messages.push(parsed.message);
  }

  /** The room closes the socket (or answers the client's close); the first code is kept. */
  close(code: number, reason: string): void {
    this.closed ??= { code, reason };
    this.readyState = CLOSED;
  }

  /** The client closes with `code`: the runtime tells the room (`onClose`), which answers the close. */
  async closeFromClient(room: Room, code: number): Promise<void> {
    this.readyState = CLOSED;
    await room.onClose(this, code);
  }

  serializeAttachment(value: unknown): void {
    this.attachment = structuredClone(value);
  }

  deserializeAttachment(): unknown {
    return structuredClone(this.attachment);
  }

  /** Every message of `type` received so far, oldest first. */
  all<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }>[] {
    return this.messages.filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);
  }

  /** The last message of `type` received, or undefined. */
  last<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }> | undefined {
    return this.all(type).at(-1);
  }
}

/** The sockets a room's runtime holds (its `sockets` port), and a way to open one more. */
export class MemorySockets {
  readonly open: MemorySocket[] = [];

  /** A new socket accepted by `room` from client address `from`, as the Durable Object would. */
  connect(room: Room, from = ''): MemorySocket {
    const refusal = room.accept(from);
    if (refusal) throw new Error(`refused: ${refusal.message}`);
    const socket = new MemorySocket();
    this.open.push(socket);
    room.onConnect(socket, from);
    return socket;
  }

  /** The `sockets` port. */
  readonly all = (): readonly MemorySocket[] => this.open;
}
