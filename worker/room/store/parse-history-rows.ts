import * as v from 'valibot';
import type { Action, CardValue, GameConfig, GameEvent, Winner } from '../../../shared/engine/types';
import {
  ActionSchema,
  CardValueSchema,
  GameConfigSchema,
  GameEventSchema,
  SeatSchema,
} from '../../../shared/protocol';
import { type SeatRecord, SeatRecordSchema } from '../../../shared/protocol/record';

/**
 * The rows of the room's games as history, parsed where storage hands them over: the moves of the
 * action log (`actions`) as the log pages, a waking room's replay and a game's record read them,
 * and each game's row in `games`. The room's own rows (room, players, bots, snapshot) are parse-room-rows.ts'.
 */

const int = v.pipe(v.number(), v.integer());

function json(text: string): unknown {
  return JSON.parse(text);
}

/** One move's public events in the `log` table; `seq` is the version the move produced. */
export interface LogRow {
  seq: number;
  events: GameEvent[];
}

const LogRowSchema = v.object({ seq: int, events: v.string() });
const EventsSchema = v.array(GameEventSchema);

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
