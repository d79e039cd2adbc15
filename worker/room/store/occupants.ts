import type { RoomStorage } from '../../net/ports';
import { type Recall, recallBots, recallPlayers } from './memories';
import { type Bot, type Player, toBot, toPlayer } from './parse-room-rows';

/**
 * The SQL behind who is in the room, for RoomStore: `players` (each identity, its seat and its
 * autoplay) and `bots` (the computers, by seat), each computer's memory with the version it
 * reflects (`memories.ts`). RoomStore caches the maps read here and keeps them in step with what
 * it writes.
 */

/** Sorts identities as `ORDER BY joined_at, id` does (ids are ASCII, so code units are bytes). */
function joinOrder(a: Player, b: Player): number {
  if (a.joinedAt !== b.joinedAt) return a.joinedAt - b.joinedAt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Every identity by id, in join order, each autoplay memory brought up to date by `recall`. */
export function readPlayers(storage: RoomStorage, recall: Recall): Map<string, Player> {
  const rows = storage.sql.exec('SELECT * FROM players ORDER BY joined_at, id').toArray();
  const players = recallPlayers(rows.map(toPlayer), rows, recall);
  return new Map(players.map((p) => [p.id, p]));
}

/**
 * `players` (by id, in join order) with `player` set in it: the same map, or a new one when
 * `player` joins a room that has others.
 */
export function withPlayer(players: Map<string, Player>, player: Player): Map<string, Player> {
  const joining = !players.has(player.id);
  players.set(player.id, player);
  // Join order as storage reads it back (joined_at, then id): two identities that joined in the
  // same millisecond would otherwise be in another order after eviction (and the host role, which
  // passes on in join order, could go to the other one).
  return joining && players.size > 1
    ? new Map([...players].sort(([, a], [, b]) => joinOrder(a, b)))
    : players;
}

/**
 * Writes `player`'s row (a new one, or over its old one); `memoryVersion`: the version its
 * autoplay memory reflects (null without a memory).
 */
export function writePlayer(storage: RoomStorage, player: Player, memoryVersion: number | null): void {
  storage.sql.exec(
    `INSERT OR REPLACE INTO players (id, name, token_hash, seat, joined_at, away_since, autoplay, autoplay_memory,
     autoplay_memory_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    player.id,
    player.name,
    player.tokenHash,
    player.seat,
    player.joinedAt,
    player.awaySince,
    player.autoplay ? 1 : 0,
    player.autoplayMemory,
    memoryVersion,
  );
}

/** Deletes the identity `id`'s row (none: nothing happens). */
export function deletePlayerRow(storage: RoomStorage, id: string): void {
  storage.sql.exec('DELETE FROM players WHERE id = ?', id);
}

/** Every computer by seat, in storage order, each memory brought up to date by `recall`. */
export function readBots(storage: RoomStorage, recall: Recall): Map<number, Bot> {
  const rows = storage.sql.exec('SELECT * FROM bots').toArray();
  const bots = recallBots(rows.map(toBot), rows, recall);
  return new Map(bots.map((b) => [b.seat, b]));
}

/** Writes `bot`'s row (its seat's); `memoryVersion`: the version its memory reflects (null without one). */
export function writeBot(storage: RoomStorage, bot: Bot, memoryVersion: number | null): void {
  storage.sql.exec(
    'INSERT OR REPLACE INTO bots (seat, level, memory, memory_version) VALUES (?, ?, ?, ?)',
    bot.seat,
    bot.level,
    bot.memory,
    memoryVersion,
  );
}

/** Deletes the computer on `seat` (none: nothing happens). */
export function deleteBotRow(storage: RoomStorage, seat: number): void {
  storage.sql.exec('DELETE FROM bots WHERE seat = ?', seat);
}
