import { playerView } from '../../shared/engine';
import type { GameEvent } from '../../shared/engine/types';
import type { ErrorCode, SeatInfo, ServerMessage } from '../../shared/protocol';
import type { RoomContext } from './context';
import type { RoomSocket } from './session';
import type { RoomStore } from './store/RoomStore';

/** Player ids with at least one live socket. */
export function connectedPlayers(sockets: RoomSocket[]): Set<string> {
  const ids = new Set<string>();
  for (const socket of sockets) {
    const player = socket.session.player;
    if (player !== null && socket.live()) ids.add(player);
  }
  return ids;
}

export type RoomMessage = Extract<ServerMessage, { type: 'room' }>;

/**
 * The public room message: seats, presence, host, spectator count. Never a token or hash. `now`
 * (ms since epoch) turns a stored `awaySince` into the age clients get (`awayForMs`).
 */
export function roomMessage(store: RoomStore, sockets: RoomSocket[], now: number): RoomMessage {
  const meta = store.meta();
  const connected = connectedPlayers(sockets);
  const players = store.players();
  const seats: SeatInfo[] = [];
  for (let seat = 0; seat < meta.config.players; seat++) {
    const bot = store.bot(seat);
    const human = players.find((p) => p.seat === seat);
    const present = bot !== undefined || (human !== undefined && connected.has(human.id));
    const awaySince = meta.status === 'playing' && !present ? (human?.awaySince ?? null) : null;
    seats.push({
      player: human?.id ?? null,
      name: human?.name ?? (bot ? `Bot ${seat + 1}` : null),
      bot: bot?.level ?? null,
      connected: present,
      autoplay: human?.autoplay ?? false,
      awayForMs: awaySince === null ? null : Math.max(0, now - awaySince),
    });
  }
  const spectators = players.filter((p) => p.seat === null && connected.has(p.id)).length;
  return {
    type: 'room',
    id: meta.id,
    status: meta.status,
    config: meta.config,
    seats,
    host: meta.host,
    spectators,
  } satisfies ServerMessage;
}

/** Sends the room message to every live socket. */
export function broadcastRoom(ctx: RoomContext): void {
  const sockets = ctx.sockets();
  const frame = JSON.stringify(roomMessage(ctx.store, sockets, ctx.now));
  for (const socket of sockets) if (socket.live() && socket.session.player !== null) socket.send(frame);
}

/** The seat whose view a socket gets: its player's seat in the running game, else spectator. */
function viewerSeat(ctx: RoomContext, socket: RoomSocket): number | null {
  const player = socket.session.player;
  return player === null ? null : (ctx.store.player(player)?.seat ?? null);
}

/**
 * The state frame for one viewer (own hand only; spectators: `null`, no hand at all), with the
 * turn timer's age at `ctx.now`.
 *
 * Classic log (RULES.md, Online presentation): a mismatch's values are public only while the
 * cards are shown, so `view.lastTurn` keeps them only in the frame that carries the `mismatch`
 * event (clients hold them from that frame). Every later frame of the next turn, and any resync,
 * has `lastTurn: null` — otherwise anyone could re-read face-down cards until the turn ends.
 */
export function stateFrame(ctx: RoomContext, viewer: number | null, events: GameEvent[]): string | null {
  const snapshot = ctx.store.snapshot();
  if (!snapshot) return null;
  const view = playerView(snapshot.state, viewer);
  const hidden =
    view.lastTurn?.outcome === 'mismatch' &&
    ctx.store.meta().config.log === 'classic' &&
    !events.some((e) => e.type === 'mismatch');
  return JSON.stringify({
    type: 'state',
    game: snapshot.game,
    version: snapshot.version,
    view: hidden ? { ...view, lastTurn: null } : view,
    events,
    // The same for every viewer: in a swap, all pending decisions are due since the phase began,
    // so the timer tells nobody who has already decided.
    timer:
      snapshot.state.phase === 'over'
        ? null
        : { dueForMs: Math.max(0, ctx.now - snapshot.dueSince), limitMs: ctx.timing.turnLimit },
  } satisfies ServerMessage);
}

/** Sends one socket the current state (a resync: no events). */
export function sendState(ctx: RoomContext, socket: RoomSocket): void {
  const frame = stateFrame(ctx, viewerSeat(ctx, socket), []);
  if (frame) socket.send(frame);
}

/** Sends every joined socket its own view of the current state, with `events`. */
export function broadcastState(ctx: RoomContext, events: GameEvent[]): void {
  const frames = new Map<number | null, string | null>();
  for (const socket of ctx.sockets()) {
    if (!socket.live() || socket.session.player === null) continue;
    const viewer = viewerSeat(ctx, socket);
    if (!frames.has(viewer)) frames.set(viewer, stateFrame(ctx, viewer, events));
    const frame = frames.get(viewer);
    if (frame) socket.send(frame);
  }
}

/** A recoverable error, to one socket. Never carries state, a stack or a hidden card. */
export function sendError(socket: RoomSocket, code: ErrorCode, message: string): void {
  socket.send(JSON.stringify({ type: 'error', code, message } satisfies ServerMessage));
}
