import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Action, applyAction, createGame, ENGINE_ERRORS, type GameState } from '../../shared/engine';
import { gameWith, SIMPLE3, TEAMS4 } from '../fixtures/deals';
import { act, center, expectError, lowest, reveals, skip, swap } from '../fixtures/play';

const game = (): GameState => createGame(SIMPLE3, { seed: 'errors', firstSeat: 0 });

describe('rejections are values (docs/design.md, The engine; CONTRIBUTING.md, Errors)', () => {
  it.each([
    ['null', null],
    ['a string', 'reveal'],
    ['an unknown type', { type: 'stop' }],
    ['a reveal without a target', { type: 'reveal' }],
    ['a reveal with a null target', { type: 'reveal', target: null }],
    ['a reveal with an unknown target kind', { type: 'reveal', target: { kind: 'deck', slot: 0 } }],
    ['a center reveal with a string slot', { type: 'reveal', target: { kind: 'center', slot: '0' } }],
    [
      'a hand reveal with a string seat',
      { type: 'reveal', target: { kind: 'hand', seat: '1', end: 'lowest' } },
    ],
    ['a hand reveal with no end', { type: 'reveal', target: { kind: 'hand', seat: 1 } }],
    ['a swap with no value', { type: 'swap' }],
  ])('an action that is %s is engine/invalid_action', (_, action) => {
    expectError(applyAction(game(), 0, action as unknown as Action), ENGINE_ERRORS.invalidAction);
  });

  it.each([[-1], [3], [1.5], [Number.NaN], ['0'], [null]])('seat %o is engine/invalid_seat', (seat) => {
    expectError(applyAction(game(), seat as number, center(0)), ENGINE_ERRORS.invalidSeat);
  });

  it('checks the action’s shape first, then the seat, then whether the game is over', () => {
    const over = reveals(gameWith(SIMPLE3, { center: [7, 7, 7] }), center(0), center(1), center(2)).state;
    expectError(applyAction(over, 9, { type: 'nope' } as unknown as Action), ENGINE_ERRORS.invalidAction);
    expectError(applyAction(over, 9, center(3)), ENGINE_ERRORS.invalidSeat);
    expectError(applyAction(over, 1, center(3)), ENGINE_ERRORS.gameOver);
  });

  it('an error leaves the state as it was', () => {
    const s = act(game(), 0, center(0)).state;
    const snapshot = JSON.stringify(s);
    for (const [seat, action] of [
      [0, center(0)],
      [1, center(1)],
      [0, swap(1)],
      [0, skip],
      [0, lowest(5)],
    ] as [number, Action][]) {
      expect(applyAction(s, seat, action).ok).toBe(false);
    }
    expect(JSON.stringify(s)).toBe(snapshot);
  });

  it('messages are short sentences that never name a card value', () => {
    const team = gameWith(TEAMS4, {});
    const results = [
      applyAction(game(), 0, null as unknown as Action),
      applyAction(game(), 5, center(0)),
      applyAction(game(), 1, center(0)),
      applyAction(game(), 0, center(12)),
      applyAction(game(), 0, lowest(4)),
      applyAction(game(), 0, swap(7)),
      applyAction(team, 0, swap(12)),
      applyAction(team, 0, center(0)),
      applyAction(act(team, 0, skip).state, 0, skip),
      applyAction(act(game(), 0, center(0)).state, 0, center(0)),
    ];
    for (const r of results) {
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(Object.values(ENGINE_ERRORS)).toContain(r.error.code);
      expect(r.error.message).toMatch(/^[A-Z][^0-9]*\.$/);
      expect(r.error.message.length).toBeLessThan(80);
    }
  });

  it('never throws, whatever it is given', { timeout: 60_000 }, () => {
    const states = [game(), gameWith(TEAMS4, {})];
    fc.assert(
      fc.property(fc.constantFrom(...states), fc.anything(), fc.anything(), (state, seat, action) => {
        const r = applyAction(state, seat as number, action as Action);
        if (!r.ok) expect(Object.values(ENGINE_ERRORS)).toContain(r.error.code);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...states),
        fc.integer({ min: -2, max: 7 }),
        fc.oneof(
          fc.record({
            type: fc.constant('reveal'),
            target: fc.oneof(
              fc.record({ kind: fc.constant('center'), slot: fc.oneof(fc.integer(), fc.double()) }),
              fc.record({
                kind: fc.constant('hand'),
                seat: fc.oneof(fc.integer(), fc.double()),
                end: fc.constantFrom('lowest', 'highest', 'middle'),
              }),
            ),
          }),
          fc.record({ type: fc.constant('swap'), value: fc.oneof(fc.integer(), fc.double()) }),
          fc.constant({ type: 'skip_swap' }),
        ),
        (state, seat, action) => {
          const r = applyAction(state, seat, action as Action);
          if (!r.ok) expect(Object.values(ENGINE_ERRORS)).toContain(r.error.code);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
