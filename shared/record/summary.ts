import type { CardValue, Seat, Winner } from '../engine/types';
import type { Replayed } from './replay';

/**
 * One seat's game in numbers, counted from the replayed record's public events (docs/rules.md, A turn).
 * - `turns`: the turns it played (each ends in a mismatch or a trio).
 * - `reveals`: the cards it revealed.
 * - `matches`: its reveals that showed the same value as the reveal just before it in the turn
 *   (a turn that collects a trio has two).
 * - `mismatches`: its turns that ended in a mismatch.
 * - `trios`: the trios it collected.
 * - `longestRun`: the most trios it collected in consecutive turns of its own (0 without a trio).
 */
export interface SeatSummary {
  seat: Seat;
  turns: number;
  reveals: number;
  matches: number;
  mismatches: number;
  trios: number;
  longestRun: number;
}

/**
 * The turn that won: the seat that collected the winning trio (in a team game, one of the
 * winners), the game's turn number (1 = the first turn), that seat's own turn number, the index in
 * `record.actions` of the winning reveal, and the trio's value.
 */
export interface WinningTurn {
  seat: Seat;
  turn: number;
  ownTurn: number;
  step: number;
  value: CardValue;
}

/** A finished game in short: one `SeatSummary` per seat in seat order, the winner, the winning turn. */
export interface GameSummary {
  seats: SeatSummary[];
  /** Turns played in the whole game. */
  turns: number;
  winner: Winner;
  winningTurn: WinningTurn;
}

/**
 * The summary of a replayed game (`replay`'s value): the same numbers wherever it is shown, since
 * the replay page and the game-over dialog both compute it from the record. Pure.
 */
export function summarize(replayed: Replayed): GameSummary {
  const players = replayed.record.config.players;
  const seats: SeatSummary[] = [];
  for (let seat = 0; seat < players; seat++) {
    seats.push({ seat, turns: 0, reveals: 0, matches: 0, mismatches: 0, trios: 0, longestRun: 0 });
  }
  const runs = new Array<number>(players).fill(0);
  let turns = 0;
  let previous: CardValue | null = null;
  let winningTurn: WinningTurn | null = null;
  for (let index = 0; index < replayed.steps.length; index++) {
    for (const event of replayed.steps[index]!.events) {
      if (event.type === 'revealed') {
        const s = seats[event.seat]!;
        s.reveals++;
        if (previous === event.value) s.matches++;
        previous = event.value;
      } else if (event.type === 'mismatch' || event.type === 'trio_collected') {
        const s = seats[event.seat]!;
        turns++;
        s.turns++;
        previous = null;
        if (event.type === 'mismatch') {
          s.mismatches++;
          runs[event.seat] = 0;
        } else {
          s.trios++;
          runs[event.seat]!++;
          s.longestRun = Math.max(s.longestRun, runs[event.seat]!);
          winningTurn = { seat: event.seat, turn: turns, ownTurn: s.turns, step: index, value: event.value };
        }
      }
    }
  }
  // A replay ends on its winning trio (`replay` checks it), so the last trio is the winning one.
  return { seats, turns, winner: replayed.final.winner!, winningTurn: winningTurn! };
}
