import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createGame,
  isTurnOf,
  legalActions,
  mustAct,
  partnerOf,
  playerView,
  seatsToAct,
  teamIndex,
  teamOf,
} from '../../shared/engine';
import { ALL_CONFIGS, gameWith, SIMPLE3, TEAMS4, TEAMS6 } from '../fixtures/deals';
import { act, center, must, reveals, skip, swap } from '../fixtures/play';
import { walk } from '../fixtures/walk';

describe('teams (docs/rules.md, Team variant: partners sit opposite)', () => {
  it('pairs each seat with the one opposite, with 4 and with 6 players', () => {
    expect([0, 1, 2, 3].map((s) => partnerOf(TEAMS4, s))).toEqual([2, 3, 0, 1]);
    expect([0, 1, 2, 3, 4, 5].map((s) => partnerOf(TEAMS6, s))).toEqual([3, 4, 5, 0, 1, 2]);
    expect(teamOf(TEAMS6, 4)).toEqual([1, 4]);
    expect(teamOf(TEAMS6, 1)).toEqual([1, 4]);
    expect([0, 1, 2, 3, 4, 5].map((s) => teamIndex(TEAMS6, s))).toEqual([0, 1, 2, 0, 1, 2]);
  });

  it('without teams a seat is a team of its own, with no partner and no team name', () => {
    const four = { players: 4, mode: 'simple', teams: false } as const;
    expect(partnerOf(four, 1)).toBeNull();
    expect(teamOf(four, 1)).toEqual([1]);
    expect(teamIndex(four, 1)).toBeNull();
  });

  it('a seat that is not at the table has no partner and is alone', () => {
    for (const seat of [-1, 4, 1.5]) {
      expect(partnerOf(TEAMS4, seat)).toBeNull();
      expect(teamOf(TEAMS4, seat)).toEqual([seat]);
      expect(teamIndex(TEAMS4, seat)).toBeNull();
    }
  });

  it('answers alike from a config, a room config, a state and a view, as the view’s team list says', () => {
    for (const config of ALL_CONFIGS) {
      const state = createGame(config, { seed: 'teams' });
      const view = playerView(state, 0);
      for (let seat = 0; seat < config.players; seat++) {
        const listed = view.teams?.findIndex((t) => t.includes(seat)) ?? -1;
        for (const source of [config, { ...config, log: 'classic' as const }, state, view]) {
          expect(teamOf(source, seat)).toEqual(listed === -1 ? [seat] : view.teams![listed]);
          expect(teamIndex(source, seat)).toBe(listed === -1 ? null : listed);
        }
      }
    }
  });
});

describe('whose turn, and who must act now', () => {
  it('in play: the seat whose turn it is, and nobody else', () => {
    const s = gameWith(SIMPLE3, {}, 1);
    expect([0, 1, 2, null].map((seat) => isTurnOf(s, seat))).toEqual([false, true, false, false]);
    expect(seatsToAct(s)).toEqual([1]);
    expect(seatsToAct(playerView(s, null))).toEqual([1]);
    expect(mustAct(s, null)).toBe(false);
  });

  it('in a swap: nobody’s turn; the state knows who still decides, a view only its own seat’s decision', () => {
    const start = createGame(TEAMS4, { seed: 'swap', firstSeat: 0 });
    expect([0, 1, 2, 3].map((seat) => isTurnOf(start, seat))).toEqual([false, false, false, false]);
    expect(seatsToAct(start)).toEqual([0, 1, 2, 3]);
    const offered = act(start, 0, swap(start.hands[0]![0]!)).state;
    const skipped = act(offered, 1, skip).state;
    expect(seatsToAct(skipped)).toEqual([2, 3]);
    expect(seatsToAct(playerView(skipped, 0))).toEqual([1, 2, 3]);
    expect(seatsToAct(playerView(skipped, 1))).toEqual([0, 2, 3]);
    expect(seatsToAct(playerView(skipped, 2))).toEqual([0, 1, 2, 3]);
    expect(seatsToAct(playerView(skipped, null))).toEqual([0, 1, 2, 3]);
    expect(mustAct(skipped, 7)).toBe(false);
  });

  it('after a swap resolves, only the seats of teams still swapping', () => {
    const start = createGame(TEAMS4, { seed: 'swap', firstSeat: 0 });
    const done = act(act(start, 1, skip).state, 3, skip).state;
    expect(seatsToAct(done)).toEqual([0, 2]);
    expect(seatsToAct(playerView(done, 1))).toEqual([0, 2]);
  });

  it('once the game is over: nobody', () => {
    const won = reveals(gameWith(SIMPLE3, { center: [7, 7, 7] }), center(0), center(1), center(2)).state;
    expect(won.phase).toBe('over');
    expect([0, 1, 2].map((seat) => isTurnOf(won, seat) || mustAct(won, seat))).toEqual([false, false, false]);
    expect(seatsToAct(won)).toEqual([]);
    expect(seatsToAct(playerView(won, 0))).toEqual([]);
  });

  it('in random games: a seat must act exactly when it has legal actions, and a view knows its own seat', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_CONFIGS),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (config, driver) => {
          walk(config, `queries-${driver}`, driver, ({ state }) => {
            for (let seat = 0; seat < config.players; seat++) {
              const due = mustAct(state, seat);
              must(
                due === legalActions(state, seat).length > 0,
                `seat ${seat} must act iff it has legal actions`,
              );
              must(isTurnOf(state, seat) === (due && state.phase === 'play'), 'its turn iff it must reveal');
              const view = playerView(state, seat);
              must(mustAct(view, seat) === due, 'its own view knows whether it must act');
              for (let other = 0; other < config.players; other++) {
                if (mustAct(state, other))
                  must(mustAct(view, other), 'a view never misses a seat that must act');
              }
            }
            checked++;
          });
        },
      ),
      { numRuns: 20 },
    );
    expect(checked).toBeGreaterThan(10_000);
  });
});
