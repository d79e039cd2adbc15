import * as v from 'valibot';
import { TokenSchema } from './client-messages';
import { ErrorCodeSchema } from './errors';
import { GameEventSchema, LogEventSchema, PlayerViewSchema, SeatSchema } from './game';
import { BotLevelSchema, ReactionSchema, RoomSettingsSchema } from './room-settings';

/**
 * The WebSocket messages: JSON objects discriminated on `type` (snake_case). Every inbound frame
 * is parsed with these schemas at the boundary; nothing is cast. What the server sends is here;
 * what a client sends, client-messages.ts; a room's settings, room-settings.ts. docs/protocol.md
 * shows each one with an example.
 */

export * from './client-messages';
export { PING_FRAME, PONG_FRAME, PROTOCOL_VERSION, TAKEOVER_AFTER_MS, TURN_LIMIT_MS } from './constants';
export * from './reactions';
export * from './room-settings';
export * from './turn-timers';

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
