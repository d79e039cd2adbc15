/**
 * The turn timer's settings: how long a seated human may take over a whole turn (counted from the
 * turn's start, not from each reveal) before a computer plays the rest of that turn for them.
 * Plain values (no schema library), so a lobby or a clock can read them without the schemas.
 */

/** The settings a host can choose, in the lobby's order. `normal` is the default. */
export const TURN_TIMER_SETTINGS = ['off', 'relaxed', 'normal', 'fast'] as const;

/** One of `TURN_TIMER_SETTINGS`: a room's `turnTimer`. */
export type TurnTimerSetting = (typeof TURN_TIMER_SETTINGS)[number];

/** The setting a room gets when none is asked for (Play now and quick match use it too). */
export const DEFAULT_TURN_TIMER: TurnTimerSetting = 'normal';

/**
 * Each setting's limit for a whole turn (ms), or null for no limit (`off`: friends at one table;
 * a player away for `TAKEOVER_AFTER_MS` is still played by a computer). In a team game's swap the
 * same limit counts from the swap's start.
 */
export const TURN_TIMERS = {
  off: null,
  relaxed: 180_000,
  normal: 90_000,
  fast: 30_000,
} as const satisfies Record<TurnTimerSetting, number | null>;
