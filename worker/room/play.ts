import { createGame } from '../../shared/engine';
import type { Action, EngineError, GameState } from '../../shared/engine/types';
import { ERROR_CODES } from '../../shared/protocol';
import { observeMove, resetBots } from './automation/memory';
import { scheduleAutomation } from './automation/schedule';
import type { RoomContext } from './context';
import { newSeed } from './ids';
import { inLobby, isHost } from './lobby';
import { publicVersion } from './public-version';
import { clearStrikes } from './rate-limit';
import { seatRecords } from './records';
import { recordWin } from './scoreboard';
import type { RoomSocket } from './session';
import { advance } from './store/checkpoints';
import { chargeResync } from './throttle';
import {
  broadcastRoom,
  broadcastState,
  connectedPlayers,
  sendError,
  sendSeatState,
  stateFrame,
} from './views';

/** Deals a new game to the seated players and sends everyone their view. */
export function deal(ctx: RoomContext, firstSeat: number | undefined): void {
  const { store } = ctx;
  const meta = store.meta();
  const { players, mode, teams, spicyThreeTrios } = meta.config;
  const seed = newSeed();
  // The computers' seed: a second draw, never derived from the game's (which rebuilds the deal).
  const botSeed = newSeed();
  const state: GameState = createGame(
    { players, mode, teams, spicyThreeTrios },
    firstSeat === undefined ? { seed } : { seed, firstSeat },
  );
  const game = meta.game + 1;
  const present = connectedPlayers(ctx.sockets());
  store.transaction(() => {
    store.saveSnapshot({ game, version: 0, phaseSince: 0, dueSince: ctx.now, state });
    // The game's record starts here: its deal (no seed), first seat and seats; the actions follow.
    store.saveGame({
      game,
      config: state.config,
      deal: { hands: state.hands, center: state.center.filter((value) => value !== null) },
      firstSeat: state.turn,
      seats: seatRecords(store),
      winner: null,
    });
    store.saveMeta({ ...meta, status: 'playing', game, firstSeat: state.turn, activeAt: ctx.now, botSeed });
    resetBots(ctx, botSeed);
    // A seated player without a socket (left in the lobby, or after the last game) is away from
    // the deal on: the computer takeover applies to them as to anyone who leaves mid-game.
    for (const p of store.players()) {
      const awaySince = p.seat === null || present.has(p.id) ? null : (p.awaySince ?? ctx.now);
      if (awaySince !== p.awaySince) store.savePlayer({ ...p, awaySince });
    }
  });
  broadcastRoom(ctx);
  broadcastState(ctx, []);
  scheduleAutomation(ctx, []);
}

/** `start` (host, lobby): every seat must hold a player or a computer. */
export function start(ctx: RoomContext, socket: RoomSocket): void {
  if (!isHost(ctx, socket, 'start the game') || !inLobby(ctx, socket, 'starting')) return;
  const { store } = ctx;
  const players = store.meta().config.players;
  for (let seat = 0; seat < players; seat++) {
    if (!store.bot(seat) && !store.players().some((p) => p.seat === seat)) {
      sendError(socket, ERROR_CODES.seatsEmpty, `seat ${seat} is empty`);
      return;
    }
  }
  deal(ctx, undefined);
}

/** `rematch` (host, game over): a new deal, same seats; the first seat moves on by one. */
export function rematch(ctx: RoomContext, socket: RoomSocket): void {
  if (!isHost(ctx, socket, 'start a rematch')) return;
  const meta = ctx.store.meta();
  if (meta.status !== 'over') {
    sendError(socket, ERROR_CODES.wrongStatus, 'a rematch is only possible once the game is over');
    return;
  }
  deal(ctx, ((meta.firstSeat ?? -1) + 1) % meta.config.players);
}

/**
 * Applies one action for `seat` (a socket's authenticated seat, or a computer's), then persists
 * the action with its public events (for `history`) in one transaction — with the whole new state
 * at a checkpoint (store/checkpoints.ts) — and sends every socket its own view. A swap decision
 * that waits for its partner (the engine's only move without public events) changes only the
 * decider's view: only the decider's sockets hear of it (`sendSeatState`, `publicVersion`).
 */
export function commitAction(
  ctx: RoomContext,
  seat: number,
  action: Action,
): { ok: true } | { ok: false; error: EngineError } {
  const { store } = ctx;
  const snapshot = store.snapshot();
  if (!snapshot) return { ok: false, error: { code: ERROR_CODES.gameOver, message: 'no game is running' } };
  const moved = advance(snapshot, seat, action, ctx.now);
  if (!moved.ok) return moved;
  const { events } = moved;
  const over = moved.snapshot.state.phase === 'over';
  store.transaction(() => {
    // The action row is the record; the whole state is written only at a checkpoint.
    store.recordMove(moved.snapshot, seat, action, events, ctx.now);
    // The room row changes only when the game ends; otherwise the action row records the activity.
    if (over) {
      store.saveMeta({ ...store.meta(), status: 'over', activeAt: ctx.now });
      store.endGame(snapshot.game, moved.snapshot.state.winner!, seatRecords(store));
      recordWin(store, moved.snapshot.state.winner!.seats);
    } else store.touch(ctx.now);
    observeMove(ctx, events);
  });
  if (events.length === 0) sendSeatState(ctx, seat);
  else broadcastState(ctx, events);
  if (over) broadcastRoom(ctx);
  scheduleAutomation(ctx, events);
  return { ok: true };
}

/**
 * `act`: the sender's seat acts. Checked in this order: a seat in a running game (else
 * `room/wrong_status` before the start, `room/not_seated`), the version and the game, then the
 * rules (`commitAction`: the engine's codes). A `version` other than the current public one
 * (`publicVersion`) is stale (a replay, or a decision on an old state): refused with the current
 * state. In a swap phase, where partners decide at the same time, any version since the phase
 * began is accepted for a decision. A `game` other than the current one (a move from before a
 * rematch) is stale too, whatever its version.
 */
export function act(
  ctx: RoomContext,
  socket: RoomSocket,
  action: Action,
  version: number,
  game: number | undefined,
): void {
  const { store } = ctx;
  const meta = store.meta();
  const player = socket.session.player === null ? undefined : store.player(socket.session.player);
  const snapshot = store.snapshot();
  // Every answer but a refused resync ends the socket's run of refusals (dispatch.ts leaves it here).
  const passed = () => socket.setBucket(clearStrikes(socket.session.bucket));
  if (player && player.seat !== null && (meta.status === 'lobby' || !snapshot)) {
    passed();
    sendError(socket, ERROR_CODES.wrongStatus, 'the game has not started yet: the host starts it');
    return;
  }
  if (!player || player.seat === null || !snapshot) {
    passed();
    sendError(socket, ERROR_CODES.notSeated, 'only a seated player can act in a running game');
    return;
  }
  const swapping = snapshot.state.phase === 'swap' && action.type !== 'reveal';
  const at = publicVersion(snapshot);
  const current =
    (game === undefined || game === snapshot.game) &&
    (version === at || (swapping && version >= snapshot.phaseSince && version < at));
  if (!current) {
    // Answered with the whole state, as a resync: no more often than `sync` may be.
    if (!chargeResync(socket, ctx.now, 'too many stale moves')) return;
    passed();
    sendError(
      socket,
      ERROR_CODES.staleVersion,
      game !== undefined && game !== snapshot.game
        ? `that move was for game ${game}; this is game ${snapshot.game}`
        : `version ${version} is stale; the game is at ${at}`,
    );
    const frame = stateFrame(ctx, player.seat, []);
    if (frame) socket.send(frame);
    return;
  }
  passed();
  const result = commitAction(ctx, player.seat, action);
  if (!result.ok) sendError(socket, result.error.code, result.error.message);
}
