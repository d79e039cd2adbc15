import { describe, expect, it } from 'vitest';
import { applyAction, createGame, type GameConfig, legalActions, seatsToAct } from '../../shared/engine';
import type { GameEvent, GameState, LogMode } from '../../shared/engine/types';
import { stateFrames, stateMessage } from '../../shared/protocol/frames';

const CONFIGS: GameConfig[] = [
  { players: 3, mode: 'simple', teams: false, spicyThreeTrios: false },
  { players: 5, mode: 'spicy', teams: false, spicyThreeTrios: false },
  { players: 4, mode: 'simple', teams: true, spicyThreeTrios: false },
  { players: 6, mode: 'spicy', teams: true, spicyThreeTrios: false },
];

/** Every state of a seeded random game with the events that led to it (the deal: none). */
function* course(config: GameConfig, seed: string): Generator<{ state: GameState; events: GameEvent[] }> {
  let state = createGame(config, { seed });
  let events: GameEvent[] = [];
  let pick = 0;
  for (let step = 0; step < 400 && state.phase !== 'over'; step++) {
    yield { state, events };
    const seat = seatsToAct(state)[step % seatsToAct(state).length]!;
    const options = legalActions(state, seat);
    pick = (pick * 31 + 7) % 1009;
    const result = applyAction(state, seat, options[pick % options.length]!);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
    events = result.events;
  }
  yield { state, events };
}

describe('stateFrames: a move serialised once, a frame per viewer', () => {
  it('gives every viewer exactly the frame stateMessage gives, byte for byte', () => {
    let frames = 0;
    for (const config of CONFIGS) {
      for (const { state, events } of course(config, `frames-${config.players}-${config.teams}`)) {
        for (const log of ['classic', 'open'] satisfies LogMode[]) {
          const input = {
            game: 3,
            version: 41,
            state,
            log,
            events,
            timer: { dueForMs: 12, limitMs: 90_000 },
          };
          const frameFor = stateFrames(input);
          for (const viewer of [null, ...state.hands.keys(), config.players, -1, 1.5]) {
            expect(frameFor(viewer)).toBe(JSON.stringify(stateMessage({ ...input, viewer })));
            frames++;
          }
        }
      }
    }
    expect(frames).toBeGreaterThan(5000);
  });

  it('gives each seat its own hand and swap choice, and a spectator none', () => {
    const state = createGame(
      { players: 4, mode: 'simple', teams: true, spicyThreeTrios: false },
      { seed: 'own' },
    );
    const frameFor = stateFrames({
      game: 1,
      version: 0,
      state,
      log: 'open',
      events: [],
      timer: { dueForMs: 0, limitMs: 90_000 },
    });
    const views = [null, 0, 1].map((viewer) => JSON.parse(frameFor(viewer)).view);
    expect(views.map((v) => v.hand)).toEqual([null, state.hands[0], state.hands[1]]);
    expect(views.map((v) => v.viewer)).toEqual([null, 0, 1]);
    expect(views[1].swap).toEqual({ pending: [0, 1, 2, 3], offered: null, skipped: false });
  });
});
