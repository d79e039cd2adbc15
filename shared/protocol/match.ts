import * as v from 'valibot';
import { ErrorCodeSchema } from './errors';
import { SeatSchema } from './game';
import { ROOM_ID_PATTERN } from './http';
import { NameSchema, TokenSchema } from './messages';
import { type Parsed, parseWith } from './parse';

/**
 * Quick match: the WebSocket at `GET /api/match/ws` where a player waits for strangers (a
 * `Matchmaker` queue), and the messages on it. docs/protocol.md ("Quick match") shows each one.
 */

/** How many players a seeker wants at the table: a count, or any count. */
export const SeekPlayersSchema = v.picklist([3, 4, 5, 6, 'any']);
export type SeekPlayers = v.InferOutput<typeof SeekPlayersSchema>;

/** The mode a seeker wants: `simple`, `spicy` (docs/rules.md, Winning), or either. */
export const SeekModeSchema = v.picklist(['simple', 'spicy', 'any']);
export type SeekMode = v.InferOutput<typeof SeekModeSchema>;

/** The waits (ms) the home page offers before computers fill the empty seats. */
export const WAIT_CHOICES_MS = [10_000, 20_000, 40_000] as const;

/** The wait the home page picks unless the player chooses another (ms). */
export const DEFAULT_WAIT_MS = 20_000;

/** The shortest and the longest wait a `seek` may ask for (ms). */
export const MIN_WAIT_MS = 5_000;
export const MAX_WAIT_MS = 60_000;

/**
 * The route's query names the queue the socket joins (the Worker routes the upgrade by it, before
 * any frame): `?players=3|4|5|6|any&mode=simple|spicy|any`, each `any` when left out. The `seek`
 * must ask for what the query named (else `match/wrong_queue`). An `any` is settled by the Worker:
 * the socket joins the compatible queue with the most seekers waiting.
 */
export const MatchQuerySchema = v.object({
  players: v.optional(v.picklist(['3', '4', '5', '6', 'any']), 'any'),
  mode: v.optional(SeekModeSchema, 'any'),
});
export type MatchQuery = v.InferOutput<typeof MatchQuerySchema>;

// ── client → server ─────────────────────────────────────────────────────────────────────────────

export const MatchClientMessageSchema = v.variant('type', [
  /**
   * Enter the queue. `name`: as in `join`. `waitMs`: how long to wait for people before computers
   * fill the empty seats (`MIN_WAIT_MS`–`MAX_WAIT_MS`). `seeker`: optional, 32 hex characters the
   * browser keeps (secret, like a seat token): a second socket with the same `seeker` in the queue
   * takes the first one's place (the first is closed with 4000), so two tabs get one seat.
   */
  v.object({
    type: v.literal('seek'),
    protocol: v.number(),
    name: NameSchema,
    players: SeekPlayersSchema,
    mode: SeekModeSchema,
    waitMs: v.pipe(v.number(), v.integer(), v.minValue(MIN_WAIT_MS), v.maxValue(MAX_WAIT_MS)),
    seeker: v.exactOptional(TokenSchema),
  }),
  /** Leave the queue (closing the socket does the same). */
  v.object({ type: v.literal('cancel') }),
]);
export type MatchClientMessage = v.InferOutput<typeof MatchClientMessageSchema>;

// ── server → client ─────────────────────────────────────────────────────────────────────────────

/** A table's size: 3–6 players. */
const PlayersSchema = v.picklist([3, 4, 5, 6]);

export const MatchServerMessageSchema = v.variant('type', [
  /**
   * On every change of the queue while the socket seeks: `waiting` seekers (this one included) of
   * the `needed` players a table takes; `players` and `mode` are the queue's (an `any` settled).
   */
  v.object({
    type: v.literal('seeking'),
    waiting: v.pipe(v.number(), v.integer(), v.minValue(1)),
    needed: PlayersSchema,
    players: PlayersSchema,
    mode: v.picklist(['simple', 'spicy']),
  }),
  /**
   * The table is ready: the room `id` (page `url`) exists, its game is dealt, and `seat` is
   * reserved for this seeker. `token` is the seat token that claims it (`join` with it): secret,
   * sent to this socket only. The matchmaker then closes the socket (1000).
   */
  v.object({
    type: v.literal('matched'),
    id: v.pipe(v.string(), v.regex(ROOM_ID_PATTERN)),
    url: v.string(),
    seat: SeatSchema,
    token: TokenSchema,
  }),
  /** A refused message, to the sender only; nothing changed. */
  v.object({ type: v.literal('error'), code: ErrorCodeSchema, message: v.string() }),
  v.object({ type: v.literal('pong') }),
]);
export type MatchServerMessage = v.InferOutput<typeof MatchServerMessageSchema>;

/** Parses one inbound quick-match frame (server side). Never throws. */
export function parseMatchClientMessage(frame: string): Parsed<MatchClientMessage> {
  return parseWith(MatchClientMessageSchema, frame);
}

/** Parses one quick-match frame from the server (client side). Never throws. */
export function parseMatchServerMessage(frame: string): Parsed<MatchServerMessage> {
  return parseWith(MatchServerMessageSchema, frame);
}

// ── GET /api/tables ─────────────────────────────────────────────────────────────────────────────

/**
 * One open table (a room whose host made it `open`, in its lobby, with a free seat and someone
 * in it): public facts only, never a name. `waitingMs`: how long it has been listed (ms).
 */
export const OpenTableSchema = v.object({
  id: v.pipe(v.string(), v.regex(ROOM_ID_PATTERN)),
  mode: v.picklist(['simple', 'spicy']),
  players: PlayersSchema,
  teams: v.boolean(),
  seatsFree: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)),
  waitingMs: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type OpenTable = v.InferOutput<typeof OpenTableSchema>;

/**
 * One entry of `GET /api/tables`: an `OpenTable` and its room page's absolute `url` (`/g/<id>` on
 * the host the request came to), the page to open to sit down. Still public facts only.
 */
export const ListedTableSchema = v.object({ ...OpenTableSchema.entries, url: v.pipe(v.string(), v.url()) });
export type ListedTable = v.InferOutput<typeof ListedTableSchema>;

/** `GET /api/tables`: the open tables, newest first, at most `MAX_OPEN_TABLES`. */
export const OpenTablesResponseSchema = v.object({ tables: v.array(ListedTableSchema) });
export type OpenTablesResponse = v.InferOutput<typeof OpenTablesResponseSchema>;

/** The most tables `GET /api/tables` lists. */
export const MAX_OPEN_TABLES = 50;

// ── between Durable Objects (RPC, never from a client) ──────────────────────────────────────────

/**
 * What a matchmaker asks a new room for: a game of `players` in `mode` (no teams, classic log,
 * private) dealt at once, the seekers' `names` on seats 0, 1, … in that order (the first is the
 * host), a `normal` computer on every other seat. At least one name; no more names than seats.
 */
export const MatchedTableSchema = v.pipe(
  v.object({
    players: PlayersSchema,
    mode: v.picklist(['simple', 'spicy']),
    names: v.pipe(v.array(NameSchema), v.minLength(1), v.maxLength(6)),
  }),
  v.check((t) => t.names.length <= t.players, 'names: more seekers than seats'),
);
export type MatchedTable = v.InferOutput<typeof MatchedTableSchema>;

/**
 * One listed table as its room reports it to the directory (public facts only). The directory
 * adds how long it has been listed (`OpenTable.waitingMs`).
 */
export const TableListingSchema = v.object({
  id: v.pipe(v.string(), v.regex(ROOM_ID_PATTERN)),
  mode: v.picklist(['simple', 'spicy']),
  players: PlayersSchema,
  teams: v.boolean(),
  seatsFree: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)),
});
export type TableListing = v.InferOutput<typeof TableListingSchema>;
