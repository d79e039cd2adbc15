import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../shared/bots/index';
import type { GameConfigInput } from '../../shared/engine/index';
import { newGame, playBots } from './harness';

const CONFIGS: GameConfigInput[] = [
  { players: 3, mode: 'simple', teams: false },
  { players: 3, mode: 'spicy', teams: false },
  { players: 4, mode: 'simple', teams: false },
  { players: 4, mode: 'spicy', teams: false },
  { players: 4, mode: 'simple', teams: true },
  { players: 4, mode: 'spicy', teams: true },
  { players: 5, mode: 'simple', teams: false },
  { players: 5, mode: 'spicy', teams: false },
  { players: 6, mode: 'simple', teams: false },
  { players: 6, mode: 'spicy', teams: false },
  { players: 6, mode: 'simple', teams: true },
  { players: 6, mode: 'spicy', teams: true },
  // The house option spicyThreeTrios: either goal in spicy.
  { players: 3, mode: 'spicy', teams: false, spicyThreeTrios: true },
  { players: 4, mode: 'spicy', teams: true, spicyThreeTrios: true },
  { players: 5, mode: 'spicy', teams: false, spicyThreeTrios: true },
];
const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];
const GAMES_PER_CONFIG = 200;
/** The hard bot searches sampled worlds, so a config's games need more than vitest's default 5 s. */
const BUDGET_MS = 60_000;

describe('bots only choose legal actions', () => {
  for (const config of CONFIGS) {
    const name = `${config.players} players, ${config.mode}${config.teams ? ', teams' : ''}${config.spicyThreeTrios ? ', three trios' : ''}`;
    it(
      `every action is in legalActions and every game ends with a winner (${name})`,
      () => {
        let illegal = 0;
        let unfinished = 0;
        let actions = 0;
        for (let g = 0; g < GAMES_PER_CONFIG; g++) {
          const levels = Array.from({ length: config.players }, (_, s) => LEVELS[(s + g) % 3] ?? 'normal');
          const seed = `legal:${name}:${g}`;
          const { state, steps } = playBots(newGame(config, seed), levels, seed);
          actions += steps.length;
          illegal += steps.filter((s) => !s.legal).length;
          if (state.phase !== 'over' || state.winner === null) unfinished++;
        }
        expect(illegal).toBe(0);
        expect(unfinished).toBe(0);
        expect(actions).toBeGreaterThan(GAMES_PER_CONFIG * 6);
      },
      BUDGET_MS,
    );
  }

  it(
    'every level alone at the table plays legal games to the end (all hard, all easy)',
    () => {
      for (const level of LEVELS) {
        for (let g = 0; g < 60; g++) {
          const config: GameConfigInput = { players: 4, mode: g % 2 ? 'spicy' : 'simple', teams: g % 4 < 2 };
          const seed = `solo:${level}:${g}`;
          const { state, steps } = playBots(newGame(config, seed), [level, level, level, level], seed);
          expect(steps.every((s) => s.legal)).toBe(true);
          expect(state.phase).toBe('over');
        }
      }
    },
    BUDGET_MS,
  );
});
