import type { GameEvent } from '../../shared/engine/types';
import type { ErrorCode, SeatInfo, ServerMessage } from '../../shared/protocol';
import { stateFrames, stateMessage } from '../../shared/protocol/frames';
import type { RoomContext } from './context';
import { publicVersion } from './public-version';
import { scoreboardOf } from './scoreboard';
import type { RoomSocket } from './session';
import type { Snapshot } from './store/parse-room-rows';
import type { RoomStore } from './store/RoomStore';
import { turnLimitFor } from './timing';

/** Player ids with at least one live socket. */
export function connectedPlayers(sockets: readonly RoomSocket[]): Set<string> {
  const ids = new Set<string>();
  for (const socket of sockets) {
    const player = socket.session.player;
    if (player !== null && socket.live()) ids.add(player);
  }
  return ids;
}

export type RoomMessage = Extract<ServerMessage, { type: 'room' }>;

/**
 * The public room message: seats, presence, host, spectator count, the scoreboard (scoreboard.ts).
 * Never a token or hash. `now`
 * (ms since epoch) turns a stored `awaySince` into the age clients get (`awayForMs`).
 */
export function roomMessage(store: RoomStore, sockets: readonly RoomSocket[], now: number): RoomMessage {
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
    scoreboard: scoreboardOf(store),
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
 * What every viewer's state frame of the current snapshot is made of, with the timer at `ctx.now`:
 * the turn's age and the room's limit for a whole turn, or null when the room's timer is `off`.
 */
function frameInput(ctx: RoomContext, snapshot: Snapshot, events: GameEvent[]) {
  const config = ctx.store.meta().config;
  const limit = turnLimitFor(ctx.timing, config.turnTimer);
  return {
    game: snapshot.game,
    version: publicVersion(snapshot),
    state: snapshot.state,
    log: config.log,
    events,
    timer: limit === null ? null : { dueForMs: Math.max(0, ctx.now - snapshot.dueSince), limitMs: limit },
  };
}

/**
 * The state frame for one viewer, as `stateMessage` builds it (shared/protocol/frames.ts: what a
 * viewer may see is decided there, by the room's log mode), with the turn timer's age at `ctx.now`.
 */
export function stateFrame(ctx: RoomContext, viewer: number | null, events: GameEvent[]): string | null {
  const snapshot = ctx.store.snapshot();
  if (!snapshot) return null;
  return JSON.stringify(stateMessage({ ...frameInput(ctx, snapshot, events), viewer }));
}

/** Sends one socket the current state (a resync: no events). */
export function sendState(ctx: RoomContext, socket: RoomSocket): void {
  const frame = stateFrame(ctx, viewerSeat(ctx, socket), []);
  if (frame) socket.send(frame);
}

/** `sync`: the room message and, once there is a game, the current state, to one socket only. */
export function sendResync(ctx: RoomContext, socket: RoomSocket): void {
  socket.send(JSON.stringify(roomMessage(ctx.store, ctx.sockets(), ctx.now)));
  sendState(ctx, socket);
}

/**
 * Sends every joined socket its own view of the current state, with `events`: the move's frame is
 * serialised once and each viewer's own fields spliced in (`stateFrames`), the same bytes as
 * `stateFrame` would give each.
 */
export function broadcastState(ctx: RoomContext, events: GameEvent[]): void {
  const snapshot = ctx.store.snapshot();
  if (!snapshot) return;
  const frameFor = stateFrames(frameInput(ctx, snapshot, events));
  const frames = new Map<number | null, string>();
  for (const socket of ctx.sockets()) {
    if (!socket.live() || socket.session.player === null) continue;
    const viewer = viewerSeat(ctx, socket);
    let frame = frames.get(viewer);
    if (frame === undefined) {
      frame = frameFor(viewer);
      frames.set(viewer, frame);
    }
    socket.send(frame);
  }
}

/**
 * Sends the current state, with no events, to the sockets of `seat` only: the decider's own
 * confirmation of a swap decision that waits for its partner (`publicVersion`). Nobody else gets
 * a frame, so nobody learns when a seat decided.
 */
export function sendSeatState(ctx: RoomContext, seat: number): void {
  let frame: string | null = null;
  for (const socket of ctx.sockets()) {
    if (!socket.live() || socket.session.player === null || viewerSeat(ctx, socket) !== seat) continue;
    frame ??= stateFrame(ctx, seat, []);
    if (frame) socket.send(frame);
  }
}

/** A recoverable error, to one socket. Never carries state, a stack or a hidden card. */
export function sendError(socket: RoomSocket, code: ErrorCode, message: string): void {
  socket.send(JSON.stringify({ type: 'error', code, message } satisfies ServerMessage));
}
