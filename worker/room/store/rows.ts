import * as v from 'valibot';
import type {
  Action,
  CardValue,
  GameConfig,
  GameEvent,
  GameState,
  Winner,
} from '../../../shared/engine/types';
import type { BotLevel, RoomSettings } from '../../../shared/protocol';
import {
  ActionSchema,
  BotLevelSchema,
  CardValueSchema,
  GameConfigSchema,
  GameEventSchema,
  RoomSettingsSchema,
  RoomStatusSchema,
  SeatSchema,
} from '../../../shared/protocol';
import { type SeatRecord, SeatRecordSchema } from '../../../shared/protocol/record';
import { GameStateSchema } from './state-schema';

/** The room's row, as the rest of the worker sees it. */
export interface RoomMeta {
  id: string;
  /** The next game's settings (a room stored before an option reads it as off). */
  config: RoomSettings;
  status: v.InferOutput<typeof RoomStatusSchema>;
  host: string | null;
  /** Games dealt so far (the current one's number; 0 before the first `start`). */
  game: number;
  /** The seat that played first in the current game (the next rematch starts one seat on). */
  firstSeat: number | null;
  createdAt: number;
  /** Last join, move or disconnect (ms since epoch): the cleanup deadline is 24 h after it. */
  activeAt: number;
  /** When the next computer move is due (ms since epoch), or null. */
  botDueAt: number | null;
  /**
   * SHA-256 of the token `POST /api/games` gave the room's creator, until their first `join` with
   * it: that join names them, and creates their identity (as the host's id) if the creator gave
   * no name. Null after it, and in rooms created otherwise.
   */
  creator: string | null;
  /**
   * The current game's seed for computer players (128 random bits, hex; `newSeed`), drawn at the
   * deal apart from the game's own seed: bots and autoplay are seeded from it, never from the
   * deal's. Null before the first deal, and in rooms stored before it existed (`botSeed` then
   * draws one). Never sent to anyone.
   */
  botSeed: string | null;
}

/** One identity. `tokenHash` is SHA-256 of its token; the token itself is never stored. */
export interface Player {
  id: string;
  name: string;
  tokenHash: string;
  seat: number | null;
  joinedAt: number;
  /** Since when a seated player has had no open socket (ms), or null while connected. */
  awaySince: number | null;
  /** A computer plays this seat's turns while the player is away. */
  autoplay: boolean;
  autoplayMemory: string | null;
}

/** A computer player on a seat; `memory` is the bot's JSON state for the current game. */
export interface Bot {
  seat: number;
  level: BotLevel;
  memory: string | null;
}

/** The current game's latest state. `phaseSince`: the version at which the current phase began. */
export interface Snapshot {
  game: number;
  version: number;
  phaseSince: number;
  /**
   * Since when (ms since epoch) the moves now due have been due: the latest move in phase `play`
   * (the turn's start, or the player's previous reveal), the phase's start in a swap.
   */
  dueSince: number;
  state: GameState;
}

const int = v.pipe(v.number(), v.integer());
const nullableInt = v.nullable(int);

const RoomRowSchema = v.object({
  id: v.string(),
  config: v.string(),
  status: RoomStatusSchema,
  host: v.nullable(v.string()),
  game: int,
  first_seat: nullableInt,
  created_at: int,
  active_at: int,
  bot_due_at: nullableInt,
  creator: v.nullable(v.string()),
  bot_seed: v.nullable(v.string()),
});

const PlayerRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  token_hash: v.string(),
  seat: nullableInt,
  joined_at: int,
  away_since: nullableInt,
  autoplay: int,
  autoplay_memory: v.nullable(v.string()),
});

const BotRowSchema = v.object({ seat: int, level: BotLevelSchema, memory: v.nullable(v.string()) });

const SnapshotRowSchema = v.object({
  game: int,
  version: int,
  phase_since: int,
  due_since: int,
  state: v.string(),
});

/** One move's public events in the `log` table; `seq` is the version the move produced. */
export interface LogRow {
  seq: number;
  events: GameEvent[];
}

const LogRowSchema = v.object({ seq: int, events: v.string() });
const EventsSchema = v.array(GameEventSchema);

function json(text: string): unknown {
  return JSON.parse(text);
}

export function toRoomMeta(row: unknown): RoomMeta {
  const r = v.parse(RoomRowSchema, row);
  return {
    id: r.id,
    config: v.parse(RoomSettingsSchema, json(r.config)),
    status: r.status,
    host: r.host,
    game: r.game,
    firstSeat: r.first_seat,
    createdAt: r.created_at,
    activeAt: r.active_at,
    botDueAt: r.bot_due_at,
    creator: r.creator,
    botSeed: r.bot_seed,
  };
}

export function toPlayer(row: unknown): Player {
  const r = v.parse(PlayerRowSchema, row);
  return {
    id: r.id,
    name: r.name,
    tokenHash: r.token_hash,
    seat: r.seat,
    joinedAt: r.joined_at,
    awaySince: r.away_since,
    autoplay: r.autoplay === 1,
    autoplayMemory: r.autoplay_memory,
  };
}

export function toBot(row: unknown): Bot {
  return v.parse(BotRowSchema, row);
}

export function toSnapshot(row: unknown): Snapshot {
  const r = v.parse(SnapshotRowSchema, row);
  return {
    game: r.game,
    version: r.version,
    phaseSince: r.phase_since,
    dueSince: r.due_since,
    state: v.parse(GameStateSchema, json(r.state)),
  };
}

/** A move of the log as stored: `events` null for a move from before moves kept their events. */
export interface StoredMove {
  seq: number;
  events: GameEvent[] | null;
}

const StoredMoveSchema = v.object({ seq: int, events: v.nullable(v.string()) });

export function toStoredMove(row: unknown): StoredMove {
  const r = v.parse(StoredMoveSchema, row);
  return { seq: r.seq, events: r.events === null ? null : v.parse(EventsSchema, json(r.events)) };
}

export function toLogRow(row: unknown): LogRow {
  const r = v.parse(LogRowSchema, row);
  return { seq: r.seq, events: v.parse(EventsSchema, json(r.events)) };
}

/** One move of the action log as a waking room replays it: `seq` is the version it produced. */
export interface MoveRow {
  seq: number;
  seat: number;
  action: Action;
  /** When it was played (ms since epoch). */
  at: number;
}

const MoveRowSchema = v.object({ seq: int, seat: int, action: v.string(), at: int });

export function toMoveRow(row: unknown): MoveRow {
  const r = v.parse(MoveRowSchema, row);
  return { seq: r.seq, seat: r.seat, action: v.parse(ActionSchema, json(r.action)), at: r.at };
}

/**
 * One game's row in `games`: what its record needs beside the action rows. `deal`: the hands
 * (ascending) and the center as dealt; `seats`: who sat where at the deal; `winner`: null while
 * the game runs.
 */
export interface GameRow {
  game: number;
  config: GameConfig;
  deal: { hands: CardValue[][]; center: CardValue[] };
  firstSeat: number;
  seats: SeatRecord[];
  winner: Winner | null;
}

const GameRowSchema = v.object({
  game: int,
  config: v.string(),
  deal: v.string(),
  first_seat: int,
  seats: v.string(),
  winner: v.nullable(v.string()),
});
const DealSchema = v.object({ hands: v.array(v.array(CardValueSchema)), center: v.array(CardValueSchema) });
const WinnerSchema = v.object({
  seats: v.array(SeatSchema),
  reason: v.picklist(['trio_of_sevens', 'three_trios', 'connected_trios']),
});

export function toGameRow(row: unknown): GameRow {
  const r = v.parse(GameRowSchema, row);
  return {
    game: r.game,
    config: v.parse(GameConfigSchema, json(r.config)),
    deal: v.parse(DealSchema, json(r.deal)),
    firstSeat: r.first_seat,
    seats: v.parse(v.array(SeatRecordSchema), json(r.seats)),
    winner: r.winner === null ? null : v.parse(WinnerSchema, json(r.winner)),
  };
}

/** One accepted action of a game, as its record lists it. */
export interface ActionRow {
  seat: number;
  action: Action;
}

const ActionRowSchema = v.object({ seat: int, action: v.string() });

export function toActionRow(row: unknown): ActionRow {
  const r = v.parse(ActionRowSchema, row);
  return { seat: r.seat, action: v.parse(ActionSchema, json(r.action)) };
}
