import type { Seat, Target } from '../../../../shared/engine/types';
import { messages } from '../../../state/i18n';
import type { RoomMessage } from '../../../state/room';

/** Display names and phrases about seats and targets, in the page's language. */

/** A seat's display name: its occupant (never translated), its bot ("Bot 2"), or "Seat 2". */
export function seatName(room: RoomMessage | null, seat: number): string {
  const info = room?.seats[seat];
  const t = messages.value;
  // A bot's name is the catalog's, whatever an older server sent.
  if (info?.bot) return t.botName(seat + 1);
  if (info?.name) return info.name;
  return t.seatName(seat + 1);
}

/** "Ana’s lowest card" / "your highest card" / "center slot 4" (slots counted from 1 for people). */
export function targetText(room: RoomMessage | null, target: Target, viewer: Seat | null): string {
  const t = messages.value;
  if (target.kind === 'center') return t.centerSlot(target.slot + 1);
  if (target.seat === viewer) return t.yourHandCard(target.end);
  return t.handCardOf({ name: seatName(room, target.seat), end: target.end });
}
