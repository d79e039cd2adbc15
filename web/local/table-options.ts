import type { Deal } from '../../shared/engine';
import type { Action, Seat } from '../../shared/engine/types';
import type { BotLevel, RoomSettings } from '../../shared/protocol/messages';
import type { GameRecord } from '../../shared/protocol/record';
import type { Pacing } from './pacing';

/** The local table's settings and its outside (table.ts). */

/** What a local table plays. */
export interface LocalTableOptions {
  /** The settings (`teams` must be false: the local table has no swap). */
  config: RoomSettings;
  /** One level per computer seat (seats 1, 2, …). */
  bots: BotLevel[];
  /** The first game's seeds (random when absent): the deal's and the computers' (drawn apart). */
  seed?: string;
  botSeed?: string;
  /** A fixed first deal and first seat (the guided game), instead of the seed's. */
  deal?: Deal;
  firstSeat?: Seat;
  /** The computers' moves of the first game, in order (the guided game), before they decide. */
  script?: Action[];
  pacing: Pacing;
}

/** The table's outside: where frames go, how it waits, its random source. */
export interface TableHost {
  send(frame: string): void;
  close(code: number): void;
  /** Runs `run` after `ms`; returns a cancel. */
  later(run: () => void, ms: number): () => void;
  random(): number;
  /** A fresh 128-bit hex id (seeds, the token). */
  id(): string;
  /** Game `game` is over: its record (shared/protocol/record.ts), never sent before the end. */
  record?(game: number, record: GameRecord): void;
}
