import type { Target } from '../../../../shared/engine/types';
import type { RoomMessage } from '../../../net/store';

/** Display names and sentences about seats and targets (English, possessive-aware). */

/** A seat's display name: its occupant, its bot, or "Seat N". */
export function seatName(room: RoomMessage | null, seat: number): string {
  const info = room?.seats[seat];
  if (info?.name) return info.name;
  if (info?.bot) return `Bot ${seat + 1}`;
  return `Seat ${seat + 1}`;
}

/** "Ana's", "Gus's" (one form everywhere, like "Gus's turn"), or "your" for the viewer. */
export function possessive(name: string, isYou: boolean): string {
  return isYou ? 'your' : `${name}'s`;
}

/** "Ana's lowest card" / "center slot 4" (slots counted from 1 for people). */
export function targetText(room: RoomMessage | null, target: Target, viewer: number | null): string {
  if (target.kind === 'center') return `center slot ${target.slot + 1}`;
  const who = possessive(seatName(room, target.seat), target.seat === viewer);
  return `${who} ${target.end} card`;
}

/** Capitalises the first letter ("your" → "Your"). */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const WIN_REASON_TEXT = {
  trio_of_sevens: 'collected the trio of 7s',
  three_trios: 'collected three trios',
  connected_trios: 'collected two connected trios',
} as const;
