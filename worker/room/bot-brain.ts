import * as v from 'valibot';
import { type BotMemory, createBot, decide, observe } from '../../shared/bots';
import type { Action, GameEvent, PlayerView } from '../../shared/engine/types';
import {
  type BotLevel,
  BotLevelSchema,
  CardValueSchema,
  SeatSchema,
  TargetSchema,
} from '../../shared/protocol';

/**
 * The room's side of a computer player (shared/bots): its memory is stored in SQLite as JSON text
 * between moves and parsed back with a schema, never cast.
 */
const Word = v.pipe(v.number(), v.integer());

const BotMemorySchema: v.GenericSchema<BotMemory> = v.object({
  level: BotLevelSchema,
  seat: SeatSchema,
  rng: v.tuple([Word, Word, Word, Word]),
  center: v.array(v.nullable(CardValueSchema)),
  hands: v.array(
    v.object({
      cards: v.array(v.nullable(CardValueSchema)),
      loose: v.array(CardValueSchema),
      // Hard's readings of play (bit masks per card); absent in memories stored before them.
      not: v.exactOptional(v.array(v.pipe(v.number(), v.integer()))),
    }),
  ),
  turn: v.array(v.object({ target: TargetSchema, value: CardValueSchema })),
  quiet: v.number(),
  swap: v.nullable(v.object({ before: v.array(CardValueSchema), offered: CardValueSchema })),
});

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON (a truncated write): unreadable, as a memory of another shape is.
    return undefined;
  }
}

function load(memory: string, view: PlayerView): BotMemory {
  const parsed = v.safeParse(BotMemorySchema, json(memory));
  // Unreadable memory (an older format): the bot starts afresh rather than stalling the game.
  return parsed.success ? parsed.output : createBot('normal', view.viewer ?? 0, 'recovered');
}

/** A new bot's memory for a deal, as JSON text. */
export function createBotMemory(level: BotLevel, seat: number, seed: string): string {
  return JSON.stringify(createBot(level, seat, seed));
}

/** The memory after the bot saw a move's events and its new view. */
export function observeBot(memory: string, view: PlayerView, events: GameEvent[]): string {
  return JSON.stringify(observe(load(memory, view), view, events));
}

/** The bot's action for its seat's view, and its memory after it. */
export function decideBot(memory: string, view: PlayerView): { action: Action; memory: string } {
  const decision = decide(load(memory, view), view);
  return { action: decision.action, memory: JSON.stringify(decision.memory) };
}
