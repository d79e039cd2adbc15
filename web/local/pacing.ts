import type { GameEvent } from '../../shared/engine/types';

/**
 * How the local table paces its computer players, the room's way (worker/room/timing.ts): a
 * delay before each reveal, uniform in [revealMin, revealMax] ms, plus a hold after a mismatch
 * (people see both cards before they turn back) or a trio (people see who took it).
 */
export interface Pacing {
  revealMin: number;
  revealMax: number;
  mismatchHold: number;
  trioHold: number;
}

/** The room's production pacing (worker/room/timing.ts, `DEFAULT_TIMING`). */
export const ROOM_PACING: Pacing = { revealMin: 600, revealMax: 1200, mismatchHold: 2500, trioHold: 1500 };

/** Every computer move at once (tests). */
export const NO_PACING: Pacing = { revealMin: 0, revealMax: 0, mismatchHold: 0, trioHold: 0 };

/**
 * The wait (ms) before a computer's next reveal after a move's `events`; `random` in [0, 1).
 */
export function computerDelay(pacing: Pacing, events: readonly GameEvent[], random: number): number {
  const hold = events.some((e) => e.type === 'mismatch')
    ? pacing.mismatchHold
    : events.some((e) => e.type === 'trio_collected')
      ? pacing.trioHold
      : 0;
  return hold + Math.round(pacing.revealMin + (pacing.revealMax - pacing.revealMin) * random);
}
