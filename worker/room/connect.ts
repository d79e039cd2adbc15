import {
  CLOSE_CODES,
  type ClientMessage,
  ERROR_CODES,
  PROTOCOL_VERSION,
  type ServerMessage,
} from '../../shared/protocol';
import { scheduleTakeover } from './automation/schedule';
import type { RoomContext } from './context';
import { sendHistory } from './history';
import { hostInGrace } from './host';
import { hashToken, newPlayerId, newToken } from './ids';
import type { RoomSocket } from './session';
import type { Player } from './store/parse-room-rows';
import { broadcastRoom, connectedPlayers, sendError, sendState } from './views';

/**
 * Connecting: the caps on sockets waiting to join, `join` (a new identity, or a token's: resume,
 * and the newest socket supersedes older ones), and the creator's first join (which names them).
 */

/** Spectators (joined identities without a seat, with a socket) a room accepts. */
export const MAX_SPECTATORS = 20;

/**
 * Identities a room keeps. Seated and connected ones always stay (at most 6 + `MAX_SPECTATORS`);
 * beyond this bound, the oldest who have neither a seat nor a socket are forgotten, so people
 * passing by (or a script joining in a loop) cannot grow the room's storage without end.
 */
export const MAX_IDENTITIES = 64;

/** Open sockets that have not sent `join` yet, at most; the one idle longest makes room for a new one. */
export const MAX_WAITING_SOCKETS = 16;

/** A waiting socket younger than this (ms) is never closed to make room: its `join` may be on its way. */
export const JOIN_GRACE_MS = 3000;

/**
 * Before a new socket from address `from` is accepted: a socket that never joins would otherwise
 * stay open (and be walked by every broadcast) for ever. Beyond the bound, the waiting socket
 * opened first is closed with 1008: one from the same address if there is any, so a client that
 * keeps the waiting places full only ever closes its own sockets; else the oldest one opened at
 * least `JOIN_GRACE_MS` ago, so a visitor's `join` still on its way is never the one closed, even
 * by a flood from many addresses. False when no socket may be closed: the new one is refused.
 * Joined sockets are never touched. (Frames do not count: a socket kept busy is still waiting.)
 */
export function makeRoomForSocket(ctx: RoomContext, from: string): boolean {
  const waiting = ctx.sockets().filter((s) => s.live() && s.session.player === null);
  if (waiting.length < MAX_WAITING_SOCKETS) return true;
  const opened = (s: RoomSocket): number => s.session.opened ?? s.session.bucket.at;
  const own = waiting.filter((s) => (s.session.from ?? '') === from);
  const candidates = own.length > 0 ? own : waiting.filter((s) => opened(s) <= ctx.now - JOIN_GRACE_MS);
  if (candidates.length === 0) return false;
  const oldest = candidates.reduce((a, b) => (opened(b) < opened(a) ? b : a));
  oldest.close(CLOSE_CODES.policyViolation, 'send join first');
  return true;
}

/** The reason of the close (`CLOSE_CODES.roomFull`) a spectator gets when a player needs the place. */
export const MADE_ROOM_REASON = 'made room for a player';

/**
 * Spectators must not keep a newcomer out of a lobby with a free seat (they may have come to sit
 * in it): when every spectator place is taken, the spectator idle longest — whose socket's last
 * frame is the oldest; keep-alive pings do not count, the runtime answers them — is closed with
 * `CLOSE_CODES.roomFull` and `MADE_ROOM_REASON`, and the newcomer gets in. Never the host nor the
 * room's creator. False (the newcomer is refused with `room/full`) once the game has started or
 * every seat is taken.
 */
function makeRoomForPlayer(ctx: RoomContext, joining: RoomSocket, spectators: Player[]): boolean {
  const { store } = ctx;
  const meta = store.meta();
  if (meta.status !== 'lobby') return false;
  const taken = new Set<number>(store.bots().map((b) => b.seat));
  for (const p of store.players()) if (p.seat !== null) taken.add(p.seat);
  if (taken.size >= meta.config.players) return false;
  const movable = new Set(
    spectators
      .filter((p) => p.id !== meta.host && p.id !== meta.owner && p.tokenHash !== meta.creator)
      .map((p) => p.id),
  );
  let idlest: RoomSocket | null = null;
  for (const s of ctx.sockets()) {
    const id = s.session.player;
    if (s === joining || !s.live() || id === null || !movable.has(id)) continue;
    if (idlest === null || s.session.bucket.at < idlest.session.bucket.at) idlest = s;
  }
  if (idlest === null) return false;
  idlest.close(CLOSE_CODES.roomFull, MADE_ROOM_REASON);
  return true;
}

/** A token and its SHA-256, computed before the (synchronous) join handling. */
export interface TokenPair {
  token: string;
  hash: string;
}

export interface JoinRequest {
  protocol: number;
  name: string;
  /** The token the client sent, hashed; null without one. */
  given: TokenPair | null;
  /** A fresh token for a new identity (used when `given` is absent or unknown). */
  fresh: TokenPair;
}

/** Hashes the tokens a `join` needs (async: done before the synchronous room logic runs). */
export async function prepareJoin(message: Extract<ClientMessage, { type: 'join' }>): Promise<JoinRequest> {
  const fresh = newToken();
  const given = message.token;
  return {
    protocol: message.protocol,
    name: message.name,
    given: given === undefined ? null : { token: given, hash: await hashToken(given) },
    fresh: { token: fresh, hash: await hashToken(fresh) },
  };
}

/**
 * `join`: resumes the identity whose token hash matches (seat included), or creates a fresh one.
 * An unknown or forged token never reaches anyone's seat: it simply gets a new identity. The
 * newest socket of an identity wins; older ones are closed with 4000 and marked superseded.
 */
export function handleJoin(ctx: RoomContext, socket: RoomSocket, request: JoinRequest): void {
  if (socket.session.player !== null) {
    sendError(socket, ERROR_CODES.alreadyJoined, 'this socket already joined');
    return;
  }
  if (request.protocol !== PROTOCOL_VERSION) {
    socket.close(CLOSE_CODES.protocolMismatch, `protocol ${PROTOCOL_VERSION} required`);
    return;
  }
  const { store } = ctx;
  const known = request.given ? store.playerByTokenHash(request.given.hash) : undefined;
  // The room's creator (`POST /api/games`) joining for the first time: named by this join.
  const creating = request.given !== null && request.given.hash === store.meta().creator;
  const connected = connectedPlayers(ctx.sockets());
  if (!known || known.seat === null) {
    const spectators = store
      .players()
      .filter((p) => p.seat === null && p.id !== known?.id && connected.has(p.id));
    if (spectators.length >= MAX_SPECTATORS && !makeRoomForPlayer(ctx, socket, spectators)) {
      sendError(socket, ERROR_CODES.full, 'every spectator place is taken');
      socket.close(CLOSE_CODES.roomFull, 'room full');
      return;
    }
  }
  const token = (known || creating) && request.given ? request.given.token : request.fresh.token;
  const player: Player = known
    ? {
        ...known,
        name: creating ? request.name : known.name,
        awaySince: null,
        autoplay: false,
        autoplayMemory: null,
      }
    : {
        id: creating ? creatorId(ctx) : newPlayerId(),
        name: request.name,
        tokenHash: creating && request.given ? request.given.hash : request.fresh.hash,
        seat: null,
        joinedAt: ctx.now,
        awaySince: null,
        autoplay: false,
        autoplayMemory: null,
      };
  for (const other of ctx.sockets()) {
    if (other !== socket && other.session.player === player.id && !other.session.superseded) {
      other.setSession({ ...other.session, superseded: true });
      other.close(CLOSE_CODES.superseded, 'another socket resumed this seat');
    }
  }
  const meta = store.meta();
  // The role stays where it is while its holder is here or within their grace (a reload: host.ts),
  // and with a creator who named themselves (`POST /api/games` with `name`: their identity waits
  // for their token) until that token has joined, here or not: someone with the link who joins
  // before their page does (a fast script) never becomes host. The creator (`owner`) takes it
  // whenever they join, the first time or back after the role passed on. Otherwise (nobody here
  // holds it, as after a plain create whose token may be kept by a site that makes rooms for
  // others) the joiner takes it.
  const owner = creating || (meta.owner !== null && meta.owner === player.id);
  const keepHost =
    !owner &&
    meta.host !== null &&
    meta.host !== player.id &&
    (creatorWaiting(ctx) || connected.has(meta.host) || hostInGrace(ctx, meta));
  store.transaction(() => {
    if (!known) forgetPassersBy(ctx, connected);
    store.savePlayer(player);
    store.saveMeta({
      ...meta,
      host: keepHost ? meta.host : player.id,
      hostAwaySince: keepHost ? meta.hostAwaySince : null,
      activeAt: ctx.now,
      creator: creating ? null : meta.creator,
    });
  });
  socket.setSession({ ...socket.session, player: player.id, seat: player.seat, tokenHash: player.tokenHash });
  socket.send(
    JSON.stringify({
      type: 'welcome',
      protocol: PROTOCOL_VERSION,
      token,
      player: player.id,
      seat: player.seat,
      host: store.meta().host === player.id,
      autoplayed: known?.autoplay === true,
    } satisfies ServerMessage),
  );
  broadcastRoom(ctx);
  sendState(ctx, socket);
  sendHistory(ctx, socket);
  if (known?.autoplay || known?.awaySince) scheduleTakeover(ctx);
}

/**
 * Whether the room's creator named themselves (`POST /api/games` with `name`: their identity row
 * holds their token's hash) and their token has not joined yet: they are the host meanwhile.
 */
function creatorWaiting(ctx: RoomContext): boolean {
  const creator = ctx.store.meta().creator;
  return creator !== null && ctx.store.playerByTokenHash(creator) !== undefined;
}

/**
 * The id a creator without an identity row gets (a plain create): the one `POST /api/games` gave
 * them (`owner`, the summary's `host` until someone else took the role), even when someone else
 * holds the role now. In a room stored before `owner`: the host's, while still an id no identity
 * has; else a fresh one.
 */
function creatorId(ctx: RoomContext): string {
  const { host, owner } = ctx.store.meta();
  if (owner !== null && !ctx.store.player(owner)) return owner;
  return host !== null && !ctx.store.player(host) ? host : newPlayerId();
}

/** Makes room for one more identity: forgets the oldest without a seat or a socket, in join order. */
function forgetPassersBy(ctx: RoomContext, connected: Set<string>): void {
  const players = ctx.store.players();
  let excess = players.length + 1 - MAX_IDENTITIES;
  for (const p of players) {
    if (excess <= 0) return;
    // The host and the creator stay: a creator whose page has not connected yet is no passer-by.
    const { host, owner } = ctx.store.meta();
    if (p.seat === null && !connected.has(p.id) && p.id !== host && p.id !== owner) {
      ctx.store.deletePlayer(p.id);
      excess--;
    }
  }
}
