import * as v from 'valibot';
import {
  hasVisibleCharacter,
  NAME_CHARACTERS,
  NAME_MAX_LENGTH,
  NAME_MAX_UNITS,
  nameLength,
  TOKEN_PATTERN,
} from './constants';
import { ActionSchema } from './game';
import { BotLevelSchema, ReactionSchema, RoomConfigSchema } from './room-settings';

/**
 * What a client sends on the WebSocket: JSON objects discriminated on `type` (snake_case), parsed
 * with these schemas at the room's boundary; nothing is cast. docs/protocol.md (Client → server).
 */

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
