import { describe, expect, it } from 'vitest';
import { type BotLevel, type BotMemory, createBot, decide, observe } from '../../shared/bots/index';
import { applyAction, type GameConfigInput, playerView } from '../../shared/engine/index';
import { actingSeat, newGame } from './harness';
import { deepFreeze } from './views';

const roundTrip = (m: BotMemory): BotMemory => JSON.parse(JSON.stringify(m)) as BotMemory;

describe('bot memory', () => {
  const configs: GameConfigInput[] = [
    { players: 3, mode: 'spicy', teams: false },
    { players: 4, mode: 'simple', teams: true },
    { players: 6, mode: 'spicy', teams: true },
  ];
  for (const config of configs) {
    for (const level of ['easy', 'normal', 'hard'] as BotLevel[]) {
      it(`survives a JSON round trip at every step and decides the same (${level}, ${config.players} players${config.teams ? ', teams' : ''})`, () => {
        let state = newGame(config, `mem:${level}:${config.players}`);
        let bots = Array.from({ length: config.players }, (_, s) =>
          observe(createBot(level, s, `m${s}`), playerView(state, s), []),
        );
        for (let step = 0; state.phase !== 'over' && step < 3000; step++) {
          const seat = actingSeat(state);
          const bot = bots[seat] as BotMemory;
          const copy = roundTrip(bot);
          expect(copy).toEqual(bot);
          const view = deepFreeze(playerView(state, seat));
          const before = JSON.stringify(bot);
          const direct = decide(deepFreeze(bot), view);
          const restored = decide(copy, view);
          expect(restored).toEqual(direct);
          expect(JSON.stringify(bot)).toBe(before);
          const result = applyAction(state, seat, direct.action);
          if (!result.ok) throw new Error(result.error.code);
          state = result.state;
          bots[seat] = direct.memory;
          const events = deepFreeze(result.events);
          bots = bots.map((b, s) => observe(roundTrip(b), deepFreeze(playerView(state, s)), events));
        }
        expect(state.phase).toBe('over');
      });
    }
  }

  it('the same seed gives the same bot and the same play; another seed may differ', () => {
    expect(createBot('easy', 1, 'x')).toEqual(createBot('easy', 1, 'x'));
    expect(createBot('easy', 1, 'x').rng).not.toEqual(createBot('easy', 1, 'y').rng);
  });
});
