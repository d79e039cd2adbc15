import type { Action, GameEvent, Winner } from '../../../shared/engine/types';
import type { GameRecord, SeatRecord } from '../../../shared/protocol/record';
import type { RoomStorage } from '../../net/ports';
import * as log from './history-sql';
import { MAX_LOG_MOVES } from './migrations';
import type { GameRow, LogRow, StoredMove } from './parse-history-rows';

/**
 * The room's games in storage as history: the action log and each game's row (`history-sql.ts`),
 * which are its records and its log pages. Nothing here is cached: records and older pages are
 * read rarely, and a move only appends. `RoomStore` extends it with the state it caches; the rest
 * of the room uses these methods through `RoomStore`.
 */
export class HistoryStore {
  constructor(protected readonly storage: RoomStorage) {}

  /**
   * Appends one accepted action and the public events it produced to the log; `seq` is the
   * version it produced. `at`: ms since epoch.
   */
  appendAction(
    game: number,
    seq: number,
    seat: number,
    action: Action,
    events: GameEvent[],
    at: number,
  ): void {
    this.storage.sql.exec(
      'INSERT INTO actions (game, seq, seat, action, at, events) VALUES (?, ?, ?, ?, ?, ?)',
      game,
      seq,
      seat,
      JSON.stringify(action),
      at,
      JSON.stringify(events),
    );
  }

  /** A game's row, written with its deal (`winner` null). */
  saveGame(row: GameRow): void {
    log.saveGame(this.storage, row);
  }

  /** The game was won: its winner, and who sat where at the end (names may have changed). */
  endGame(game: number, winner: Winner, seats: SeatRecord[]): void {
    log.endGame(this.storage, game, winner, seats);
  }

  /** A game's row, or null (never dealt, or dealt before records were kept). */
  gameRow(game: number): GameRow | null {
    return log.gameRow(this.storage, game);
  }

  /** Every game won in this room, oldest first (their rows, without the actions). */
  endedGames(): GameRow[] {
    return log.endedGames(this.storage);
  }

  /** A won game's record (its row and its action rows, in order); null otherwise. */
  gameRecord(game: number): GameRecord | null {
    return log.gameRecord(this.storage, game);
  }

  /** The moves of `game` with `from <= seq <= to`, oldest first (`history-sql.ts`). */
  logRange(game: number, from: number, to: number): StoredMove[] {
    return log.logRange(this.storage, game, from, to);
  }

  /** The last `MAX_LOG_MOVES` (+ `extra`) moves of `game` that have events, oldest first. */
  logTail(game: number, extra = 0): LogRow[] {
    return log.logTail(this.storage, game, MAX_LOG_MOVES + extra);
  }
}
