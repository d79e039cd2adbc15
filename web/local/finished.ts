import { signal } from '@preact/signals';
import type { GameRecord } from '../../shared/protocol/record';

/** A finished game at the local table: its number (1 = the table's first) and its record. */
export interface FinishedGame {
  game: number;
  record: GameRecord;
}

/**
 * The local table's finished games, oldest first, as its Web Worker hands them over
 * (LocalSocket.ts): what the game over's review saves, as a room's review saves the record the
 * server answers. A game being played is never in it (the worker sends a record at its end).
 */
export const finishedGames = signal<readonly FinishedGame[]>([]);
