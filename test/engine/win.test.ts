import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  type CardValue,
  ENGINE_ERRORS,
  type GameConfigInput,
  type GameState,
  legalActions,
} from '../../shared/engine';
import { gameWith, PICANTE3, SIMPLE3, SPICY3 } from '../fixtures/deals';
import { center, expectError, highest, lowest, reveals, skip, swap } from '../fixtures/play';
import { connectedByTable } from '../fixtures/rules-reference';
import { othersMismatch, sixTriosGame } from '../fixtures/scenarios';

/**
 * 3 players, seat 0 first: the center holds the given values three by three (slots 0–2, 3–5, 6–8);
 * seat 0 collects them in order while seats 1 and 2 mismatch (their hands are filled ascending, so
 * seat 1's lowest is always below seat 2's). Returns the state after each trio.
 */
function collectFromCenter(config: GameConfigInput, values: CardValue[]): GameState[] {
  const centerCards = values.flatMap((v) => [v, v, v]);
  let s = gameWith(config, { center: centerCards });
  const after: GameState[] = [];
  values.forEach((_, i) => {
    s = reveals(s, center(3 * i), center(3 * i + 1), center(3 * i + 2)).state;
    after.push(s);
    if (s.phase !== 'over') s = othersMismatch(s);
  });
  return after;
}

const VALUES = [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12] as const;

describe('winning (docs/rules.md, Winning)', () => {
  it.each([SIMPLE3, SPICY3])('a trio of 7s wins at once, even as a first trio (%o)', (config) => {
    const [after] = collectFromCenter(config, [7]);
    expect(after!.phase).toBe('over');
    expect(after!.winner).toEqual({ seats: [0], reason: 'trio_of_sevens' });
  });

  it('a trio of 7s wins as a later trio too, in spicy with nothing connected', () => {
    const after = collectFromCenter(SPICY3, [4, 9, 7]);
    expect(after.map((s) => s.phase)).toEqual(['play', 'play', 'over']);
    expect(after[2]!.winner?.reason).toBe('trio_of_sevens');
  });

  it('simple: any three trios win, two do not', () => {
    const after = collectFromCenter(SIMPLE3, [4, 9, 12]);
    expect(after.map((s) => s.phase)).toEqual(['play', 'play', 'over']);
    expect(after[2]!.winner).toEqual({ seats: [0], reason: 'three_trios' });
  });

  it('simple: two connected trios do not win', () => {
    const after = collectFromCenter(SIMPLE3, [1, 6]);
    expect(after[1]!.phase).toBe('play');
    expect(after[1]!.winner).toBeNull();
  });

  it('spicy: two connected trios win', () => {
    const after = collectFromCenter(SPICY3, [3, 10]);
    expect(after[0]!.phase).toBe('play');
    expect(after[1]!.winner).toEqual({ seats: [0], reason: 'connected_trios' });
  });

  it('spicy: three unconnected trios do not win', () => {
    const after = collectFromCenter(SPICY3, [4, 6, 9]);
    expect(after.map((s) => s.phase)).toEqual(['play', 'play', 'play']);
  });

  it('spicy: a player can hold six trios without winning', () => {
    const { state } = sixTriosGame(SPICY3, 6);
    expect(state.trios[0]).toEqual([4, 5, 6, 8, 9, 10]);
    expect(state.phase).toBe('play');
    expect(state.winner).toBeNull();
  });

  it('spicy: after six unconnected trios, a connected seventh wins', () => {
    let s = sixTriosGame(SPICY3, 6).state;
    // Seat 0's hand is empty; it takes seat 1's 1s (connected to 6 and 8).
    s = reveals(s, lowest(1), lowest(1), lowest(1)).state;
    expect(s.winner).toEqual({ seats: [0], reason: 'connected_trios' });
  });

  it('simple: the same six-trio deal is won at the third trio', () => {
    const { state } = sixTriosGame(SIMPLE3, 3);
    expect(state.trios[0]).toEqual([4, 5, 6]);
    expect(state.winner).toEqual({ seats: [0], reason: 'three_trios' });
  });

  const pairs: [CardValue, CardValue][] = VALUES.flatMap((a) =>
    VALUES.filter((b) => b > a).map((b) => [a, b] as [CardValue, CardValue]),
  );
  it.each(pairs)('spicy: trios of %i and %i win exactly when the table connects them', (a, b) => {
    const after = collectFromCenter(SPICY3, [a, b]);
    expect(after[1]!.phase === 'over').toBe(connectedByTable(a, b));
  });

  it('spicy with the house option spicyThreeTrios: three unconnected trios win (three_trios)', () => {
    const after = collectFromCenter(PICANTE3, [4, 6, 9]);
    expect(after.map((s) => s.phase)).toEqual(['play', 'play', 'over']);
    expect(after[2]!.winner).toEqual({ seats: [0], reason: 'three_trios' });
  });

  it('spicy without the house option (absent or false): the same three trios do not win', () => {
    for (const config of [SPICY3, { ...SPICY3, spicyThreeTrios: false }]) {
      const after = collectFromCenter(config, [4, 6, 9]);
      expect(after.map((s) => s.phase)).toEqual(['play', 'play', 'play']);
      expect(after[2]!.winner).toBeNull();
    }
  });

  it('spicy with the house option: two unconnected trios do not win yet', () => {
    const after = collectFromCenter(PICANTE3, [4, 9]);
    expect(after.map((s) => s.phase)).toEqual(['play', 'play']);
  });

  it('spicy with the house option: two connected trios and the 7s still win as before', () => {
    expect(collectFromCenter(PICANTE3, [3, 10])[1]!.winner).toEqual({
      seats: [0],
      reason: 'connected_trios',
    });
    expect(collectFromCenter(PICANTE3, [7])[0]!.winner).toEqual({ seats: [0], reason: 'trio_of_sevens' });
    expect(collectFromCenter(PICANTE3, [4, 9, 7])[2]!.winner?.reason).toBe('trio_of_sevens');
  });

  it('spicy with the house option: a third trio that is also connected wins as connected trios', () => {
    const after = collectFromCenter(PICANTE3, [4, 9, 2]);
    expect(after[2]!.winner).toEqual({ seats: [0], reason: 'connected_trios' });
  });

  it('spicy with the house option: the six-trio deal is won at the third trio', () => {
    const { state, events } = sixTriosGame(PICANTE3, 3);
    expect(state.trios[0]).toEqual([4, 5, 6]);
    expect(state.winner).toEqual({ seats: [0], reason: 'three_trios' });
    expect(events.at(-1)).toEqual({ type: 'game_won', seats: [0], reason: 'three_trios' });
  });

  it('simple with the house option on: nothing changes (three trios win, two connected do not)', () => {
    const simple = { ...SIMPLE3, spicyThreeTrios: true };
    expect(collectFromCenter(simple, [1, 6])[1]!.phase).toBe('play');
    expect(collectFromCenter(simple, [4, 9, 12])[2]!.winner).toEqual({ seats: [0], reason: 'three_trios' });
  });

  it('the win is checked the moment the trio is collected and the game ends at once', () => {
    const s = gameWith(SIMPLE3, { center: [7, 7, 7] });
    const first = reveals(s, center(0), center(1));
    expect(first.state.phase).toBe('play');
    const r = reveals(first.state, center(2));
    expect(r.events.map((e) => e.type)).toEqual(['revealed', 'trio_collected', 'game_won']);
    expect(r.events[2]).toEqual({ type: 'game_won', seats: [0], reason: 'trio_of_sevens' });
    expect(r.state.phase).toBe('over');
    expect(r.state.turn).toBe(0);
    expect(r.state.revealed).toEqual([]);
    expect(r.state.lastTurn?.outcome).toBe('trio');
    expect(r.state.center.slice(0, 3)).toEqual([null, null, null]);
  });

  it('a finished game refuses every action from every seat', () => {
    const over = collectFromCenter(SIMPLE3, [7])[0]!;
    const actions: Action[] = [center(5), lowest(1), highest(2), swap(1), skip];
    for (let seat = 0; seat < 3; seat++) {
      for (const action of actions) expectError(applyAction(over, seat, action), ENGINE_ERRORS.gameOver);
      expect(legalActions(over, seat)).toEqual([]);
    }
  });
});
