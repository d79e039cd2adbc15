import { computed } from '@preact/signals';
import { isTurnOf, teamOf as seatsOfTeam, teamIndex } from '../../../../shared/engine/queries';
import type { CardValue, Reveal, Seat } from '../../../../shared/engine/types';
import { messages } from '../../../state/i18n';
import { pending, room, status, view } from '../../../state/room';
import { seatName } from '../game/labels';

/** Derived facts the table's components share. Display only: the server judges every move. */

/** True when this client may reveal now: its turn, in play, connected, no move in flight. */
export const canReveal = computed(() => {
  const v = view.value;
  return !!v && isTurnOf(v, v.viewer) && !pending.value && status.value === 'open';
});

export const spicy = computed(() => view.value?.config.mode === 'spicy');

/** What wins at this table, in words ("Simple: three trios win"): the log's heading and the page's h1. */
export function goalText(): string {
  const t = messages.value;
  const config = view.value?.config;
  if (config?.mode !== 'spicy') return t.logGoalSimple;
  return config.spicyThreeTrios ? t.logGoalSpicyThree : t.logGoalSpicy;
}

/** A seat's name as shown at the table ("You" for the viewer). */
export function nameOf(seat: Seat): string {
  return seat === view.value?.viewer ? messages.value.you : seatName(room.value, seat);
}

/** A seat's name, never "You" (inside sentences that name the viewer their own way). */
export function plainName(seat: Seat): string {
  return seatName(room.value, seat);
}

/** Whether `seat` is the viewer's. */
export const isViewer = (seat: Seat): boolean => seat === view.value?.viewer;

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

/** A seat's team letter ("A"), or null without teams. */
export function teamLetterOf(seat: Seat): string | null {
  const v = view.value;
  const i = v ? teamIndex(v, seat) : null;
  return i === null ? null : String.fromCharCode(65 + i);
}

/** A seat's team name ("Team A"), or null without teams. */
export function teamName(seat: Seat): string | null {
  const letter = teamLetterOf(seat);
  return letter === null ? null : messages.value.team(letter);
}

/** The names of a team's seats as a list in the page's language ("Ana and Bot 3"), never "You". */
export function teamNames(seats: readonly Seat[]): string {
  return messages.value.list(seats.map(plainName));
}

/** "Team B wins (Bot 2 and Bot 4)"-style facts: the winner's team name, names, and whether it is the viewer's. */
export function winnerFacts(seats: readonly Seat[]): { team: string | null; names: string; you: boolean } {
  const first = seats[0] ?? 0;
  const viewer = view.value?.viewer ?? null;
  return { team: teamName(first), names: teamNames(seats), you: viewer !== null && seats.includes(viewer) };
}
