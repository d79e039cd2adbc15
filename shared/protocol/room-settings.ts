import * as v from 'valibot';
import { REACTIONS } from './reactions';
import { DEFAULT_TURN_TIMER, TURN_TIMER_SETTINGS } from './turn-timers';

/**
 * A room's settings on the wire: bot levels, the log mode, the turn timer, the reaction codes,
 * and the config a host asks for (`configure`, `POST /api/games`). docs/protocol.md shows each.
 */

/** Computer player strength (shared/bots). */
export const BotLevelSchema = v.picklist(['easy', 'normal', 'hard']);
export type BotLevel = v.InferOutput<typeof BotLevelSchema>;

/** `classic`: a card's value stays in the log only while face up. `open`: values stay. */
export const LogModeSchema = v.picklist(['classic', 'open']);

/** A room's turn timer (`TURN_TIMERS` gives each one's limit for a whole turn). */
export const TurnTimerSettingSchema = v.picklist(TURN_TIMER_SETTINGS);

/** A reaction code (`REACTIONS`); anything else fails the frame's schema. */
export const ReactionSchema = v.picklist(REACTIONS);

/**
 * The fields of a room's settings (`RoomConfigSchema`), shared with `CreateGameRequestSchema`.
 * `spicyThreeTrios`: the house option of docs/rules.md, Winning (in spicy, three trios of any kind also
 * win); optional, absent = off, so a client that predates it still configures the official game.
 * `open`: listed for strangers on the home page (`GET /api/tables`) while the lobby has a free
 * seat; optional, absent = private: only people with the link find the room.
 * `turnTimer`: the limit for a seated human's whole turn (`TURN_TIMERS`: off, 3 min, 90 s, 30 s),
 * after which a computer plays the rest of that turn; optional, absent = `normal`.
 */
export const ROOM_CONFIG_ENTRIES = {
  players: v.picklist([3, 4, 5, 6]),
  mode: v.picklist(['simple', 'spicy']),
  teams: v.boolean(),
  log: LogModeSchema,
  spicyThreeTrios: v.exactOptional(v.boolean()),
  open: v.exactOptional(v.boolean()),
  turnTimer: v.exactOptional(TurnTimerSettingSchema),
} as const;

/** A room's settings for its next game, as a client asks for them. `teams` needs 4 or 6 players. */
export const RoomConfigSchema = v.pipe(
  v.object(ROOM_CONFIG_ENTRIES),
  v.check((c) => teamsFit(c), 'teams need 4 or 6 players'),
);

/** Whether a config's `teams` fits its player count (teams of two, partners opposite: 4 or 6). */
export function teamsFit(config: { players: number; teams: boolean }): boolean {
  return !config.teams || config.players === 4 || config.players === 6;
}
export type RoomConfig = v.InferOutput<typeof RoomConfigSchema>;

/**
 * A room's settings as the server keeps and reports them (the `room` message, `GET /api/games/:id`,
 * the stored room): a `RoomConfig` with every option present, but for `open`, present only when
 * true. A frame or a stored room from before an option reads it as off (`turnTimer`: as
 * `normal`, the limit rooms had before the choice).
 */
export const RoomSettingsSchema = v.pipe(
  v.object({
    ...ROOM_CONFIG_ENTRIES,
    spicyThreeTrios: v.exactOptional(v.boolean(), false),
    turnTimer: v.exactOptional(TurnTimerSettingSchema, DEFAULT_TURN_TIMER),
  }),
  v.check((c) => teamsFit(c), 'teams need 4 or 6 players'),
);
export type RoomSettings = v.InferOutput<typeof RoomSettingsSchema>;

/** The settings a room keeps for a requested config: its fields, every option left out set off. */
export function roomSettings(config: RoomConfig): RoomSettings {
  const { players, mode, teams, log } = config;
  const settings: RoomSettings = {
    players,
    mode,
    teams,
    log,
    spicyThreeTrios: config.spicyThreeTrios ?? false,
    turnTimer: config.turnTimer ?? DEFAULT_TURN_TIMER,
  };
  // `open` is carried only when on: a private room's settings read as they always did.
  if (config.open === true) settings.open = true;
  return settings;
}
