/**
 * Computer players (issue 5). A bot decides from its seat's `PlayerView` and the public
 * `GameEvent`s only — nothing here can reach the engine's `GameState`. Its memory is plain JSON data
 * (the room persists it) and its randomness is a seeded generator kept in that memory.
 *
 * Levels: `easy` remembers each public reveal with probability ≈ 0.5; `normal` remembers every
 * reveal and completes known trios, else explores; `hard` reasons over sorted-hand bounds, remaining
 * copies, the turn's 2–3 reveals, the 7s, connected values, team trios and what it shows the table.
 */
import type { Action, GameEvent, PlayerView, Seat } from '../engine/types';
import type { BotLevel } from '../protocol';
import { buildBoard } from './board';
import { legalTargets, sameTarget } from './legal';
import { type BotMemory, cloneMemory, createMemory } from './memory';
import { observeEvents } from './observe';
import { decideCrowded } from './plan-crowd';
import { searchPlayouts } from './plan-expert';
import { decideReasoning } from './plan-hard';
import { decideRemembering } from './plan-normal';
import type { RngCursor } from './rng';
import { inSync, syncWithView } from './shape';
import { chooseSwap } from './swap-choice';
import { rivalOneTrioFromWin } from './value';

export type { BotLevel } from '../protocol';
export type { BotMemory, HandKnowledge } from './memory';

/** A new bot of `level` for `seat`; the same seed gives the same play. */
export function createBot(level: BotLevel, seat: Seat, seed: string): BotMemory {
  return createMemory(level, seat, seed);
}

/**
 * Feeds the bot what happened: call after every state change with that seat's view (after the
 * change) and the change's public events, in order. Pure: returns a new memory.
 */
export function observe(memory: BotMemory, view: PlayerView, events: GameEvent[]): BotMemory {
  return observeEvents(memory, view, events);
}

/**
 * The bot's move, when its seat must act: its turn in phase `play` (a `reveal`), or a pending swap
 * in phase `swap` (a `swap` or `skip_swap`). Always legal for that view. If the bot already offered
 * in this swap (`view.swap.offered` set) it repeats that offer, which the engine refuses: the room
 * should not ask again. Pure: returns the action and the memory after it.
 */
export function decide(memory: BotMemory, view: PlayerView): { action: Action; memory: BotMemory } {
  // Reveals only advance the generator: share the rest unless the shape needs fixing.
  const m = view.phase !== 'swap' && inSync(memory, view) ? { ...memory } : cloneMemory(memory);
  syncWithView(m, view);
  const cursor: RngCursor = { state: m.rng };
  let action: Action;
  if (view.phase === 'swap') {
    const offered = view.swap?.offered ?? null;
    const value = offered ?? chooseSwap(m, view, m.level, cursor);
    if (value === null) action = { type: 'skip_swap' };
    else {
      action = { type: 'swap', value };
      if (offered === null) m.swap = { before: (view.hand ?? []).slice(), offered: value };
    }
  } else {
    const legal = legalTargets(view);
    const board = buildBoard(m, view);
    const crowded = view.handSizes.length >= 5;
    // Hard: a one-turn search, except in simple games of five or more players, where a plan on the
    // read worlds' chances does better (issue 5: 22.1% against 4 normal bots vs the search's 18.8%; in
    // spicy the search's worths of connected values keep it ahead, 22.8% vs 21.3%). With five or
    // more players, once a rival is one trio from winning, it searches for its own trio and prices
    // no leak: denial only slows it, and four rivals share what it shows (issue 5, see the commit).
    // Spicy under the house option spicyThreeTrios (either goal) keeps the search: against 4 normal
    // bots, 2,000 games, seed p1, it wins 55.3 % and the read-worlds plan 55.8 %, no difference.
    // Its worths (value.ts) already count the three-trio goal.
    const race = m.level === 'hard' && crowded && rivalOneTrioFromWin(view, m.seat);
    const wanted =
      m.level === 'hard'
        ? race
          ? decideReasoning(board, m.quiet, cursor, false)
          : crowded && view.config.mode === 'simple'
            ? decideCrowded(board, cursor)
            : decideReasoning(board, m.quiet, cursor)
        : decideRemembering(board, cursor, m.level === 'normal');
    const target = legal.find((t) => wanted !== undefined && sameTarget(t, wanted)) ?? legal[0];
    // A view always has a legal reveal while a turn is on (docs/rules.md, A turn); this is a last resort.
    action = { type: 'reveal', target: target ?? { kind: 'center', slot: 0 } };
  }
  m.rng = cursor.state;
  return { action, memory: m };
}

/**
 * The expert's move (issue 30; a benchmark level, not yet one players choose): a `hard` memory
 * (`createBot('hard', …)`, fed by `observe`) takes hard's reveal unless playouts in sampled
 * worlds (`plan-expert.ts`) find one that wins `margin` more often; swaps, and boards no world fits,
 * go to `decide`. `worlds`: worlds per decision. Costs tens of ms a decision, beyond hard's 10 ms budget. Pure, as `decide`.
 */
export function decideExpert(
  memory: BotMemory,
  view: PlayerView,
  worlds?: number,
  margin?: number,
  horizon?: number,
): { action: Action; memory: BotMemory } {
  const hard = decide(memory, view);
  if (view.phase === 'swap' || view.turn !== memory.seat || hard.action.type !== 'reveal') return hard;
  const m = cloneMemory(hard.memory);
  syncWithView(m, view);
  const cursor: RngCursor = { state: m.rng };
  const wanted = searchPlayouts(buildBoard(m, view), cursor, worlds, hard.action.target, margin, horizon);
  const target = legalTargets(view).find((t) => wanted !== undefined && sameTarget(t, wanted));
  if (target === undefined) return hard;
  m.rng = cursor.state;
  return { action: { type: 'reveal', target }, memory: m };
}
