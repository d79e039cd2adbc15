import * as v from 'valibot';
import {
  hasVisibleCharacter,
  NAME_CHARACTERS,
  NAME_MAX_LENGTH,
  NAME_MAX_UNITS,
  nameLength,
  TOKEN_PATTERN,
} from './constants';
import { ErrorCodeSchema } from './errors';
import { ActionSchema, GameEventSchema, LogEventSchema, PlayerViewSchema, SeatSchema } from './game';
import { REACTIONS } from './reactions';
import { DEFAULT_TURN_TIMER, TURN_TIMER_SETTINGS } from './turn-timers';

/**
 * The WebSocket messages: JSON objects discriminated on `type` (snake_case).
 * Every inbound frame is parsed with these schemas at the boundary; nothing is cast.
 * docs/protocol.md shows each one with an example.
 */

export { PING_FRAME, PONG_FRAME, PROTOCOL_VERSION, TAKEOVER_AFTER_MS, TURN_LIMIT_MS } from './constants';
export * from './reactions';
export * from './turn-timers';

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
 * `spicyThreeTrios`: the house option of RULES.md, Winning (in spicy, three trios of any kind also
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

/**
 * A display name: trimmed, 1–24 characters as a person counts them (grapheme clusters: an emoji
 * with its skin tone is one; `nameLength`) in at most `NAME_MAX_UNITS` (128) UTF-16 units; at
 * least one visible letter, digit, punctuation or symbol; no control or format characters (so no
 * direction overrides) except the zero-width non-joiner and joiner that Persian and Indic
 * spellings and emoji sequences need; no lone surrogate (it has no UTF-8 form: SQLite would store
 * another name than the one in memory); no stacks of combining marks or skin tones
 * (`NAME_CHARACTERS`). `validDisplayName` applies the same rules without the schema library.
 */
export const NameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'a name needs at least one character'),
  v.maxLength(NAME_MAX_UNITS, 'a name is too long'),
  v.check((name) => nameLength(name) <= NAME_MAX_LENGTH, 'a name has at most 24 characters'),
  v.regex(NAME_CHARACTERS, 'a name cannot contain control characters'),
  v.check(hasVisibleCharacter, 'a name needs a visible character'),
);

/** A seat token: 32 hex characters (128 bits). Secret: only its owner ever sees it. */
export const TokenSchema = v.pipe(v.string(), v.regex(TOKEN_PATTERN));

/**
 * A seat named by a lobby command (`sit`, `add_bot`, `remove_bot`, `clear_seat`): any integer, so
 * that every seat outside the room's `0 ≤ seat < players` — 3 in a three-seat room as 9 or -1 —
 * gets the one code `room/seat_invalid` from the room (a non-integer is `protocol/invalid_message`).
 */
export const LobbySeatSchema = v.pipe(v.number(), v.integer());

// ── client → server ─────────────────────────────────────────────────────────────────────────────

export const ClientMessageSchema = v.variant('type', [
  /** First message on every socket. `token` resumes an earlier identity (and its seat). */
  v.object({
    type: v.literal('join'),
    protocol: v.number(),
    name: NameSchema,
    token: v.exactOptional(TokenSchema),
  }),
  /** Take an empty seat (lobby only). */
  v.object({ type: v.literal('sit'), seat: LobbySeatSchema }),
  /** Leave your seat and watch (lobby only). */
  v.object({ type: v.literal('stand') }),
  /** Change your display name. */
  v.object({ type: v.literal('rename'), name: NameSchema }),
  /** Host, lobby only: the next game's settings. Seats beyond `players` are freed. */
  v.object({ type: v.literal('configure'), config: RoomConfigSchema }),
  /** Host, lobby only: a computer player on an empty seat. */
  v.object({ type: v.literal('add_bot'), seat: LobbySeatSchema, level: BotLevelSchema }),
  /** Host, lobby only. */
  v.object({ type: v.literal('remove_bot'), seat: LobbySeatSchema }),
  /**
   * Host, lobby only: frees a seat whose human has no open socket. The player keeps their
   * identity (they watch if they come back). Not for a present player nor a bot (`remove_bot`).
   */
  v.object({ type: v.literal('clear_seat'), seat: LobbySeatSchema }),
  /** Host: deal and play, once every seat is filled. */
  v.object({ type: v.literal('start') }),
  /**
   * A seated player's move; `version` is the `state.version` it was decided on and `game` the
   * `state.game` (optional, recommended: without it a frame from before a rematch could match the
   * new game's version).
   */
  v.object({
    type: v.literal('act'),
    action: ActionSchema,
    version: v.pipe(v.number(), v.integer()),
    game: v.exactOptional(v.pipe(v.number(), v.integer())),
  }),
  /** Host, after game over: back to a new deal with the same seats (the first seat moves on). */
  v.object({ type: v.literal('rematch') }),
  /**
   * A seated player's reaction (`REACTIONS`), sent to every socket of the room as `reaction`;
   * never stored, never in the log. At most one per `REACTION_INTERVAL_MS` per socket (else
   * `protocol/rate_limited`); a spectator gets `room/not_seated`; in a team game it is refused
   * while the game is played (`room/reactions_off`: partners may not talk but by the swap), and
   * open in the lobby and at game over.
   */
  v.object({ type: v.literal('react'), reaction: ReactionSchema }),
  /**
   * Anyone who joined: a resync. Answered to this socket only with the `room` message and, once the
   * room has a game, its `state` as this socket may see it (`events: []`), exactly as after `join`.
   */
  v.object({ type: v.literal('sync') }),
  /**
   * Anyone who joined: an older page of game `game`'s log (the current game), ending where the log
   * this socket holds begins — `before` is the `from` of the `history` or `log_page` it got last.
   * Answered with `log_page`, or `room/no_such_page`.
   */
  v.object({
    type: v.literal('log_page'),
    game: v.pipe(v.number(), v.integer(), v.minValue(1)),
    before: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
]);
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>;

// ── server → client ─────────────────────────────────────────────────────────────────────────────

/** One seat as everyone sees it. `player` is the occupant's public id (never their token). */
export const SeatInfoSchema = v.object({
  player: v.nullable(v.string()),
  name: v.nullable(v.string()),
  bot: v.nullable(BotLevelSchema),
  /** A human occupant with an open socket. Bots are always connected. */
  connected: v.boolean(),
  /** A bot is playing this human's turns while they are away (they get the seat back on return). */
  autoplay: v.boolean(),
  /**
   * While a game runs: how long (ms) this seated human has had no open socket, measured by the
   * server when it sent the message; null when connected, for a bot, or outside a game. An age,
   * not a timestamp, so a client's clock skew does not matter: a computer may take their turns
   * `TAKEOVER_AFTER_MS - awayForMs` after the message arrived.
   */
  awayForMs: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
});
export type SeatInfo = v.InferOutput<typeof SeatInfoSchema>;

export const RoomStatusSchema = v.picklist(['lobby', 'playing', 'over']);

/**
 * The turn timer, in a running game's `state` (null when the room's `turnTimer` is `off`, and once
 * the game is over): the turn now being played began `dueForMs` ago — in phase `play`, at the move
 * that started `view.turn`'s turn (the deal, or the previous turn's mismatch or trio), whatever
 * reveals it has had since; in a swap, at the swap's start — measured by the server when it sent
 * the frame (an age, so a client's clock skew does not matter). `limitMs` is the room's limit for
 * a whole turn (`TURN_TIMERS`). A seated human who is not on autoplay and has not finished the
 * turn when `dueForMs` reaches `limitMs` has the rest of that turn played by a computer (paced
 * like a computer player's reveals); they keep their seat, and their next turn gets the whole
 * limit again. A countdown shows `limitMs - dueForMs` less the time since the frame arrived.
 */
export const TurnTimerSchema = v.object({
  dueForMs: v.pipe(v.number(), v.integer(), v.minValue(0)),
  limitMs: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type TurnTimer = v.InferOutput<typeof TurnTimerSchema>;

/**
 * The room's tally across rematches. `games`: games won in this room since the tally began (the
 * room's first game, or the deploy that added it). `wins[seat]`: how many of them the seat's
 * current occupant won (in a team game each member of the winning team counts the win). Wins
 * belong to the occupant, not the chair: a player who changes seats, or leaves and comes back
 * with their token, keeps theirs; a new occupant (another person, or a bot of another level)
 * starts at 0. One entry per seat of the room's settings.
 */
export const ScoreboardSchema = v.object({
  games: v.pipe(v.number(), v.integer(), v.minValue(0)),
  wins: v.array(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type Scoreboard = v.InferOutput<typeof ScoreboardSchema>;

/**
 * The room's public facts: the `room` message's fields, and `GET /api/games/:id`'s answer
 * (`RoomSummarySchema`). `host` and the seats' `player` are public ids, never tokens.
 * `scoreboard`: the tally (`ScoreboardSchema`); a frame from a server before it reads as empty.
 */
export const ROOM_SUMMARY_ENTRIES = {
  id: v.string(),
  status: RoomStatusSchema,
  config: RoomSettingsSchema,
  seats: v.array(SeatInfoSchema),
  host: v.nullable(v.string()),
  spectators: v.number(),
  scoreboard: v.optional(ScoreboardSchema, () => ({ games: 0, wins: [] })),
} as const;

export const ServerMessageSchema = v.variant('type', [
  /**
   * Answer to `join`, to that socket only. Keep `token` to resume the seat later. `autoplayed`:
   * this identity comes back to a seat a computer was playing while it was away (its moves in the
   * log were the computer's; the game may even have ended).
   */
  v.object({
    type: v.literal('welcome'),
    protocol: v.number(),
    token: TokenSchema,
    player: v.string(),
    seat: v.nullable(SeatSchema),
    host: v.boolean(),
    autoplayed: v.optional(v.boolean(), false),
  }),
  /** The room's public state; sent to everyone on every change. */
  v.object({ type: v.literal('room'), ...ROOM_SUMMARY_ENTRIES }),
  /**
   * The game as this socket may see it. `events`: what just happened (empty on a resync).
   * `timer`: the turn timer while a turn is being played (`TurnTimerSchema`); null once the game
   * is over, and in a room whose `turnTimer` is `off`.
   */
  v.object({
    type: v.literal('state'),
    game: v.number(),
    version: v.number(),
    view: PlayerViewSchema,
    events: v.array(GameEventSchema),
    timer: v.optional(v.nullable(TurnTimerSchema), null),
  }),
  /**
   * The current game's log so far, to a socket that joined (or rejoined) while a game exists, right
   * after its `state`. `version` is that state's version. Values are redacted by the room's log
   * mode (`LogEvent`). `complete`: false when only the last moves are sent (long games).
   */
  v.object({
    type: v.literal('history'),
    game: v.number(),
    version: v.number(),
    complete: v.boolean(),
    events: v.array(LogEventSchema),
    /**
     * When `complete` is false: the version (move number) at which `events` begins, at a turn;
     * `log_page` with `before` set to it gets the page just older. Absent when complete.
     */
    from: v.exactOptional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
  /**
   * Answer to `log_page`, to that socket only: the moves of whole turns from version `from` up to
   * `before` (excluded), redacted by the room's log mode exactly as the `history` message is, to
   * be put before the log the socket holds. `more`: older moves exist (ask with `before: from`);
   * false once the page reaches the deal (`from` 1), or moves older than it were never kept.
   */
  v.object({
    type: v.literal('log_page'),
    game: v.number(),
    from: v.number(),
    before: v.number(),
    more: v.boolean(),
    events: v.array(LogEventSchema),
  }),
  /**
   * A seated player's reaction, to every socket of the room (the sender's included), at once:
   * `seat` is the sender's seat. Shown by each client in its own language; never stored.
   */
  v.object({ type: v.literal('reaction'), seat: SeatSchema, reaction: ReactionSchema }),
  /** A rejected message, to the sender only; nothing changed. */
  v.object({ type: v.literal('error'), code: ErrorCodeSchema, message: v.string() }),
  v.object({ type: v.literal('pong') }),
]);
export type ServerMessage = v.InferOutput<typeof ServerMessageSchema>;
