import type { PlayerView } from '../../../shared/engine/types';
import type { RoomMessage, StateMessage } from '../../state/room';
import type { Outbound, PublicRoom } from './bridge';

/**
 * Turns server messages into the public facts the parent page may see. Built field by field from
 * what every spectator sees: never the hand, a swap offer, the viewer's seat, a player id or token.
 */

export function publicRoom(room: RoomMessage): PublicRoom {
  return {
    id: room.id,
    url: new URL(`/g/${room.id}`, location.origin).href,
    status: room.status,
    config: { ...room.config },
    seats: room.seats.map((s) => ({ name: s.name, bot: s.bot, connected: s.connected })),
    spectators: room.spectators,
  };
}

const nameAt = (room: RoomMessage | null, seat: number) => room?.seats[seat]?.name ?? null;

/**
 * The `turn` message when a turn started (a `turn_started` event), or, on a resync without events,
 * when the seat to play or the phase differs from the last one posted (`last`, a key); else null.
 */
export function turnFact(
  state: StateMessage,
  room: RoomMessage | null,
  last: string,
): { key: string; message: Outbound } | null {
  const view: PlayerView = state.view;
  if (view.phase === 'over') return null;
  const key = `${room?.id}:${state.game}:${view.phase}:${view.turn}`;
  const started = state.events.some((e) => e.type === 'turn_started' || e.type === 'swap_started');
  if (!started && key === last) return null;
  return {
    key,
    message: {
      type: 'turn',
      game: state.game,
      seat: view.turn,
      name: nameAt(room, view.turn),
      phase: view.phase,
    },
  };
}

/** The `game_over` message for a finished game, else null. */
export function gameOverFact(state: StateMessage, room: RoomMessage | null): Outbound | null {
  const winner = state.view.winner;
  if (state.view.phase !== 'over' || !winner) return null;
  return {
    type: 'game_over',
    game: state.game,
    seats: [...winner.seats],
    names: winner.seats.map((s) => nameAt(room, s)),
    reason: winner.reason,
  };
}
