import * as v from 'valibot';
import { ErrorCodeSchema } from './errors';
import { SeatSchema } from './game';
import {
  BotLevelSchema,
  NameSchema,
  ROOM_CONFIG_ENTRIES,
  ROOM_SUMMARY_ENTRIES,
  TokenSchema,
  teamsFit,
} from './messages';

/**
 * The HTTP contract (`/api/games`): room ids, request and response bodies, the error body. The
 * Worker validates requests with these schemas; the client parses responses with them.
 * docs/protocol.md shows each one with an example.
 */

/** The symbols of room and player ids: no 0/o, 1/l/i (ids are read aloud and typed from screenshots). */
export const ID_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/** What a room id looks like: routes refuse anything else with 404 without touching storage. */
export const ROOM_ID_PATTERN = new RegExp(`^[${ID_ALPHABET}]{10,32}$`);

/** A computer player the creator puts on a seat when creating the room. */
export const CreateBotSchema = v.object({ seat: SeatSchema, level: BotLevelSchema });

/**
 * `POST /api/games` body: the room's settings (`RoomConfig`) and, optionally, the creator's seat.
 * - `name`: the creator's display name (else they choose it when they join with the token).
 * - `seat`: the seat reserved for the creator (needs `name`); omitted: they start as a spectator.
 * - `bots`: computer players on other seats (distinct, in range, not the creator's seat).
 * - `start: true`: deal at once (Play now); needs `seat` and every other seat a bot.
 */
export const CreateGameRequestSchema = v.pipe(
  // Strict: a setting this server does not have (a newer client's) is a 400, not silently dropped.
  v.strictObject({
    ...ROOM_CONFIG_ENTRIES,
    name: v.exactOptional(NameSchema),
    seat: v.exactOptional(SeatSchema),
    bots: v.exactOptional(v.pipe(v.array(CreateBotSchema), v.maxLength(5))),
    start: v.exactOptional(v.boolean()),
  }),
  v.check((c) => teamsFit(c), 'teams need 4 or 6 players'),
  v.check((c) => c.seat === undefined || c.seat < c.players, 'seat: no such seat in this game'),
  v.check((c) => c.seat === undefined || c.name !== undefined, 'name: a seated creator needs a name'),
  v.check((c) => (c.bots ?? []).every((b) => b.seat < c.players), 'bots: no such seat in this game'),
  v.check((c) => {
    const seats = (c.bots ?? []).map((b) => b.seat);
    if (c.seat !== undefined) seats.push(c.seat);
    return new Set(seats).size === seats.length;
  }, 'bots: two players on one seat'),
  v.check(
    (c) => c.start !== true || (c.seat !== undefined && (c.bots ?? []).length === c.players - 1),
    'start: every seat needs a player (the creator and bots)',
  ),
);
export type CreateGameRequest = v.InferOutput<typeof CreateGameRequestSchema>;

/**
 * `201` answer to `POST /api/games`. `token` is the creator's seat token: joining with it makes
 * them the host (and resumes `seat`, if one was reserved). Secret: shown to the creator only.
 */
export const CreateGameResponseSchema = v.object({
  id: v.pipe(v.string(), v.regex(ROOM_ID_PATTERN)),
  url: v.string(),
  token: TokenSchema,
  seat: v.nullable(SeatSchema),
});
export type CreateGameResponse = v.InferOutput<typeof CreateGameResponseSchema>;

/** `GET /api/games/:id`: the public part of a room (the `room` message without its `type`). */
export const RoomSummarySchema = v.object(ROOM_SUMMARY_ENTRIES);
export type RoomSummary = v.InferOutput<typeof RoomSummarySchema>;

/** Every HTTP error: `{ error: { code, message } }` with a status; never a stack trace. */
export const HttpErrorSchema = v.object({
  error: v.object({ code: ErrorCodeSchema, message: v.string() }),
});
export type HttpError = v.InferOutput<typeof HttpErrorSchema>;

/** The longest crash report `POST /api/client-errors` takes (bytes of JSON body): else 413. */
export const MAX_CLIENT_ERROR_BYTES = 8192;

/**
 * `POST /api/client-errors` (`application/json`, at most `MAX_CLIENT_ERROR_BYTES`): what the
 * client's error boundary sends when a screen crashed. Never game state: the error's class,
 * message and stack (code positions), the build that ran, and the page's path (no query, no
 * fragment: a seat token travels in the fragment). The server masks digits and hex runs in the
 * message before logging it. Answered 204; 400 naming the field, 413, 415, 429.
 */
export const ClientErrorReportSchema = v.object({
  /** The error's class (`TypeError`). */
  name: v.pipe(v.string(), v.regex(/^[A-Za-z][\w.]{0,40}$/)),
  message: v.pipe(v.string(), v.maxLength(1000)),
  stack: v.pipe(v.string(), v.maxLength(6000)),
  /** The client build's id (a commit, or `dev`). */
  build: v.pipe(v.string(), v.regex(/^[\w.-]{1,40}$/)),
  /** `location.pathname`, e.g. `/g/k7m2p9x4ab`. */
  route: v.pipe(v.string(), v.regex(/^\/[\w/-]{0,120}$/)),
});
export type ClientErrorReport = v.InferOutput<typeof ClientErrorReportSchema>;
