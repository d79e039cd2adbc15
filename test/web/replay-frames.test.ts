import { describe, expect, it } from 'vitest';
import type { Action, CardValue, GameState } from '../../shared/engine';
import { type Replayed, replay } from '../../shared/record';
import { frameAt } from '../../web/screens/replay/frames';
import { currentLine, lineGroups, replayLines } from '../../web/screens/replay/log-lines';
import { ALL_CONFIGS, gameWith, SIMPLE3, TEAMS4 } from '../fixtures/deals';
import { act, center, lowest, skip, swap } from '../fixtures/play';
import { botGame, recordOf } from '../fixtures/recorded';

/**
 * What the replay page shows at each step (web/screens/replay/frames.ts, log-lines.ts): the deal,
 * the cards of the turn in progress where they came from, a turn's end still on the table, and
 * the log linked to its steps.
 */

/** A game played from `first` as a replay's value (`frameAt` reads states and actions only). */
function replayed(first: GameState, moves: [number, Action][]): Replayed {
  let state = first;
  const steps = moves.map(([seat, action]) => {
    const r = act(state, seat, action);
    state = r.state;
    return { seat, action, state: r.state, events: r.events };
  });
  const record = recordOf(first, [], { ...state, winner: { seats: [0], reason: 'three_trios' } });
  return { record, start: first, steps, final: state };
}

const values = (cards: { value: CardValue }[]) => cards.map((c) => c.value);

describe('the replay’s frames', () => {
  const first = gameWith(SIMPLE3, {
    hands: [
      [1, 1, 1, 2, 2, 2, 3, 3, 3],
      [4, 4, 4, 5, 5, 5, 6, 6, 6],
      [7, 7, 7, 8, 8, 8, 9, 9, 9],
    ],
    center: [10, 10, 10, 11, 11, 11, 12, 12, 12],
  });
  const game = replayed(first, [
    [0, lowest(0)],
    [0, center(0)],
    [1, center(0)],
    [1, center(1)],
    [1, center(2)],
  ]);

  it('step 0 is the deal: every hand and the center as dealt, nothing revealed', () => {
    const frame = frameAt(game, 0);
    expect(frame.seats.map((s) => values(s.hand))).toEqual(first.hands);
    expect(frame.center.map((c) => c?.value)).toEqual(first.center);
    expect(frame.reveals).toEqual([]);
    expect(frame.outcome).toBeNull();
  });

  it('a card revealed from a hand stays on show at the end it came from, highlighted', () => {
    const frame = frameAt(game, 1);
    expect(frame.seats[0]!.hand[0]).toEqual({ value: 1, revealed: true, offered: false });
    expect(frame.seats[0]!.hand).toHaveLength(9);
    expect(frame.seats[0]!.hand.filter((c) => c.revealed)).toHaveLength(1);
  });

  it('the step that ends a turn in a mismatch shows the whole turn; the next shows the cards back', () => {
    const ended = frameAt(game, 2);
    expect(ended.outcome).toBe('mismatch');
    expect(ended.reveals.map((r) => r.value)).toEqual([1, 10]);
    expect(ended.seats[0]!.hand[0]).toMatchObject({ value: 1, revealed: true });
    expect(ended.center[0]).toEqual({ value: 10, revealed: true });
    const next = frameAt(game, 3);
    expect(next.seats[0]!.hand.every((c) => !c.revealed)).toBe(true);
    expect(next.center[0]).toEqual({ value: 10, revealed: true });
    expect(next.reveals).toHaveLength(1);
  });

  it('a trio is shown where it was found, then its slots are empty and the seat holds it', () => {
    const trio = frameAt(game, 5);
    expect(trio.outcome).toBe('trio');
    expect(trio.center.slice(0, 3)).toEqual([0, 1, 2].map(() => ({ value: 10, revealed: true })));
    expect(trio.seats[1]!.trios).toEqual([10]);
    const after = replayed(first, [
      ...game.steps.map((s) => [s.seat, s.action] as [number, Action]),
      [2, center(3)],
    ]);
    expect(frameAt(after, 6).center.slice(0, 3)).toEqual([null, null, null]);
  });

  it('a swap offer marks the offered card, and the seat as offering', () => {
    const team = replayed(
      gameWith(TEAMS4, {
        hands: [
          [1, 1, 1],
          [2, 4],
          [7, 7, 7],
          [3, 5],
        ],
      }),
      [
        [0, swap(1)],
        [1, skip],
      ],
    );
    const frame = frameAt(team, 2);
    expect(frame.seats[0]!.swap).toBe('offered');
    expect(frame.seats[0]!.hand.filter((c) => c.offered)).toEqual([
      { value: 1, revealed: false, offered: true },
    ]);
    expect(frame.seats[1]!.swap).toBe('skipped');
    expect(frame.seats[2]!.swap).toBe('deciding');
  });

  it('the last step shows the table as the game ended: the winning trio collected, its cards in the turn’s row only', () => {
    for (let g = 0; g < 12; g++) {
      const config = ALL_CONFIGS[g % ALL_CONFIGS.length]!;
      const result = replay(botGame(config, new Array(config.players).fill('easy'), `last-${g}`).record);
      if (!result.ok) throw new Error(result.error.message);
      const { steps, final } = result.value;
      const frame = frameAt(result.value, steps.length);
      expect(frame.outcome, `game ${g}`).toBe('trio');
      expect(frame.reveals.length, `game ${g}`).toBeGreaterThanOrEqual(3);
      // Exactly the end of the game: every hand and the center as the final state holds them.
      expect(frame.seats.map((s) => values(s.hand))).toEqual(final.hands);
      expect(frame.center.map((c) => c?.value ?? null)).toEqual(final.center);
      expect(frame.seats.map((s) => s.trios)).toEqual(final.trios);
      expect(frame.seats.flatMap((s) => s.hand).some((c) => c.revealed)).toBe(false);
      expect(frame.center.some((c) => c?.revealed)).toBe(false);
    }
  });

  it('over whole bot games, every step shows all 36 cards once (a trio just taken: also in its stack, but at the end)', () => {
    for (let g = 0; g < 30; g++) {
      const config = ALL_CONFIGS[g % ALL_CONFIGS.length]!;
      const result = replay(botGame(config, new Array(config.players).fill('easy'), `frames-${g}`).record);
      if (!result.ok) throw new Error(result.error.message);
      for (let step = 0; step <= result.value.steps.length; step++) {
        const frame = frameAt(result.value, step);
        const shown = [
          ...frame.seats.flatMap((s) => values(s.hand)),
          ...frame.center.flatMap((c) => (c ? [c.value] : [])),
          ...frame.seats.flatMap((s) => s.trios.flatMap((v) => [v, v, v])),
        ];
        const counts = new Array<number>(13).fill(0);
        for (const v of shown) counts[v]!++;
        const last = step === result.value.steps.length;
        const extra = frame.outcome === 'trio' && !last ? frame.reveals[0]!.value : null;
        for (let v = 1; v <= 12; v++)
          expect(counts[v], `game ${g} step ${step} value ${v}`).toBe(v === extra ? 6 : 3);
        expect(
          frame.seats.flatMap((s) => s.hand).filter((c) => c.revealed).length +
            frame.center.filter((c) => c?.revealed).length,
        ).toBe(last ? 0 : frame.reveals.length);
      }
    }
  });
});

describe('the replay’s log', () => {
  const result = replay(botGame(TEAMS4, ['normal', 'easy', 'normal', 'easy'], 'log-lines').record);
  if (!result.ok) throw new Error(result.error.message);
  const lines = replayLines(result.value);

  it('starts with the deal, names every offer of a swap, and ends with the win at the last step', () => {
    expect(lines[0]).toMatchObject({ kind: 'deal', step: 0, swap: true });
    const offers = result.value.steps.filter((s) => s.action.type === 'swap').length;
    expect(lines.filter((l) => l.kind === 'offer')).toHaveLength(offers);
    expect(lines.at(-1)).toMatchObject({ kind: 'won', step: result.value.steps.length });
    const steps = lines.map((l) => l.step);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });

  it('groups lines by turn, and marks the last line at or before the step on show', () => {
    const groups = lineGroups(lines);
    expect(groups.flat()).toEqual(lines);
    for (const g of groups.slice(1))
      expect(['turn', 'deal', 'swap_started', 'offer', 'skip']).toContain(g[0]!.kind);
    expect(currentLine(lines, 0)).toBe(0);
    const last = result.value.steps.length;
    expect(currentLine(lines, last)).toBe(lines.length - 1);
  });
});
