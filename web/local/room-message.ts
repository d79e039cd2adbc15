import type { BotLevel, RoomSettings, ServerMessage } from '../../shared/protocol/messages';

/** The person's public id at the local table (never a token: the table has no other player). */
export const LOCAL_PLAYER = 'p_local';

/** What the local table's `room` message says: the room's facts, as worker/room/views.ts builds them. */
export interface RoomFacts {
  config: RoomSettings;
  bots: BotLevel[];
  /** The person's name (seat 0). */
  name: string;
  status: 'lobby' | 'playing' | 'over';
  /** Games won at this table, and each seat's wins. */
  won: number;
  wins: number[];
}

/**
 * The `room` message: the person on seat 0 (the host), a computer on every other seat (named as
 * the room names them; the page shows its own words for a computer), all present, nobody away.
 */
export function roomMessage(facts: RoomFacts): Extract<ServerMessage, { type: 'room' }> {
  const seats = Array.from({ length: facts.config.players }, (_, seat) => ({
    player: seat === 0 ? LOCAL_PLAYER : null,
    name: seat === 0 ? facts.name : `Bot ${seat + 1}`,
    bot: seat === 0 ? null : (facts.bots[seat - 1] ?? null),
    connected: true,
    autoplay: false,
    awayForMs: null,
  }));
  return {
    type: 'room',
    id: 'local',
    status: facts.status,
    config: facts.config,
    seats,
    host: LOCAL_PLAYER,
    spectators: 0,
    scoreboard: { games: facts.won, wins: facts.wins.slice() },
  };
}
