import { type BotLevel, ERROR_CODES, type RoomConfig, roomSettings } from '../../shared/protocol';
import type { RoomContext } from './context';
import type { RoomSocket } from './session';
import type { Player } from './store/parse-room-rows';
import { broadcastRoom, connectedPlayers, sendError } from './views';

/** The joined player behind a socket (the dispatcher only routes joined sockets here). */
function me(ctx: RoomContext, socket: RoomSocket): Player | undefined {
  const id = socket.session.player;
  return id === null ? undefined : ctx.store.player(id);
}

/** Lobby-only checks shared by the seat and host commands; sends the error and returns false. */
function inLobby(ctx: RoomContext, socket: RoomSocket, what: string): boolean {
  if (ctx.store.meta().status === 'lobby') return true;
  sendError(socket, ERROR_CODES.wrongStatus, `${what} is only possible in the lobby`);
  return false;
}

function isHost(ctx: RoomContext, socket: RoomSocket, what: string): boolean {
  if (ctx.store.meta().host === socket.session.player) return true;
  sendError(socket, ERROR_CODES.notHost, `only the host can ${what}`);
  return false;
}

/** Whether nobody (human or computer) holds `seat` (a seat of this room: `seatInRange`). */
function seatFree(ctx: RoomContext, seat: number): boolean {
  const { store } = ctx;
  return !store.bot(seat) && !store.players().some((p) => p.seat === seat);
}

/**
 * Whether `seat` is one of this room's (`0 ≤ seat < players`); else `room/seat_invalid`, the one
 * code for every seat out of range (the schema lets any integer through for that).
 */
function seatInRange(ctx: RoomContext, socket: RoomSocket, seat: number): boolean {
  const players = ctx.store.meta().config.players;
  if (seat >= 0 && seat < players) return true;
  sendError(socket, ERROR_CODES.seatInvalid, `seat ${seat} is not a seat of this room (0 to ${players - 1})`);
  return false;
}

function setSeat(ctx: RoomContext, socket: RoomSocket, player: Player, seat: number | null): void {
  ctx.store.transaction(() => ctx.store.savePlayer({ ...player, seat }));
  socket.setSession({ ...socket.session, seat });
  broadcastRoom(ctx);
}

/** `sit`: take an empty seat. One identity holds at most one seat; racing sockets: the first wins. */
export function sit(ctx: RoomContext, socket: RoomSocket, seat: number): void {
  const player = me(ctx, socket);
  if (!player || !inLobby(ctx, socket, 'sitting down')) return;
  if (player.seat !== null) {
    sendError(socket, ERROR_CODES.alreadySeated, `you already hold seat ${player.seat}; stand first`);
  } else if (!seatInRange(ctx, socket, seat)) {
    // Told by `seatInRange`.
  } else if (!seatFree(ctx, seat)) {
    sendError(socket, ERROR_CODES.seatTaken, `seat ${seat} is not free`);
  } else {
    setSeat(ctx, socket, player, seat);
  }
}

/** `stand`: leave your seat and watch. */
export function stand(ctx: RoomContext, socket: RoomSocket): void {
  const player = me(ctx, socket);
  if (!player || !inLobby(ctx, socket, 'standing up')) return;
  if (player.seat === null) sendError(socket, ERROR_CODES.notSeated, 'you have no seat');
  else setSeat(ctx, socket, player, null);
}

/**
 * `rename`: any time but while a team game is played (`room/rename_off`: a name is a message the
 * partner reads). The name was already trimmed and checked by the schema.
 */
export function rename(ctx: RoomContext, socket: RoomSocket, name: string): void {
  const player = me(ctx, socket);
  if (!player) return;
  const meta = ctx.store.meta();
  if (meta.status === 'playing' && meta.config.teams) {
    sendError(socket, ERROR_CODES.renameOff, 'names are kept while a team game is played');
    return;
  }
  ctx.store.transaction(() => ctx.store.savePlayer({ ...player, name }));
  broadcastRoom(ctx);
}

/**
 * `configure` (host, lobby): the next game's settings, whole (an option left out is off); seats
 * beyond `players` are freed.
 */
export function configure(ctx: RoomContext, socket: RoomSocket, config: RoomConfig): void {
  if (!isHost(ctx, socket, 'change the settings') || !inLobby(ctx, socket, 'changing the settings')) return;
  const { store } = ctx;
  store.transaction(() => {
    for (const p of store.players()) {
      if (p.seat !== null && p.seat >= config.players) store.savePlayer({ ...p, seat: null });
    }
    for (const bot of store.bots()) if (bot.seat >= config.players) store.deleteBot(bot.seat);
    store.saveMeta({ ...store.meta(), config: roomSettings(config) });
  });
  for (const s of ctx.sockets()) {
    const seat = s.session.player === null ? null : (store.player(s.session.player)?.seat ?? null);
    if (s.live() && s.session.seat !== seat) s.setSession({ ...s.session, seat });
  }
  broadcastRoom(ctx);
}

/** `add_bot` (host, lobby): a computer player on an empty seat. */
export function addBot(ctx: RoomContext, socket: RoomSocket, seat: number, level: BotLevel): void {
  if (!isHost(ctx, socket, 'add computer players') || !inLobby(ctx, socket, 'adding a computer player'))
    return;
  if (!seatInRange(ctx, socket, seat)) return;
  if (!seatFree(ctx, seat)) {
    sendError(socket, ERROR_CODES.seatTaken, `seat ${seat} is not free`);
    return;
  }
  ctx.store.transaction(() => ctx.store.saveBot({ seat, level, memory: null }));
  broadcastRoom(ctx);
}

/** `remove_bot` (host, lobby). */
export function removeBot(ctx: RoomContext, socket: RoomSocket, seat: number): void {
  if (!isHost(ctx, socket, 'remove computer players') || !inLobby(ctx, socket, 'removing a computer player'))
    return;
  if (!seatInRange(ctx, socket, seat)) return;
  if (!ctx.store.bot(seat)) {
    sendError(socket, ERROR_CODES.seatTaken, `seat ${seat} has no computer player`);
    return;
  }
  ctx.store.transaction(() => ctx.store.deleteBot(seat));
  broadcastRoom(ctx);
}

/**
 * `clear_seat` (host, lobby): frees a seat whose human has no open socket, so a player who sat and
 * left no longer blocks it. They keep their identity and watch when they come back. Refused, with
 * nothing changed: a connected occupant (`room/player_present`: only they can `stand`); a bot or
 * an empty seat (`room/seat_taken`, as `remove_bot` on a seat without a bot); a seat out of range
 * (`room/seat_invalid`).
 */
export function clearSeat(ctx: RoomContext, socket: RoomSocket, seat: number): void {
  if (!isHost(ctx, socket, 'free a seat') || !inLobby(ctx, socket, 'freeing a seat')) return;
  if (!seatInRange(ctx, socket, seat)) return;
  const { store } = ctx;
  const occupant = store.players().find((p) => p.seat === seat);
  if (!occupant) {
    const why = store.bot(seat) ? 'holds a computer player (remove_bot)' : 'has no player';
    sendError(socket, ERROR_CODES.seatTaken, `seat ${seat} ${why}`);
    return;
  }
  if (store.meta().creator === occupant.tokenHash) {
    // The creator's page has not joined yet: the seat `POST /api/games` reserved is theirs.
    sendError(socket, ERROR_CODES.seatReserved, `seat ${seat} is held for the room's creator`);
    return;
  }
  if (connectedPlayers(ctx.sockets()).has(occupant.id)) {
    sendError(
      socket,
      ERROR_CODES.playerPresent,
      `${occupant.name} is here; only they can leave seat ${seat}`,
    );
    return;
  }
  store.transaction(() =>
    store.savePlayer({ ...occupant, seat: null, awaySince: null, autoplay: false, autoplayMemory: null }),
  );
  for (const s of ctx.sockets()) {
    if (s.live() && s.session.player === occupant.id && s.session.seat !== null)
      s.setSession({ ...s.session, seat: null });
  }
  broadcastRoom(ctx);
}

export { inLobby, isHost };
