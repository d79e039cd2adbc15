import {
  CLOSE_CODES,
  type ClientMessage,
  ERROR_CODES,
  MAX_FRAME_BYTES,
  parseClientMessage,
} from '../../shared/protocol';
import type { RoomContext } from './context';
import { sendLogPage } from './history';
import { addBot, clearSeat, configure, removeBot, rename, sit, stand } from './lobby';
import { act, rematch, start } from './play';
import { clearStrikes, take } from './rate-limit';
import { react } from './reactions';
import type { RoomSocket } from './session';
import { allowed } from './throttle';
import { sendError, sendResync } from './views';

/** UTF-8 size of a frame, without encoding it when it is clearly small enough. */
function frameBytes(frame: string | ArrayBuffer): number {
  if (typeof frame !== 'string') return frame.byteLength;
  return frame.length * 3 <= MAX_FRAME_BYTES ? frame.length : new TextEncoder().encode(frame).byteLength;
}

/**
 * The checks every inbound frame passes, in order: a socket the room has closed (superseded with
 * 4000, or for an earlier frame: 1008, 1009, 4001, 4003) is ignored, size (close 1009), rate
 * (error, then close 1008), JSON and schema (`protocol/invalid_message`), join first, then the
 * rate of room changes (as for frames). Returns the
 * parsed message, or null when the frame was refused (the sender was told, unless closed; nothing
 * changed).
 */
export function admit(
  ctx: RoomContext,
  socket: RoomSocket,
  frame: string | ArrayBuffer,
): ClientMessage | null {
  // Frames still in flight after the room closed the socket (or from a client that ignores the
  // close, or delivered after the close): the close was the last word. A superseded tab: the
  // newest socket wins.
  if (socket.session.superseded || socket.closed()) return null;
  if (frameBytes(frame) > MAX_FRAME_BYTES) {
    socket.close(CLOSE_CODES.messageTooBig, `frames are limited to ${MAX_FRAME_BYTES} bytes`);
    return null;
  }
  if (!allowed(socket, take(socket.session.bucket, ctx.now, 'tokens'), 'too many messages')) return null;
  if (typeof frame !== 'string') {
    sendError(socket, ERROR_CODES.invalidMessage, 'frames must be text (JSON)');
    return null;
  }
  const parsed = parseClientMessage(frame);
  if (!parsed.ok) {
    sendError(socket, ERROR_CODES.invalidMessage, parsed.reason);
    return null;
  }
  if (parsed.message.type !== 'join' && socket.session.player === null) {
    sendError(socket, ERROR_CODES.joinRequired, 'send join first');
    return null;
  }
  if (
    COSTLY.has(parsed.message.type) &&
    !allowed(
      socket,
      take(socket.session.bucket, ctx.now, 'changes'),
      'too many seat, name or settings changes or log pages',
    )
  )
    return null;
  // A reaction's own limit (one per 2 s) and a stale move's resync limit are their handlers': each
  // clears the run of refusals or adds to it (cleared here, a flood of either never reached 1008).
  if (parsed.message.type !== 'react' && parsed.message.type !== 'act')
    socket.setBucket(clearStrikes(socket.session.bucket));
  return parsed.message;
}

/**
 * Messages that cost the room far more than their frame: a room change (each makes the room send
 * `room` to every socket) and `log_page` (a 41-byte ask answered with up to a whole game's log, tens
 * of KB: unlimited, a few sockets could keep the room busy and the table's moves waiting).
 */
const COSTLY: ReadonlySet<ClientMessage['type']> = new Set([
  'log_page',
  // Answered with the room and the whole state (a few KB) to the asker.
  'sync',
  'sit',
  'stand',
  'rename',
  'configure',
  'add_bot',
  'remove_bot',
  'clear_seat',
  'start',
  'rematch',
]);

/** Routes one admitted message (other than `join`) to its handler. */
export function route(
  ctx: RoomContext,
  socket: RoomSocket,
  message: Exclude<ClientMessage, { type: 'join' }>,
): void {
  switch (message.type) {
    case 'sit':
      sit(ctx, socket, message.seat);
      return;
    case 'stand':
      stand(ctx, socket);
      return;
    case 'rename':
      rename(ctx, socket, message.name);
      return;
    case 'configure':
      configure(ctx, socket, message.config);
      return;
    case 'add_bot':
      addBot(ctx, socket, message.seat, message.level);
      return;
    case 'remove_bot':
      removeBot(ctx, socket, message.seat);
      return;
    case 'clear_seat':
      clearSeat(ctx, socket, message.seat);
      return;
    case 'start':
      start(ctx, socket);
      return;
    case 'act':
      act(ctx, socket, message.action, message.version, message.game);
      return;
    case 'rematch':
      rematch(ctx, socket);
      return;
    case 'log_page':
      sendLogPage(ctx, socket, message.game, message.before);
      return;
    case 'react':
      react(ctx, socket, message.reaction);
      return;
    case 'sync':
      sendResync(ctx, socket);
      return;
    default:
      assertNever(message);
  }
}

function assertNever(value: never): never {
  throw new Error(`unhandled message ${JSON.stringify(value)}`);
}
