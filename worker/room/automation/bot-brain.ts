import * as v from 'valibot';
import { type BotMemory, createBot, decide, observe } from '../../../shared/bots';
import type { Action, GameEvent, PlayerView } from '../../../shared/engine/types';
import {
  type BotLevel,
  BotLevelSchema,
  CardValueSchema,
  SeatSchema,
  TargetSchema,
} from '../../../shared/protocol';

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

/**
 * Tells the operator that a computer player failed, and how the room went on. Only the step and
 * the error's class are logged: a bot's message could name a card it knows, and logs never carry
 * hidden information.
 */
export function reportFailure(step: 'observe' | 'decide' | 'move', error: unknown, recovery: string): void {
  const kind = error instanceof Error ? error.name : typeof error;
  console.error(`bot ${step} failed (${kind}); ${recovery}`);
}

/**
 * The memory after the bot saw a move's events and its new view. Called inside every move's
 * transaction, so a bot's failure must not fail the move: the bot then starts afresh.
 */
export function observeBot(memory: string, view: PlayerView, events: GameEvent[]): string {
  const loaded = load(memory, view);
  try {
    return JSON.stringify(observe(loaded, view, events));
  } catch (error) {
    reportFailure('observe', error, 'the bot starts afresh');
    return createBotMemory(loaded.level, loaded.seat, 'recovered');
  }
}

/**
 * The bot's action for its seat's view, and its memory after it. Should the bot fail, a fresh bot
 * of the same level decides; should that fail too, this throws and the room plays the first legal
 * action (`runAutomation`).
 */
export function decideBot(memory: string, view: PlayerView): { action: Action; memory: string } {
  const loaded = load(memory, view);
  let decision: ReturnType<typeof decide>;
  try {
    decision = decide(loaded, view);
  } catch (error) {
    reportFailure('decide', error, 'a fresh bot decides');
    decision = decide(createBot(loaded.level, loaded.seat, 'recovered'), view);
  }
  return { action: decision.action, memory: JSON.stringify(decision.memory) };
}

/** The bot's decision, or null if it failed even afresh (logged): the room then plays a legal action. */
export function decideOrNull(memory: string, view: PlayerView): ReturnType<typeof decideBot> | null {
  try {
    return decideBot(memory, view);
  } catch (error) {
    reportFailure('decide', error, 'the first legal action is played');
    return null;
  }
}

/** A fresh memory for the bot whose memory this was (same level and seat), when it cannot be brought up to date. */
export function restartedMemory(memory: string, seat: number): string {
  const loaded = v.safeParse(BotMemorySchema, json(memory));
  return createBotMemory(loaded.success ? loaded.output.level : 'normal', seat, 'recovered');
}
