import * as v from 'valibot';
import { ENGINE_ERRORS } from '../engine/types';

/**
 * Every error code a client can receive, namespaced by where it comes from (CONTRIBUTING.md, Errors).
 * Recoverable errors arrive as `{ type: 'error', code, message }` on the one socket concerned;
 * the state after them is unchanged.
 */
export const ERROR_CODES = {
  ...ENGINE_ERRORS,
  /** The frame is not JSON, has an unknown `type`, or fails its schema. */
  invalidMessage: 'protocol/invalid_message',
  /** Too many frames too fast (per-socket token bucket); the frame was dropped. */
  rateLimited: 'protocol/rate_limited',
  /** Anything but `join` before the socket has joined. */
  joinRequired: 'protocol/join_required',
  /** A second `join` on a socket that already joined. */
  alreadyJoined: 'protocol/already_joined',
  /** No such room (never created, or deleted after being abandoned). */
  notFound: 'room/not_found',
  /** Every seat and every spectator place is taken. */
  full: 'room/full',
  /** Only the host may do that (configure, add or remove bots, clear a seat, start, rematch). */
  notHost: 'room/not_host',
  /** That seat is someone else's (`sit`, `add_bot`), or holds nobody `remove_bot`/`clear_seat` can remove. */
  seatTaken: 'room/seat_taken',
  /** A lobby command named a seat this room does not have (outside `0 ≤ seat < players`). */
  seatInvalid: 'room/seat_invalid',
  /** `sit` while already holding a seat: one identity holds at most one seat (`stand` first). */
  alreadySeated: 'room/already_seated',
  /** `clear_seat` on a seat whose player is connected: only they can leave it (`stand`). */
  playerPresent: 'room/player_present',
  /** `clear_seat` on the seat `POST /api/games` reserved for a creator who has not joined yet. */
  seatReserved: 'room/seat_reserved',
  /** Acting needs a seat in the running game. */
  notSeated: 'room/not_seated',
  /**
   * `react` while a team game is being played: partners may not communicate but by the swap
   * (docs/rules.md, Team variant), so reactions are off until the game is over (open in the lobby too).
   */
  reactionsOff: 'room/reactions_off',
  /**
   * `rename` while a team game is being played: a name the table sees is a message too, and
   * partners may not communicate but by the swap (docs/rules.md, Team variant); names change again at game over.
   */
  renameOff: 'room/rename_off',
  /** The room is not in the right status for that (e.g. `configure` after the start). */
  wrongStatus: 'room/wrong_status',
  /** `start` while a seat is empty. */
  seatsEmpty: 'room/seats_empty',
  /** `act` named an old `version`: the current state comes with this error. */
  staleVersion: 'room/stale_version',
  /** `log_page` for another game than the current one, or a `before` that is not a page's start. */
  noSuchPage: 'room/no_such_page',
  /** HTTP: the record of a game still running (the room's current game): nothing of it is told. */
  gameRunning: 'room/game_running',
  /** HTTP: no such game in this room (never dealt, or dealt before records were kept). */
  gameNotFound: 'room/game_not_found',
  /** A name must be 1–24 characters after trimming, with no control characters. */
  invalidName: 'room/invalid_name',
  /** Quick match: the `seek` asks for other players or another mode than the socket's queue. */
  wrongQueue: 'match/wrong_queue',
  /** Quick match: a second `seek` on a socket that already seeks (or was matched). */
  alreadySeeking: 'match/already_seeking',
  /** Quick match: `cancel` before `seek`. */
  notSeeking: 'match/not_seeking',
  /** Quick match: the queue holds as many seekers as it takes, or as many from this address. */
  queueFull: 'match/queue_full',
  /** HTTP: the request body or query is invalid. */
  badRequest: 'http/bad_request',
  /** HTTP: no such route. */
  httpNotFound: 'http/not_found',
  /** HTTP: the route exists, not with this method (`405`; `Allow` lists the methods it takes). */
  methodNotAllowed: 'http/method_not_allowed',
  /** HTTP: `POST /api/games` without `Content-Type: application/json`. */
  unsupportedMediaType: 'http/unsupported_media_type',
  /** HTTP: too many rooms created from one address; `Retry-After` says when to try again. */
  httpRateLimited: 'http/rate_limited',
  /** HTTP: the WebSocket route was called without `Upgrade: websocket`. */
  upgradeRequired: 'http/upgrade_required',
  /** HTTP: a request this server understands but does not serve (oEmbed `format=xml`). */
  notImplemented: 'http/not_implemented',
  /** HTTP: something broke on our side (never with a stack trace). */
  internal: 'http/internal',
} as const;

/** Any code from `ERROR_CODES`. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** An `ErrorCode` on the wire (`error.code` in the `error` message and in HTTP error bodies). */
export const ErrorCodeSchema = v.picklist(Object.values(ERROR_CODES));

export { CLOSE_CODES, MAX_FRAME_BYTES } from './constants';
