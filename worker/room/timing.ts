import type { GameEvent } from '../../shared/engine/types';
import { TAKEOVER_AFTER_MS, TURN_LIMIT_MS, TURN_TIMERS, type TurnTimerSetting } from '../../shared/protocol';

/**
 * How long the room waits before automatic moves. In production the pacing is human-like; a test
 * or a local run can set `BOT_DELAY_MS` (e.g. "0") to make every computer move due at once.
 */
export interface Timing {
  /** A computer's delay before each reveal (ms): uniform in [min, max]. */
  revealMin: number;
  revealMax: number;
  /** Extra wait after a mismatch so players see the cards before they turn back (docs/rules.md, Online presentation). */
  mismatchHold: number;
  /** Extra wait after a trio before a computer reveals again, so players see who took which trio. */
  trioHold: number;
  /** A seated human away this long during their turn is played by a computer. */
  takeoverAfter: number;
  /**
   * The `normal` turn timer's limit for a whole turn (ms): a seated human (present or not) whose
   * turn has lasted this long has the rest of it played by a computer. The other settings scale
   * with it (`turnLimitFor`). Room enough to think; a table is never held hostage.
   */
  turnLimit: number;
  /** A room with no sockets and no moves (or a lobby never started) is deleted after this. */
  abandonAfter: number;
}

export const HOUR = 60 * 60 * 1000;

/** After the alarm's computer moves failed: when it tries again (ms), rather than spin or stop. */
export const ALARM_RETRY_MS = 5000;

export const DEFAULT_TIMING: Timing = {
  revealMin: 600,
  revealMax: 1200,
  mismatchHold: 2500,
  trioHold: 1500,
  takeoverAfter: TAKEOVER_AFTER_MS,
  turnLimit: TURN_LIMIT_MS,
  abandonAfter: 24 * HOUR,
};

/** A variable that holds a non-negative integer, or undefined. */
function whole(text: string | undefined): number | undefined {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
}

/**
 * The timing for this deployment: `BOT_DELAY_MS` (a non-negative integer) replaces the pacing;
 * `TURN_LIMIT_MS` (a positive integer) replaces the `normal` turn timer's limit, and every other
 * setting scales with it (`turnLimitFor`: with 9000, relaxed is 18 s and fast 3 s; off stays
 * off). Anything else is ignored.
 */
export function timingFrom(botDelayMs: string | undefined, turnLimitMs?: string): Timing {
  const delay = whole(botDelayMs);
  const limit = whole(turnLimitMs);
  let timing = DEFAULT_TIMING;
  if (delay !== undefined)
    timing = { ...timing, revealMin: delay, revealMax: delay, mismatchHold: 0, trioHold: 0 };
  if (limit !== undefined && limit > 0) timing = { ...timing, turnLimit: limit };
  return timing;
}

/**
 * The limit for a whole turn under a room's `turnTimer` (ms), or null for `off`: the setting's
 * `TURN_TIMERS` limit scaled by this deployment's `turnLimit` against the normal one (the
 * defaults give exactly `TURN_TIMERS`), at least 1 ms.
 */
export function turnLimitFor(timing: Timing, setting: TurnTimerSetting): number | null {
  const limit = TURN_TIMERS[setting];
  if (limit === null) return null;
  return Math.max(1, Math.round((limit * timing.turnLimit) / TURN_TIMERS.normal));
}

/**
 * The wait after a move's `events` before a computer reveals again (ms): the mismatch hold after a
 * mismatch, the trio hold after a trio, else none.
 */
export function holdAfter(timing: Timing, events: readonly GameEvent[]): number {
  if (events.some((e) => e.type === 'mismatch')) return timing.mismatchHold;
  return events.some((e) => e.type === 'trio_collected') ? timing.trioHold : 0;
}

/** A reveal delay for a computer move; `random` in [0, 1). */
export function revealDelay(timing: Timing, random: number): number {
  return Math.round(timing.revealMin + (timing.revealMax - timing.revealMin) * random);
}
