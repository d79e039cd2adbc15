import { createBot, decide, observe } from '../../shared/bots';
import { legalActions, mustAct, playerView } from '../../shared/engine';
import type { Action, GameEvent, GameState, Seat } from '../../shared/engine/types';
import type { BotLevel } from '../../shared/protocol/messages';

/**
 * The local table's computer players, as the room runs them (worker/room/automation): a memory
 * per seat from the deal's bot seed, which decides the seat's move from its own view and then,
 * like every other memory, sees the move's public events with its new view. Memories are kept as
 * JSON text, as the room stores them, so both tables feed the bots the same data. A bot that
 * fails starts afresh; should that fail too, the first legal action is played.
 */
export class Computers {
  private memories = new Map<Seat, string>();

  constructor(private readonly levels: ReadonlyMap<Seat, BotLevel>) {}

  /** Fresh memories for a new deal from `seed` (the deal's bot seed, never the game's). */
  reset(seed: string): void {
    this.memories.clear();
    for (const [seat, level] of this.levels)
      this.memories.set(seat, JSON.stringify(createBot(level, seat, seed)));
  }

  /** The seats played by a computer that must move now. */
  due(state: GameState): Seat[] {
    return [...this.levels.keys()].filter((seat) => mustAct(state, seat));
  }

  /** `seat`'s move for `state` (its own view only); its memory moves on with the decision. */
  decide(state: GameState, seat: Seat): Action | null {
    const memory = this.memories.get(seat);
    const level = this.levels.get(seat);
    if (memory === undefined || level === undefined) return null;
    const view = playerView(state, seat);
    try {
      const decision = decide(JSON.parse(memory), view);
      this.memories.set(seat, JSON.stringify(decision.memory));
      return decision.action;
    } catch {
      try {
        return decide(createBot(level, seat, 'recovered'), view).action;
      } catch {
        return legalActions(state, seat)[0] ?? null;
      }
    }
  }

  /** Every computer sees a move's public events and its own view after it. */
  observe(state: GameState, events: GameEvent[]): void {
    for (const [seat, memory] of this.memories) {
      const level = this.levels.get(seat) ?? 'normal';
      try {
        this.memories.set(seat, JSON.stringify(observe(JSON.parse(memory), playerView(state, seat), events)));
      } catch {
        this.memories.set(seat, JSON.stringify(createBot(level, seat, 'recovered')));
      }
    }
  }
}
