import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  createGame,
  ENGINE_ERRORS,
  legalActions,
  playerView,
} from '../../shared/engine';
import { ALL_CONFIGS, fillDeal, gameWith, SIMPLE3, SPICY3, TEAMS4 } from '../fixtures/deals';
import {
  act,
  actor,
  center,
  expectError,
  lowest,
  must,
  randomStep,
  reveals,
  swap,
  testRng,
} from '../fixtures/play';
import { othersMismatch, sixTriosGame } from '../fixtures/scenarios';

/**
 * docs/rules.md, Common mistakes: one test
 * per mistake, named by it, asserting what would break if the mistake were made. The rules behind
 * them have their own, fuller tests (turn, win, connected, setup, simulation); what those already
 * assert about other rules is not repeated here.
 */
describe('common mistakes are impossible', () => {
  it('no voluntary stop after a match: the same seat must reveal again and nothing else is accepted', () => {
    const s = reveals(gameWith(SIMPLE3, { center: [5, 5, 1] }), center(0), center(1)).state;
    expect(s.turn).toBe(0);
    expect(s.revealed).toHaveLength(2);
    for (const type of ['stop', 'pass', 'end_turn', 'collect']) {
      expectError(applyAction(s, 0, { type } as unknown as Action), ENGINE_ERRORS.invalidAction);
    }
    expectError(applyAction(s, 0, { type: 'skip_swap' }), ENGINE_ERRORS.wrongPhase);
    expect(legalActions(s, 0).every((a) => a.type === 'reveal')).toBe(true);
  });

  it('simple and spicy are not merged: three unconnected trios win in simple but not in spicy', () => {
    expect(sixTriosGame(SIMPLE3, 3).state.winner?.reason).toBe('three_trios');
    expect(sixTriosGame(SPICY3, 3).state.phase).toBe('play');
  });

  it('no ring and no mod-7 link table: trios of 2 and 12, or of 5 and 9, do not win in spicy', () => {
    for (const [a, b] of [
      [2, 12],
      [5, 9],
    ] as const) {
      let s = gameWith(SPICY3, { center: [a, a, a, b, b, b] });
      s = othersMismatch(reveals(s, center(0), center(1), center(2)).state);
      s = reveals(s, center(3), center(4), center(5)).state;
      expect(s.trios[0]).toEqual([a, b]);
      expect(s.phase).toBe('play');
    }
  });

  it('"lowest again" after the lowest was revealed is accepted and reveals the next-lowest', () => {
    const s = gameWith(SIMPLE3, { hands: [[], [2, 3, 4, 5, 6, 8, 9, 10, 11]] });
    const r = reveals(s, lowest(1), lowest(1));
    expect(
      r.events.filter((e) => e.type === 'revealed').map((e) => (e.type === 'revealed' ? e.value : 0)),
    ).toEqual([2, 3]);
  });

  it('center slots do not shift after a trio', () => {
    const s = gameWith(SIMPLE3, { center: [9, 1, 9, 2, 9, 3, 4, 5, 6] });
    const r = reveals(s, center(0), center(2), center(4));
    expect(r.state.center).toEqual([null, 1, null, 2, null, 3, 4, 5, 6]);
    expect(act(r.state, 1, center(5)).events[0]).toMatchObject({ value: 3 });
  });

  it('no stalemate or draw: seeded random games always end with a winner', { timeout: 60_000 }, () => {
    for (const config of ALL_CONFIGS) {
      for (let g = 0; g < 5; g++) {
        const random = testRng(g * 97 + config.players);
        let s = createGame(config, { seed: `draw-${g}` });
        let steps = 0;
        while (s.phase !== 'over') {
          s = randomStep(s, random).state;
          steps++;
          must(steps < 200_000, 'the game to end');
        }
        expect(s.winner).not.toBeNull();
        expect(['trio_of_sevens', 'three_trios', 'connected_trios']).toContain(s.winner!.reason);
      }
    }
  });

  it('card values are numbers, never strings: "7" is refused, 7s win, and 10 sorts after 2', () => {
    const deal = fillDeal(SIMPLE3, {});
    const stringly = { ...deal, hands: deal.hands.map((h) => h.map((v) => String(v))) };
    expect(() => createGame(SIMPLE3, { seed: 's', deal: stringly as never })).toThrow(RangeError);
    const s = gameWith(SIMPLE3, { hands: [[10, 11, 12, 2, 1, 7, 7, 7, 3]] });
    expect(s.hands[0]).toEqual([1, 2, 3, 7, 7, 7, 10, 11, 12]);
    for (const hand of s.hands) for (const v of hand) expect(typeof v).toBe('number');
    const sevens = reveals(gameWith(SIMPLE3, { center: [7, 7, 7] }), center(0), center(1), center(2)).state;
    expect(sevens.winner?.reason).toBe('trio_of_sevens');
  });

  it('no overlapping deals: every deal holds each value exactly three times, and a fourth copy is refused', () => {
    for (const config of ALL_CONFIGS) {
      for (let i = 0; i < 50; i++) {
        const s = createGame(config, { seed: `overlap-${i}` });
        const counts = new Array<number>(13).fill(0);
        for (const v of [...s.hands.flat(), ...s.center]) counts[v!]!++;
        expect(counts.slice(1)).toEqual(new Array(12).fill(3));
      }
    }
    const deal = fillDeal(SIMPLE3, {});
    deal.hands[1]![0] = deal.hands[0]![0]!;
    expect(() => createGame(SIMPLE3, { seed: 's', deal })).toThrow(RangeError);
  });

  it('a reconnecting player keeps the seat: the seat is an argument, and views depend on state and seat only', () => {
    // The room maps a seat token to a seat; the engine binds nothing to a connection.
    const s = act(
      createGame(TEAMS4, { seed: 'reconnect' }),
      0,
      swap(createGame(TEAMS4, { seed: 'reconnect' }).hands[0]![0]!),
    ).state;
    const restored = JSON.parse(JSON.stringify(s));
    for (const viewer of [0, 1, 2, 3, null])
      expect(playerView(restored, viewer)).toEqual(playerView(s, viewer));
  });

  it('no state is lost when the server restarts: a JSON round trip at any point continues the same game', {
    timeout: 60_000,
  }, () => {
    for (const config of ALL_CONFIGS) {
      const random = testRng(config.players * 31 + (config.teams ? 1 : 0));
      let s = createGame(config, { seed: 'restart' });
      for (let i = 0; i < 300 && s.phase !== 'over'; i++) {
        const restored = JSON.parse(JSON.stringify(s));
        const options = legalActions(s, actor(s));
        expect(legalActions(restored, actor(s))).toEqual(options);
        const step = randomStep(s, random);
        const again = applyAction(restored, step.seat, step.action);
        expect(again).toEqual({ ok: true, state: step.state, events: step.events });
        s = step.state;
      }
    }
  });
});
