import { computed } from '@preact/signals';
import { isTurnOf, teamOf as seatsOfTeam, teamIndex } from '../../../../shared/engine/queries';
import type { CardValue, Reveal, Seat } from '../../../../shared/engine/types';
import { pending, room, status, view } from '../../../net/store';
import { possessive, seatName } from '../game/labels';

/** Derived facts the table's components share. Display only: the server judges every move. */

/** True when this client may reveal now: its turn, in play, connected, no move in flight. */
export const canReveal = computed(() => {
  const v = view.value;
  return !!v && isTurnOf(v, v.viewer) && !pending.value && status.value === 'open';
});

export const spicy = computed(() => view.value?.config.mode === 'spicy');

/** A seat's name as shown at the table ("You" for the viewer). */
export function nameOf(seat: Seat): string {
  return seat === view.value?.viewer ? 'You' : seatName(room.value, seat);
}

/** "Ana's" / "your". */
export function ownerOf(seat: Seat): string {
  return possessive(seatName(room.value, seat), seat === view.value?.viewer);
}

/** The partners of a seat's team (itself included), or just the seat without teams. */
export function teamOf(seat: Seat): Seat[] {
  const v = view.value;
  return v ? seatsOfTeam(v, seat) : [seat];
}

/** The trios shown beside a seat: its own, or its team's pooled trios. */
export function triosOf(seat: Seat): CardValue[] {
  const v = view.value;
  if (!v) return [];
  return teamOf(seat).flatMap((s) => v.trios[s] ?? []);
}

/** This turn's face-up hand cards lying in front of a seat. */
export function handRevealsOf(seat: Seat): Reveal[] {
  return view.value?.revealed.filter((r) => r.target.kind === 'hand' && r.target.seat === seat) ?? [];
}

/** Team names by seat index of the team list ("Team A"). */
export function teamName(seat: Seat): string | null {
  const v = view.value;
  const i = v ? teamIndex(v, seat) : null;
  return i === null ? null : `Team ${String.fromCharCode(65 + i)}`;
}
