import { describe, expect, it } from 'vitest';
import type { Action, CardValue, GameConfigInput, GameState } from '../../shared/engine';
import type { GameRecord } from '../../shared/protocol/record';
import { replay, summarize } from '../../shared/record';
import { ALL_CONFIGS, gameWith, SIMPLE3, TEAMS4 } from '../fixtures/deals';
import { act, center, highest, lowest, skip } from '../fixtures/play';
import { botGame, recordOf } from '../fixtures/recorded';

/** Plays `moves` ([seat, action]) from `first` and returns the game's record. */
function played(first: GameState, moves: [number, Action][]): GameRecord {
  let state = first;
  for (const [seat, action] of moves) state = act(state, seat, action).state;
  expect(state.phase).toBe('over');
  return recordOf(
    first,
    moves.map(([seat, action]) => ({ seat, action })),
    state,
  );
}

function summaryOf(record: GameRecord) {
  const result = replay(record);
  if (!result.ok) throw new Error(result.error.message);
  return summarize(result.value);
}

const HANDS: CardValue[][] = [
  [1, 1, 1, 2, 2, 2, 3, 3, 3],
  [4, 4, 4, 5, 5, 5, 6, 6, 6],
  [7, 7, 7, 8, 8, 8, 9, 9, 9],
];
const CENTER: CardValue[] = [10, 10, 10, 11, 11, 11, 12, 12, 12];

describe('the summary of a finished game (shared/record/summary.ts)', () => {
  it('counts reveals, matches, mismatches, trios and runs per seat, and names the winning turn', () => {
    const first = gameWith(SIMPLE3, { hands: HANDS, center: CENTER });
    const record = played(first, [
      // Turn 1: Ann (seat 0) reveals her own lowest three times: a trio of 1s.
      [0, lowest(0)],
      [0, lowest(0)],
      [0, lowest(0)],
      // Turn 2: seat 1, a 10 and an 11 from the center: a mismatch.
      [1, center(0)],
      [1, center(3)],
      // Turn 3: seat 2, its own highest twice (9, 9: a match), then a 10: a mismatch.
      [2, highest(2)],
      [2, highest(2)],
      [2, center(0)],
      // Turn 4: Ann, a trio of 2s (a run of two).
      [0, lowest(0)],
      [0, lowest(0)],
      [0, lowest(0)],
      // Turn 5: seat 1, a 12 and its own 4: a mismatch.
      [1, center(6)],
      [1, lowest(1)],
      // Turn 6: seat 2, 10 and 10 (a match), then an 11: a mismatch.
      [2, center(0)],
      [2, center(1)],
      [2, center(3)],
      // Turn 7: Ann's trio of 3s is her third: she wins.
      [0, lowest(0)],
      [0, lowest(0)],
      [0, lowest(0)],
    ]);
    expect(summaryOf(record)).toEqual({
      seats: [
        { seat: 0, turns: 3, reveals: 9, matches: 6, mismatches: 0, trios: 3, longestRun: 3 },
        { seat: 1, turns: 2, reveals: 4, matches: 0, mismatches: 2, trios: 0, longestRun: 0 },
        { seat: 2, turns: 2, reveals: 6, matches: 2, mismatches: 2, trios: 0, longestRun: 0 },
      ],
      turns: 7,
      winner: { seats: [0], reason: 'three_trios' },
      winningTurn: { seat: 0, turn: 7, ownTurn: 3, step: 18, value: 3 },
    });
  });

  it('a mismatch ends a run: three trios with a miss between them make a longest run of two', () => {
    const first = gameWith(SIMPLE3, { hands: HANDS, center: CENTER });
    const miss = (seat: number): [number, Action][] => [
      [seat, center(0)],
      [seat, center(3)],
    ];
    const trio = (seat: number): [number, Action][] => [
      [seat, lowest(seat)],
      [seat, lowest(seat)],
      [seat, lowest(seat)],
    ];
    // Ann: trio, miss, trio, trio (she wins on her fourth turn, the game's tenth).
    const record = played(first, [
      ...trio(0),
      ...miss(1),
      ...miss(2),
      [0, lowest(0)],
      [0, center(0)],
      ...miss(1),
      ...miss(2),
      ...trio(0),
      ...miss(1),
      ...miss(2),
      ...trio(0),
    ]);
    const summary = summaryOf(record);
    expect(summary.seats[0]).toEqual({
      seat: 0,
      turns: 4,
      reveals: 11,
      matches: 6,
      mismatches: 1,
      trios: 3,
      longestRun: 2,
    });
    expect(summary.winningTurn).toEqual({
      seat: 0,
      turn: 10,
      ownTurn: 4,
      step: record.actions.length - 1,
      value: 3,
    });
  });

  it('a team game: swap decisions are no reveals, and the partner who collected the 7s won the turn', () => {
    const first = gameWith(TEAMS4, {
      hands: [
        [1, 1, 1],
        [2, 4],
        [7, 7, 7],
        [3, 5],
      ],
    });
    const record = played(first, [
      // The swap at the deal: everyone declines.
      [0, skip],
      [1, skip],
      [2, skip],
      [3, skip],
      // Turn 1: seat 0, a trio of 1s; the other team may swap and declines.
      [0, lowest(0)],
      [0, lowest(0)],
      [0, lowest(0)],
      [1, skip],
      [3, skip],
      // Turn 2: seat 1, its own 2 then seat 3's 3: a mismatch.
      [1, lowest(1)],
      [1, lowest(3)],
      // Turn 3: seat 2, the trio of 7s: its team wins.
      [2, lowest(2)],
      [2, lowest(2)],
      [2, lowest(2)],
    ]);
    const summary = summaryOf(record);
    expect(summary.winner).toEqual({ seats: [0, 2], reason: 'trio_of_sevens' });
    expect(summary.winningTurn).toEqual({ seat: 2, turn: 3, ownTurn: 1, step: 13, value: 7 });
    expect(summary.seats.map((s) => s.reveals)).toEqual([3, 2, 3, 0]);
    expect(summary.seats.map((s) => s.turns)).toEqual([1, 1, 1, 0]);
    expect(summary.turns).toBe(3);
  });

  it('over whole bot games: the numbers add up to the game', () => {
    for (let g = 0; g < 40; g++) {
      const config: GameConfigInput = ALL_CONFIGS[g % ALL_CONFIGS.length]!;
      const game = botGame(config, new Array(config.players).fill('normal'), `summary-${g}`);
      const summary = summaryOf(game.record);
      const sum = (key: 'turns' | 'reveals' | 'matches' | 'mismatches' | 'trios') =>
        summary.seats.reduce((n, s) => n + s[key], 0);
      const reveals = game.record.actions.filter((a) => a.action.type === 'reveal').length;
      expect(sum('reveals')).toBe(reveals);
      expect(sum('turns')).toBe(summary.turns);
      expect(sum('trios') + sum('mismatches')).toBe(summary.turns);
      expect(sum('trios')).toBe(game.final.trios.flat().length);
      // Each trio takes two matches; a mismatched turn has at most one.
      expect(sum('matches')).toBeGreaterThanOrEqual(2 * sum('trios'));
      expect(sum('matches')).toBeLessThanOrEqual(2 * sum('trios') + sum('mismatches'));
      for (const s of summary.seats) expect(s.longestRun).toBeLessThanOrEqual(s.trios);
      expect(game.final.winner?.seats).toContain(summary.winningTurn.seat);
      expect(summary.winningTurn.step).toBe(game.record.actions.length - 1);
    }
  });
});
