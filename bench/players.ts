/**
 * The simulator's seats: a computer player of shared/bots (the levels players choose) or the
 * `greedy` benchmark opponent of bench/greedy (issue 30, never a level of the protocol). Each is
 * fed only its seat's `PlayerView` and the public events, as a room feeds a bot.
 */
import {
  type BotLevel,
  type BotMemory,
  createBot,
  decide,
  decideExpert,
  observe,
} from '../shared/bots/index';
import type { Action, GameEvent, PlayerView, Seat } from '../shared/engine/index';
import { createGreedy, type GreedyMemory, observeGreedy } from './greedy/memory';
import { decideGreedy } from './greedy/policy';

/** What a simulated seat plays: a bot level, or the greedy benchmark. */
export type SeatKind = BotLevel | 'greedy' | 'expert';

export const SEAT_KINDS: readonly SeatKind[] = ['easy', 'normal', 'hard', 'greedy', 'expert'];

/** One seat's player: its kind and its memory (a bot's, or the greedy player's). */
export type Player =
  | { kind: BotLevel | 'expert'; memory: BotMemory }
  | { kind: 'greedy'; memory: GreedyMemory };

export function createPlayer(kind: SeatKind, seat: Seat, seed: string): Player {
  return kind === 'greedy'
    ? { kind, memory: createGreedy(seat, seed) }
    : { kind, memory: createBot(kind === 'expert' ? 'hard' : kind, seat, seed) };
}

export function observePlayer(p: Player, view: PlayerView, events: GameEvent[]): Player {
  return p.kind === 'greedy'
    ? { kind: p.kind, memory: observeGreedy(p.memory, view, events) }
    : { kind: p.kind, memory: observe(p.memory, view, events) };
}

export function decidePlayer(p: Player, view: PlayerView): { action: Action; player: Player } {
  if (p.kind === 'greedy') {
    const r = decideGreedy(p.memory, view);
    return { action: r.action, player: { kind: p.kind, memory: r.memory } };
  }
  const worlds = Number(process.env.EXPERT_WORLDS ?? '') || undefined;
  const margin = process.env.EXPERT_MARGIN === undefined ? undefined : Number(process.env.EXPERT_MARGIN);
  const r =
    p.kind === 'expert'
      ? decideExpert(p.memory, view, worlds, margin, Number(process.env.EXPERT_H ?? '') || undefined)
      : decide(p.memory, view);
  return { action: r.action, player: { kind: p.kind, memory: r.memory } };
}
