import { CLOSE_CODES, ERROR_CODES, type MatchClientMessage, PROTOCOL_VERSION } from '../../shared/protocol';
import type { SocketPort } from '../net/ports';
import { hashToken } from '../net/tokens';
import { withdraw } from './form';
import { sendError } from './notify';
import type { QueueContext } from './ports';
import { isContinent, seekFits } from './queue-key';
import { closeSocket, type MatchSession } from './session';
import { offerAt } from './tiers';

/** Entering and leaving a queue: `seek`, `cancel`, and a socket that closed. */

/** Seekers a queue holds at most (a table forms as soon as enough wait, so this is a wall). */
export const MAX_SEEKERS = 200;

/** Seekers from one client address a queue holds at most (a household, a classroom's few). */
export const MAX_SEEKERS_PER_ADDRESS = 12;

type Seek = Extract<MatchClientMessage, { type: 'seek' }>;

/**
 * `seek`: the socket's seeker joins the queue, oldest first. Refused, with nothing changed: another
 * protocol version (close 4001), a socket already seeking, a seek for another queue, a full queue.
 * The same `seeker` secret already waiting here (a second tab, a reload) takes the older socket's
 * place in the queue: the older socket is closed with 4000, and one seat will be found, not two.
 */
export async function seek(
  ctx: QueueContext,
  ws: SocketPort,
  session: MatchSession,
  message: Seek,
): Promise<void> {
  const { store, key } = ctx;
  if (message.protocol !== PROTOCOL_VERSION) {
    closeSocket(ws, CLOSE_CODES.protocolMismatch, `protocol ${PROTOCOL_VERSION} required`);
    return;
  }
  if (store.seeker(session.id)) {
    sendError(ws, ERROR_CODES.alreadySeeking, 'this socket is already seeking');
    return;
  }
  if (!seekFits(key, message.players, message.mode)) {
    sendError(
      ws,
      ERROR_CODES.wrongQueue,
      `this socket waits for ${key.players} players, ${key.mode}: connect to /api/match/ws?players=${message.players}&mode=${message.mode}`,
    );
    return;
  }
  const seekers = store.seekers();
  const fromHere = session.from === '' ? 0 : seekers.filter((s) => s.from === session.from).length;
  if (seekers.length >= MAX_SEEKERS || fromHere >= MAX_SEEKERS_PER_ADDRESS) {
    sendError(ws, ERROR_CODES.queueFull, 'this queue is full: try again in a few seconds');
    return;
  }
  const hash = message.seeker === undefined ? null : await hashToken(message.seeker);
  const twin = hash === null ? undefined : store.seekerByHash(hash);
  if (twin && (twin.heldUntil !== null || twin.gone)) {
    sendError(ws, ERROR_CODES.alreadySeeking, 'a table is being formed for you in another tab');
    return;
  }
  const now = ctx.ports.clock.now();
  const joinedAt = twin?.joinedAt ?? now;
  store.transaction(() => {
    if (twin) store.deleteSeeker(twin.id);
    store.saveSeeker({
      id: session.id,
      seekerHash: hash,
      name: message.name,
      continent: isContinent(key.region) ? key.region : null,
      joinedAt,
      deadline: joinedAt + message.waitMs,
      // A place already offered on (tiers.ts) is offered again under this socket's id.
      offerAt: twin?.offered ? now : offerAt(key, joinedAt, message.waitMs),
      offered: false,
      heldUntil: null,
      gone: false,
      from: session.from,
    });
  });
  if (twin) {
    for (const old of ctx.ports.sockets(twin.id))
      closeSocket(old, CLOSE_CODES.superseded, 'another tab took this place in the queue');
    if (twin.offered) await withdraw(ctx, [twin.id]);
  }
}

/** `cancel`: the seeker leaves the queue, and the socket is closed (1000). */
export async function cancel(ctx: QueueContext, ws: SocketPort, session: MatchSession): Promise<void> {
  if (!ctx.store.seeker(session.id)) {
    sendError(ws, ERROR_CODES.notSeeking, 'this socket is not seeking');
    return;
  }
  await leave(ctx, session.id);
  closeSocket(ws, 1000, 'cancelled');
}

/**
 * A seeker leaves (cancel, or their socket closed). One held for a table being formed is marked
 * gone instead: never told, never seated again; the seat that table reserved for them goes to a
 * computer after the room's usual wait for someone away.
 */
export async function leave(ctx: QueueContext, id: string): Promise<void> {
  const { store } = ctx;
  const seeker = store.seeker(id);
  if (!seeker) return;
  if (seeker.heldUntil !== null) {
    store.transaction(() => store.saveSeeker({ ...seeker, gone: true }));
    return;
  }
  store.transaction(() => store.deleteSeeker(id));
  if (seeker.offered) await withdraw(ctx, [id]);
}
