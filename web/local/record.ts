import type { Action, GameState, Seat } from '../../shared/engine/types';
import { PROTOCOL_VERSION } from '../../shared/protocol/constants';
import type { BotLevel } from '../../shared/protocol/messages';
import type { ActionRecord, GameRecord, SeatRecord } from '../../shared/protocol/record';

/**
 * A local game's record (shared/protocol/record.ts, docs/design.md, Game records), kept as the
 * room keeps it (worker/room/play.ts): the deal, the first seat and the seats at the deal, then
 * every accepted action. It is handed out only once the game is over (docs/rules.md, Online
 * presentation: the deal becomes public at game over, not before): `finished` is null until then.
 */
export class LocalRecord {
  private readonly actions: ActionRecord[] = [];
  private readonly start: Omit<GameRecord, 'protocol' | 'actions' | 'winner'>;

  /** `state`: the game as dealt (version 0); `seats`: who sits where, as the `room` message names them. */
  constructor(state: GameState, seats: SeatRecord[]) {
    this.start = {
      config: state.config,
      deal: {
        hands: state.hands.map((hand) => hand.slice()),
        center: state.center.filter((value) => value !== null),
      },
      firstSeat: state.turn,
      seats,
    };
  }

  /** One accepted action, in order. */
  add(seat: Seat, action: Action): void {
    this.actions.push({ seat, action });
  }

  /** The whole record once `state` (the game now) is over; null while it is being played. */
  finished(state: GameState, seats: SeatRecord[]): GameRecord | null {
    if (state.phase !== 'over' || !state.winner) return null;
    return {
      protocol: PROTOCOL_VERSION,
      ...this.start,
      // The names at the end, as the room's `endGame` writes them (a rename changes them).
      seats,
      actions: this.actions.slice(),
      winner: state.winner,
    };
  }
}

/** Who sits on each seat of the local table, as the room's records name them (worker/room/records.ts). */
export function localSeats(name: string, bots: readonly BotLevel[]): SeatRecord[] {
  return [{ name, bot: null }, ...bots.map((level, i) => ({ name: `Bot ${i + 2}`, bot: level }))];
}
