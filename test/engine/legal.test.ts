import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions } from '../../shared/engine';
import { ALL_CONFIGS, gameWith, SIMPLE3, SPICY3, TEAMS4 } from '../fixtures/deals';
import { act, center, highest, lowest, reveals, skip, swap } from '../fixtures/play';
import { sixTriosGame } from '../fixtures/scenarios';

describe('legalActions', () => {
  it('lists, for the active seat, every face-down center slot and both ends of every hand', () => {
    const s = createGame(SIMPLE3, { seed: 'legal', firstSeat: 2 });
    expect(legalActions(s, 2)).toEqual([
      ...Array.from({ length: 9 }, (_, slot) => center(slot)),
      lowest(0),
      highest(0),
      lowest(1),
      highest(1),
      lowest(2),
      highest(2),
    ]);
  });

  it('leaves out center slots face up this turn and empty slots', () => {
    const s = gameWith(SIMPLE3, { center: [1, 1, 1, 2, 2] });
    const mid = act(s, 0, center(3)).state;
    expect(legalActions(mid, 0)).not.toContainEqual(center(3));
    const trio = reveals(s, center(0), center(1), center(2)).state;
    const options = legalActions(trio, 1);
    for (const slot of [0, 1, 2]) expect(options).not.toContainEqual(center(slot));
    expect(options).toContainEqual(center(3));
  });

  it('lists only the lowest end of a one-card hand (both ends are the same card)', () => {
    let s = sixTriosGame(SPICY3, 2).state;
    s = reveals(s, lowest(0), lowest(0)).state;
    const options = legalActions(s, 0);
    expect(options).toContainEqual(lowest(0));
    expect(options).not.toContainEqual(highest(0));
    expect(applyAction(s, 0, highest(0)).ok).toBe(true);
  });

  it('keeps both ends of a hand whose ends hold equal values: they are different cards', () => {
    let s = sixTriosGame(SPICY3, 2).state;
    s = act(s, 0, lowest(0)).state;
    expect(s.hands[0]).toEqual([6, 6]);
    const options = legalActions(s, 0);
    expect(options).toContainEqual(lowest(0));
    expect(options).toContainEqual(highest(0));
  });

  it('leaves out empty hands', () => {
    const s = sixTriosGame(SPICY3, 3).state;
    const options = legalActions(s, 0);
    expect(options).not.toContainEqual(lowest(0));
    expect(options).not.toContainEqual(highest(0));
  });

  it('is empty for a seat that is not active, and for a seat that does not exist', () => {
    const s = createGame(SIMPLE3, { seed: 'legal', firstSeat: 0 });
    expect(legalActions(s, 1)).toEqual([]);
    expect(legalActions(s, 7)).toEqual([]);
    const team = createGame(TEAMS4, { seed: 'legal' });
    expect(legalActions(team, 7)).toEqual([]);
    expect(legalActions(team, -1)).toEqual([]);
  });

  it('offers every deciding seat its distinct values and skip in a swap, and nothing once decided', () => {
    const s = gameWith(TEAMS4, { hands: [[1, 1, 1, 2, 2, 2, 3, 3, 3]] });
    expect(legalActions(s, 0)).toEqual([swap(1), swap(2), swap(3), skip]);
    const decided = act(s, 0, swap(2)).state;
    expect(legalActions(decided, 0)).toEqual([]);
    expect(legalActions(decided, 2).at(-1)).toEqual(skip);
  });

  it.each(ALL_CONFIGS)('every listed action is accepted at the start (%o)', (config) => {
    const s = createGame(config, { seed: 'accept' });
    for (let seat = 0; seat < config.players; seat++) {
      for (const action of legalActions(s, seat)) expect(applyAction(s, seat, action).ok).toBe(true);
    }
  });
});
