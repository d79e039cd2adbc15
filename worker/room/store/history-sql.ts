import type { Winner } from '../../../shared/engine/types';
import { PROTOCOL_VERSION } from '../../../shared/protocol';
import type { GameRecord, SeatRecord } from '../../../shared/protocol/record';
import type { RoomStorage } from '../../net/ports';
import {
  type GameRow,
  type LogRow,
  type StoredMove,
  toActionRow,
  toGameRow,
  toLogRow,
  toStoredMove,
} from './parse-history-rows';

/**
 * The SQL behind a game's history, for RoomStore: its row in `games` and its action rows, which
 * together are its record (`gameRecord`) and its log (`logTail`, `logRange`). Nothing is cached:
 * records and older pages of the log are read rarely, and the action rows are the record.
 */

export function saveGame(storage: RoomStorage, row: GameRow): void {
  storage.sql.exec(
    'INSERT OR REPLACE INTO games (game, config, deal, first_seat, seats, winner) VALUES (?, ?, ?, ?, ?, ?)',
    row.game,
    JSON.stringify(row.config),
    JSON.stringify(row.deal),
    row.firstSeat,
    JSON.stringify(row.seats),
    row.winner === null ? null : JSON.stringify(row.winner),
  );
}

export function endGame(storage: RoomStorage, game: number, winner: Winner, seats: SeatRecord[]): void {
  storage.sql.exec(
    'UPDATE games SET winner = ?, seats = ? WHERE game = ?',
    JSON.stringify(winner),
    JSON.stringify(seats),
    game,
  );
}

export function gameRow(storage: RoomStorage, game: number): GameRow | null {
  const row = storage.sql.exec('SELECT * FROM games WHERE game = ?', game).toArray()[0];
  return row ? toGameRow(row) : null;
}

/** Every game that has been won, oldest first. */
export function endedGames(storage: RoomStorage): GameRow[] {
  return storage.sql
    .exec('SELECT * FROM games WHERE winner IS NOT NULL ORDER BY game')
    .toArray()
    .map(toGameRow);
}

/** The record of `game` once it has been won; null for a game without a row or not won yet. */
export function gameRecord(storage: RoomStorage, game: number): GameRecord | null {
  const row = gameRow(storage, game);
  if (row === null || row.winner === null) return null;
  const actions = storage.sql
    .exec('SELECT seat, action FROM actions WHERE game = ? ORDER BY seq', game)
    .toArray()
    .map(toActionRow);
  return {
    protocol: PROTOCOL_VERSION,
    config: row.config,
    deal: row.deal,
    firstSeat: row.firstSeat,
    seats: row.seats,
    actions,
    winner: row.winner,
  };
}

/** The last `keep` moves of `game` that have events, oldest first. */
export function logTail(storage: RoomStorage, game: number, keep: number): LogRow[] {
  const rows = storage.sql
    .exec(
      'SELECT seq, events FROM actions WHERE game = ? AND events IS NOT NULL ORDER BY seq DESC LIMIT ?',
      game,
      keep,
    )
    .toArray();
  return rows.map(toLogRow).reverse();
}

/**
 * The moves of `game` with `from <= seq <= to`, oldest first; `events` null for a move stored
 * before moves kept their events (a room from before the log).
 */
export function logRange(storage: RoomStorage, game: number, from: number, to: number): StoredMove[] {
  return storage.sql
    .exec(
      'SELECT seq, events FROM actions WHERE game = ? AND seq >= ? AND seq <= ? ORDER BY seq',
      game,
      from,
      to,
    )
    .toArray()
    .map(toStoredMove);
}
