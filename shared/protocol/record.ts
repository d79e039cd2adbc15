import * as v from 'valibot';
import type { Action, CardValue, GameConfig, GameConfigInput, Seat, Winner } from '../engine/types';
import { NameSchema } from './client-messages';
import type { ErrorCode } from './errors';
import { ActionSchema, CardValueSchema, GameConfigSchema, SeatSchema } from './game';
import { type BotLevel, BotLevelSchema } from './room-settings';

/**
 * A finished game's record (docs/design.md, Game records): everything needed to watch it again through
 * `shared/engine` — the settings, the deal, who played first, who sat where, every accepted action
 * in order, and the winner. `GET /api/games/:id/games/:game` answers it for a game that has ended;
 * the replay page downloads it as a `.trio.json` file and opens such files without a server.
 * Nothing in it was secret once the game was over (docs/rules.md, Online presentation: at game over
 * every card is public); the seed is not in it (the deal replaces the shuffle).
 *
 * Import this file by its path: the protocol's index leaves it out, so the pages that do not show
 * records do not carry its schemas.
 */

/** Who sat on a seat when the game was dealt: their display name, and the bot level for a computer. */
export interface SeatRecord {
  /** The display name at the deal (1–24 characters, as `join` takes it). */
  name: string;
  /** A computer player's level, or null for a person. */
  bot: BotLevel | null;
}

/** One accepted action: the seat that acted and what it did (as `act` carried it). */
export interface ActionRecord {
  seat: Seat;
  action: Action;
}

/**
 * A game record (JSON). `protocol`: the `PROTOCOL_VERSION` it was written with (a record of another
 * version does not replay). `deal`: the hands in seat order (each ascending, as dealt) and the
 * center in slot order ([] in team games). `firstSeat`: the seat that played first. `seats`: one
 * entry per seat. `actions`: every accepted action from the deal to the winning trio, in order
 * (the game's `version` after `actions[i]` is i + 1). `winner`: as the engine's `Winner`.
 */
export interface GameRecord {
  protocol: number;
  config: GameConfig;
  deal: { hands: CardValue[][]; center: CardValue[] };
  firstSeat: Seat;
  seats: SeatRecord[];
  actions: ActionRecord[];
  winner: Winner;
}

/** A record as it may be written: `config.spicyThreeTrios` may be left out (it reads as false). */
export type GameRecordInput = Omit<GameRecord, 'config'> & { config: GameConfigInput };

/** The name a saved record file gets (`<room>-game-<n>.trio.json`) ends with this. */
export const RECORD_FILE_SUFFIX = '.trio.json';

/** A whole game has at most a few thousand actions; a record longer than this is refused unread. */
export const MAX_RECORD_ACTIONS = 20_000;

export const SeatRecordSchema: v.GenericSchema<SeatRecord> = v.object({
  name: NameSchema,
  bot: v.nullable(BotLevelSchema),
});

export const ActionRecordSchema: v.GenericSchema<ActionRecord> = v.object({
  seat: SeatSchema,
  action: ActionSchema,
});

const WinnerSchema: v.GenericSchema<Winner> = v.object({
  seats: v.pipe(v.array(SeatSchema), v.minLength(1)),
  reason: v.picklist(['trio_of_sevens', 'three_trios', 'connected_trios']),
});

/**
 * The record's shape, checked field by field (the engine checks that it replays: see
 * `shared/record`). `protocol` is any integer here, so that a record of another version can be
 * told apart from a broken one. At most 36 cards in the deal, `MAX_RECORD_ACTIONS` actions.
 */
export const GameRecordSchema: v.GenericSchema<GameRecordInput, GameRecord> = v.object({
  protocol: v.pipe(v.number(), v.integer()),
  config: GameConfigSchema,
  deal: v.object({
    hands: v.pipe(v.array(v.pipe(v.array(CardValueSchema), v.maxLength(36))), v.maxLength(6)),
    center: v.pipe(v.array(CardValueSchema), v.maxLength(36)),
  }),
  firstSeat: SeatSchema,
  seats: v.pipe(v.array(SeatRecordSchema), v.minLength(3), v.maxLength(6)),
  actions: v.pipe(v.array(ActionRecordSchema), v.maxLength(MAX_RECORD_ACTIONS)),
  winner: WinnerSchema,
});

/** One finished game in a room's list (`GET /api/games/:id/games`): its number, seats and winner. */
export interface GameSummaryEntry {
  game: number;
  seats: SeatRecord[];
  winner: Winner;
}

/**
 * `GET /api/games/:id/games`: the room's finished games, oldest first (a game still running is not
 * listed). Each links to its record, `GET /api/games/:id/games/:game`.
 */
export const GameListSchema = v.object({
  games: v.array(
    v.object({
      game: v.pipe(v.number(), v.integer(), v.minValue(1)),
      seats: v.array(SeatRecordSchema),
      winner: WinnerSchema,
    }),
  ),
});
export type GameList = v.InferOutput<typeof GameListSchema>;

/**
 * What a room answers about one game's record, for the Worker to send: the record (`200`), or
 * `409 room/game_running` (the game is still being played: nothing of it is told) or
 * `404 room/game_not_found`.
 */
export type RecordLookup =
  | { ok: true; record: GameRecord }
  | { ok: false; status: 404 | 409; code: ErrorCode; message: string };
