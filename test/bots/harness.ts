import { type BotLevel, type BotMemory, createBot, decide, observe } from '../../shared/bots/index';
import {
  type Action,
  applyAction,
  createGame,
  type GameConfigInput,
  type GameEvent,
  type GameState,
  legalActions,
  playerView,
  type Seat,
} from '../../shared/engine/index';

/** One bot move as the game loop saw it. */
export interface Step {
  seat: Seat;
  action: Action;
  legal: boolean;
  events: GameEvent[];
}

/** The seat that must act: the turn's seat, or the first seat still deciding a swap. */
export function actingSeat(state: GameState): Seat {
  if (state.phase !== 'swap') return state.turn;
  const seat = state.swap?.choices.findIndex((c) => c !== null && c.kind === 'deciding') ?? -1;
  return seat >= 0 ? seat : state.turn;
}

/** Whether `action` is one of the engine's `legalActions` for that seat. */
export function isListed(state: GameState, seat: Seat, action: Action): boolean {
  const wanted = JSON.stringify(action);
  return legalActions(state, seat).some((a) => JSON.stringify(a) === wanted);
}

/**
 * Plays bots against each other from `state` until the game ends (or `maxSteps`), feeding every
 * bot its own view and the public events after each action, as a room does.
 */
export function playBots(
  start: GameState,
  levels: readonly BotLevel[],
  seed: string,
  maxSteps = 5000,
): { state: GameState; steps: Step[]; bots: BotMemory[] } {
  let state = start;
  let bots = levels.map((l, s) => observe(createBot(l, s, `${seed}:${s}`), playerView(state, s), []));
  const steps: Step[] = [];
  while (state.phase !== 'over' && steps.length < maxSteps) {
    const seat = actingSeat(state);
    const bot = bots[seat];
    if (bot === undefined) throw new Error(`no bot on seat ${seat}`);
    const { action, memory } = decide(bot, playerView(state, seat));
    bots[seat] = memory;
    const legal = isListed(state, seat, action);
    const result = applyAction(state, seat, action);
    if (!result.ok) {
      steps.push({ seat, action, legal: false, events: [] });
      break;
    }
    steps.push({ seat, action, legal, events: result.events });
    state = result.state;
    bots = bots.map((b, s) => observe(b, playerView(state, s), result.events));
  }
  return { state, steps, bots };
}

/** A fresh seeded game with seat 0 first. */
export function newGame(config: GameConfigInput, seed: string): GameState {
  return createGame(config, { seed, firstSeat: 0 });
}
