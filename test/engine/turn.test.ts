import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  ENGINE_ERRORS,
  type GameState,
  legalActions,
  playerView,
} from '../../shared/engine';
import { ALL_CONFIGS, gameWith, SIMPLE3, SPICY3 } from '../fixtures/deals';
import { act, center, expectError, highest, lowest, must, reveals } from '../fixtures/play';
import { sixTriosGame } from '../fixtures/scenarios';
import { walk } from '../fixtures/walk';

/**
 * Seat 0 first. Hands: 0 = [1,1,2,3,4,5,6,7,8], 1 = [1,2,2,3,3,9,10,11,12], 2 = [4,4,5,5,6,6,7,7,8].
 * Center by slot: [8,12,9,9,10,10,11,11,12].
 */
const BASE = {
  hands: [
    [1, 1, 2, 3, 4, 5, 6, 7, 8],
    [1, 2, 2, 3, 3, 9, 10, 11, 12],
    [4, 4, 5, 5, 6, 6, 7, 7, 8],
  ],
  center: [8, 12, 9, 9, 10, 10, 11, 11, 12],
} as const;
const base = (): GameState =>
  gameWith(SIMPLE3, { hands: BASE.hands.map((h) => [...h]), center: [...BASE.center] });

describe('revealing (docs/rules.md, A turn)', () => {
  it('the active player reveals a face-down center card by its slot', () => {
    const { state, events } = act(base(), 0, center(2));
    expect(events).toEqual([{ type: 'revealed', seat: 0, target: { kind: 'center', slot: 2 }, value: 9 }]);
    expect(state.revealed).toEqual([{ target: { kind: 'center', slot: 2 }, value: 9 }]);
    expect(state.center).toEqual(BASE.center);
    expect(playerView(state, 1).center[2]).toBe(9);
    expect(state.turn).toBe(0);
  });

  it('the active player reveals the lowest or highest card of any hand, their own included', () => {
    expect(act(base(), 0, lowest(0)).events[0]).toMatchObject({ value: 1 });
    expect(act(base(), 0, highest(0)).events[0]).toMatchObject({ value: 8 });
    expect(act(base(), 0, lowest(1)).events[0]).toMatchObject({ value: 1 });
    expect(act(base(), 0, highest(1)).events[0]).toMatchObject({ value: 12 });
    expect(act(base(), 0, lowest(2)).events[0]).toMatchObject({ value: 4 });
    expect(act(base(), 0, highest(2)).events[0]).toMatchObject({ value: 8 });
  });

  it('a revealed hand card leaves the hand, so asking for the lowest again reveals the next-lowest', () => {
    const first = act(base(), 0, lowest(1));
    expect(first.state.hands[1]).toEqual([2, 2, 3, 3, 9, 10, 11, 12]);
    expect(playerView(first.state, null).handSizes).toEqual([9, 8, 9]);
    const second = act(first.state, 0, lowest(1));
    expect(second.events[0]).toMatchObject({ type: 'revealed', value: 2 });
  });

  it('lowest then highest of the same player is legal', () => {
    const { state } = act(base(), 0, lowest(1));
    const r = act(state, 0, highest(1));
    expect(r.events[0]).toMatchObject({ type: 'revealed', value: 12 });
  });

  it('asking a player with two equal lowest cards reveals only one of them', () => {
    const { state } = act(base(), 0, lowest(0));
    expect(state.hands[0]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(state.revealed).toEqual([{ target: { kind: 'hand', seat: 0, end: 'lowest' }, value: 1 }]);
  });

  it('asking a player with two equal highest cards reveals only one of them', () => {
    const s = gameWith(SIMPLE3, { hands: [[], [1, 2, 3, 4, 5, 6, 12, 12, 12]] });
    const { state } = act(s, 0, highest(1));
    expect(state.hands[1]).toEqual([1, 2, 3, 4, 5, 6, 12, 12]);
  });

  it('with one card left in a hand, lowest and highest are the same card', () => {
    let s = sixTriosGame(SPICY3, 2).state;
    expect(s.hands[0]).toEqual([6, 6, 6]);
    s = reveals(s, lowest(0), lowest(0)).state;
    expect(s.hands[0]).toEqual([6]);
    const byLowest = act(s, 0, lowest(0));
    const byHighest = act(s, 0, highest(0));
    expect(byHighest.events[0]).toMatchObject({ value: 6 });
    expect(byHighest.state.hands).toEqual(byLowest.state.hands);
    expect(byHighest.state.trios).toEqual(byLowest.state.trios);
  });

  it('a center card already face up this turn cannot be chosen again', () => {
    const { state } = act(base(), 0, center(2));
    expectError(applyAction(state, 0, center(2)), ENGINE_ERRORS.slotNotFaceDown);
    expect(legalActions(state, 0)).not.toContainEqual(center(2));
  });

  it('an empty hand cannot be targeted', () => {
    const s = sixTriosGame(SPICY3, 3).state;
    expect(s.hands[0]).toEqual([]);
    const error = expectError(applyAction(s, 0, lowest(0)), ENGINE_ERRORS.emptyHand);
    expect(error.message).toMatch(/empty/);
    expectError(applyAction(s, 0, highest(0)), ENGINE_ERRORS.emptyHand);
    expect(
      legalActions(s, 0).some((a) => a.type === 'reveal' && a.target.kind === 'hand' && a.target.seat === 0),
    ).toBe(false);
  });

  it('a player with an empty hand still takes turns, using the center and the other hands', () => {
    const s = sixTriosGame(SPICY3, 3).state;
    expect(s.turn).toBe(0);
    const r = reveals(s, center(0), lowest(1));
    expect(r.events.map((e) => e.type)).toEqual(['revealed', 'revealed', 'mismatch', 'turn_started']);
    expect(r.state.turn).toBe(1);
  });

  it('only the active seat may reveal', () => {
    expectError(applyAction(base(), 1, center(0)), ENGINE_ERRORS.notYourTurn);
    expectError(applyAction(base(), 2, lowest(2)), ENGINE_ERRORS.notYourTurn);
  });

  it('never a card from the middle of a hand: a reveal names only the lowest or highest end', () => {
    const middle = { type: 'reveal', target: { kind: 'hand', seat: 1, end: 'middle' } } as unknown as Action;
    const byIndex = { type: 'reveal', target: { kind: 'hand', seat: 1, index: 4 } } as unknown as Action;
    expectError(applyAction(base(), 0, middle), ENGINE_ERRORS.invalidAction);
    expectError(applyAction(base(), 0, byIndex), ENGINE_ERRORS.invalidAction);
    for (const a of legalActions(base(), 0)) {
      if (a.type === 'reveal' && a.target.kind === 'hand')
        expect(['lowest', 'highest']).toContain(a.target.end);
    }
  });

  it('a slot or seat that does not exist is not revealable', () => {
    for (const slot of [-1, 9, 1.5, Number.NaN])
      expectError(applyAction(base(), 0, center(slot)), ENGINE_ERRORS.notRevealable);
    for (const seat of [-1, 3, 0.5])
      expectError(applyAction(base(), 0, lowest(seat)), ENGINE_ERRORS.notRevealable);
  });
});

describe('a mismatch (docs/rules.md, A turn)', () => {
  it('ends the turn and returns the cards to their slots and hands', () => {
    const { state, events } = reveals(base(), center(2), highest(1));
    expect(events).toEqual([
      { type: 'revealed', seat: 0, target: { kind: 'center', slot: 2 }, value: 9 },
      { type: 'revealed', seat: 0, target: { kind: 'hand', seat: 1, end: 'highest' }, value: 12 },
      {
        type: 'mismatch',
        seat: 0,
        revealed: [
          { target: { kind: 'center', slot: 2 }, value: 9 },
          { target: { kind: 'hand', seat: 1, end: 'highest' }, value: 12 },
        ],
      },
      { type: 'turn_started', seat: 1 },
    ]);
    expect(state.turn).toBe(1);
    expect(state.revealed).toEqual([]);
    expect(state.center).toEqual(BASE.center);
    expect(state.hands).toEqual(BASE.hands);
    expect(playerView(state, 0).center).toEqual(new Array(9).fill('face_down'));
  });

  it('puts center cards back face down into the same slot', () => {
    const { state } = reveals(base(), center(1), center(8), center(0));
    expect(state.center).toEqual(BASE.center);
    expect(act(state, 1, center(1)).events[0]).toMatchObject({ value: 12 });
  });

  it('puts hand cards back into their owner’s sorted hand, from several hands', () => {
    const { state } = reveals(base(), lowest(0), lowest(1), lowest(2));
    expect(state.hands).toEqual(BASE.hands);
    const again = reveals(base(), lowest(1), lowest(1));
    expect(again.state.hands[1]).toEqual(BASE.hands[1]);
    const ends = reveals(base(), highest(2), highest(0), lowest(2));
    expect(ends.state.hands).toEqual(BASE.hands);
  });

  it('keeps the last turn’s reveals in the view so clients can show them', () => {
    const { state } = reveals(base(), center(2), center(3), highest(1));
    expect(state.lastTurn).toEqual({
      seat: 0,
      revealed: [
        { target: { kind: 'center', slot: 2 }, value: 9 },
        { target: { kind: 'center', slot: 3 }, value: 9 },
        { target: { kind: 'hand', seat: 1, end: 'highest' }, value: 12 },
      ],
      outcome: 'mismatch',
    });
    expect(playerView(state, 2).lastTurn).toEqual(state.lastTurn);
  });

  it('keeps the last turn while the next seat is revealing, until that turn ends', () => {
    const ended = reveals(base(), center(2), highest(1)).state;
    const next = act(ended, 1, center(0)).state;
    expect(next.lastTurn).toEqual(ended.lastTurn);
    expect(playerView(next, 0).lastTurn?.seat).toBe(0);
    const after = act(next, 1, center(1)).state;
    expect(after.lastTurn?.seat).toBe(1);
  });

  it('play goes clockwise and wraps from the last seat to seat 0', () => {
    let s = base();
    const turns: number[] = [];
    for (let i = 0; i < 4; i++) {
      s = reveals(s, center(0), center(1)).state;
      turns.push(s.turn);
    }
    expect(turns).toEqual([1, 2, 0, 1]);
  });
});

describe('a trio (docs/rules.md, A turn)', () => {
  it('is collected by the active player; its center slots stay empty, with no shifting', () => {
    const { state, events } = reveals(base(), center(1), highest(1), center(8));
    expect(state.trios).toEqual([[12], [], []]);
    expect(state.center).toEqual([8, null, 9, 9, 10, 10, 11, 11, null]);
    expect(state.hands[1]).toEqual([1, 2, 2, 3, 3, 9, 10, 11]);
    expect(events.map((e) => e.type)).toEqual([
      'revealed',
      'revealed',
      'revealed',
      'trio_collected',
      'turn_started',
    ]);
    expect(events[3]).toEqual({ type: 'trio_collected', seat: 0, value: 12 });
    expect(playerView(state, null).center).toEqual([
      'face_down',
      'empty',
      'face_down',
      'face_down',
      'face_down',
      'face_down',
      'face_down',
      'face_down',
      'empty',
    ]);
    expect(act(state, 1, center(2)).events[0]).toMatchObject({ value: 9 });
    expectError(applyAction(state, 1, center(1)), ENGINE_ERRORS.slotNotFaceDown);
  });

  it('ends the turn with no extra turn', () => {
    const { state, events } = reveals(base(), center(1), highest(1), center(8));
    expect(state.turn).toBe(1);
    expect(events.at(-1)).toEqual({ type: 'turn_started', seat: 1 });
    expect(state.lastTurn?.outcome).toBe('trio');
    expectError(applyAction(state, 0, center(0)), ENGINE_ERRORS.notYourTurn);
  });

  it('can be taken from other players’ hands', () => {
    const trio = reveals(base(), highest(0), highest(2), center(0));
    expect(trio.state.trios[0]).toEqual([8]);
    expect(trio.state.hands[0]).toEqual([1, 1, 2, 3, 4, 5, 6, 7]);
    expect(trio.state.hands[2]).toEqual([4, 4, 5, 5, 6, 6, 7, 7]);
  });

  it('cards dealt into a hand as a trio score nothing until they are revealed', () => {
    const s = gameWith(SIMPLE3, { hands: [[7, 7, 7, 1, 1, 1, 2, 2, 2]] });
    expect(s.trios).toEqual([[], [], []]);
    expect(s.phase).toBe('play');
    const r = reveals(s, highest(0), highest(0), highest(0));
    expect(r.state.winner).toEqual({ seats: [0], reason: 'trio_of_sevens' });
  });
});

describe('a turn has 2 or 3 reveals and no voluntary stop (docs/rules.md, A turn)', () => {
  it('after one reveal, or two equal ones, the same seat must keep revealing', () => {
    const one = act(base(), 0, lowest(0)).state;
    expect(one.turn).toBe(0);
    const two = act(one, 0, lowest(0)).state;
    expect(two.turn).toBe(0);
    expect(two.revealed).toHaveLength(2);
    for (const s of [one, two]) {
      const options = legalActions(s, 0);
      expect(options.length).toBeGreaterThan(0);
      expect(options.every((a) => a.type === 'reveal')).toBe(true);
      for (const stop of ['stop', 'pass', 'end_turn', 'skip_swap']) {
        const r = applyAction(s, 0, { type: stop } as unknown as Action);
        expect(r.ok).toBe(false);
      }
      expect(legalActions(s, 1)).toEqual([]);
    }
  });

  it('there is always a legal reveal while the turn is on', { timeout: 60_000 }, () => {
    for (const config of ALL_CONFIGS) {
      walk(config, `always-${config.players}-${config.mode}-${config.teams}`, 3, ({ state }) => {
        if (state.phase === 'play') must(legalActions(state, state.turn).length > 0, 'a legal reveal');
      });
    }
  });

  it('the second reveal ends the turn only on a mismatch; the third always ends it', () => {
    expect(reveals(base(), lowest(0), lowest(0)).state.turn).toBe(0);
    expect(reveals(base(), lowest(0), lowest(2)).state.turn).toBe(1);
    expect(reveals(base(), lowest(0), lowest(0), lowest(1)).state.turn).toBe(1);
    expect(reveals(base(), highest(0), highest(2), center(0)).state.turn).toBe(1);
  });
});
