import * as v from 'valibot';
import type { GameState } from '../../../shared/engine/types';
import type { BotLevel, RoomSettings } from '../../../shared/protocol';
import { BotLevelSchema, RoomSettingsSchema, RoomStatusSchema } from '../../../shared/protocol';
import { GameStateSchema } from './state-schema';

/**
 * The room's own rows (`room`, `players`, `bots`, `snapshot`) as the rest of the worker sees them,
 * parsed where storage hands them over. The rows of its games' history are parse-history-rows.ts'.
 */

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
  /**
   * The room's creator's player id (`POST /api/games`: the host's id at creation, identity row or
   * not yet; a matched table's first seeker): the host role comes back to them whenever they
   * join (presence.ts). Null in rooms stored before it existed.
   */
  owner: string | null;
  /**
   * Since when the host has had no open socket (ms since epoch), or null: the role stays theirs
   * for the takeover's delay (`Timing.takeoverAfter`), then passes (`passHost`).
   */
  hostAwaySince: number | null;
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
   * Since when (ms since epoch) the turn now played has run, for the turn timer: in phase `play`
   * the move that started the turn (or the deal), whatever reveals followed; the phase's start in
   * a swap (checkpoints.ts, `advance`).
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
  owner: v.nullable(v.string()),
  host_away_since: nullableInt,
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
    owner: r.owner,
    hostAwaySince: r.host_away_since,
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
