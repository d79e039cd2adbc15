import { useEffect, useState } from 'preact/hooks';
import { mustAct } from '../../../../shared/engine/queries';
import type { Seat } from '../../../../shared/engine/types';
import { game, gameAt, room, view } from '../../../state/room';

/**
 * The countdown shows during the last third of the turn's limit only (30 s of a normal 90 s turn,
 * 1 min of a relaxed one, 10 s of a fast one): whole seconds, from the `state` frame's `timer`.
 */
export const countdownFrom = (limitMs: number): number => Math.ceil(limitMs / 3000);

/**
 * Whole seconds until the turn timer plays the move now due, from the `state` frame's
 * `timer` (an age at the frame's arrival, so only the client's monotonic clock is used); null
 * without a timer (game over, or an older server).
 */
function secondsLeft(): number | null {
  const timer = game.value?.timer;
  if (!timer) return null;
  return Math.max(0, Math.ceil((timer.limitMs - timer.dueForMs - (performance.now() - gameAt.value)) / 1000));
}

/**
 * Whether a computer will make `seat`'s due move when the timer runs out: a present human (not a
 * bot, not on autoplay; an away seat has its own tag) whose reveal is due, or who is among the
 * swap's pending seats (the viewer: only while still deciding). Others in a swap stay listed
 * after they decide, as `view.swap.pending` does, so nobody learns who did.
 */
function timed(seat: Seat): boolean {
  const v = view.value;
  const info = room.value?.seats[seat];
  if (!v || !info || info.bot || info.autoplay || !info.connected || info.player === null) return false;
  return mustAct(v, seat);
}

/**
 * The seconds left before a computer makes `seat`'s move, re-rendered every second, or null when
 * that seat is not timed or more than a third of the limit is left (`countdownFrom`).
 */
export function useTurnCountdown(seat: Seat | null): number | null {
  const on = seat !== null && timed(seat) && game.value?.timer != null;
  const version = game.value?.version;
  const [, tick] = useState(0);
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [on, version]);
  if (!on) return null;
  const left = secondsLeft();
  return left !== null && left <= countdownFrom(game.value?.timer?.limitMs ?? 0) ? left : null;
}
