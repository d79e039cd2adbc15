import type { WinReason } from '../../shared/engine/types';
import type { Messages } from '../../shared/i18n';
import type { SeatRecord } from '../../shared/protocol/record';

/**
 * Names and reasons of a game record in the page's language (the replay page and the game over
 * use them alike). Player names are never translated; a computer is named as at the table.
 */

/** Why a game was won, as a phrase ("three trios"). */
export function reasonText(t: Messages, reason: WinReason): string {
  if (reason === 'trio_of_sevens') return t.reasonSevens;
  return reason === 'three_trios' ? t.reasonThree : t.reasonConnected;
}

/** A seat's name in a record: its player's, or the table's name for a computer ("Bot 2"). */
export function recordName(t: Messages, seats: readonly SeatRecord[], seat: number): string {
  const info = seats[seat];
  if (!info) return t.seatName(seat + 1);
  return info.bot ? t.botName(seat + 1) : info.name;
}

/** Where a finished game's replay is: `/g/:id/replay/:game` (a full page, also from a frame). */
export function replayPath(id: string, game: number): string {
  return `/g/${id}/replay/${game}`;
}
