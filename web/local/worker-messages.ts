import type { GameRecord } from '../../shared/protocol/record';
import type { LocalTableOptions } from './table-options';

/** What the page posts to the table's worker (table-worker.ts). `pacing` defaults to the room's. */
export type ToTable =
  | { kind: 'start'; options: Omit<LocalTableOptions, 'pacing'> & Partial<Pick<LocalTableOptions, 'pacing'>> }
  | { kind: 'frame'; frame: string }
  | { kind: 'stop' };

/**
 * What the worker posts back: a server frame, the table closing with a WebSocket code, or a
 * finished game's record (only once that game is over).
 */
export type FromTable =
  | { kind: 'frame'; frame: string }
  | { kind: 'close'; code: number }
  | { kind: 'record'; game: number; record: GameRecord };
