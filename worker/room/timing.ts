import { TAKEOVER_AFTER_MS } from '../../shared/protocol';

/**
 * How long the room waits before automatic moves. In production the pacing is human-like; a test
 * or a local run can set `BOT_DELAY_MS` (e.g. "0") to make every computer move due at once.
 */
export interface Timing {
  /** A computer's delay before each reveal (ms): uniform in [min, max]. */
  revealMin: number;
  revealMax: number;
  /** Extra wait after a mismatch so players see the cards before they turn back (RULES.md). */
  mismatchHold: number;
  /** A seated human away this long during their turn is played by a computer. */
  takeoverAfter: number;
  /** A room with no sockets and no moves (or a lobby never started) is deleted after this. */
  abandonAfter: number;
}

export const HOUR = 60 * 60 * 1000;

export const DEFAULT_TIMING: Timing = {
  revealMin: 600,
  revealMax: 1200,
  mismatchHold: 2500,
  takeoverAfter: TAKEOVER_AFTER_MS,
  abandonAfter: 24 * HOUR,
};

/** The timing for this deployment: `BOT_DELAY_MS` (a non-negative integer) replaces the pacing. */
export function timingFrom(botDelayMs: string | undefined): Timing {
  if (botDelayMs === undefined || !/^\d+$/.test(botDelayMs)) return DEFAULT_TIMING;
  const delay = Number(botDelayMs);
  return { ...DEFAULT_TIMING, revealMin: delay, revealMax: delay, mismatchHold: 0 };
}

/** A reveal delay for a computer move; `random` in [0, 1). */
export function revealDelay(timing: Timing, random: number): number {
  return Math.round(timing.revealMin + (timing.revealMax - timing.revealMin) * random);
}
