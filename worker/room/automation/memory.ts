import { playerView } from '../../../shared/engine';
import type { GameEvent } from '../../../shared/engine/types';
import type { RoomContext } from '../context';
import { newSeed } from '../ids';
import { isCheckpoint } from '../store/checkpoints';
import { createBotMemory, observeBot } from './bot-brain';

/**
 * What the room's computer players remember between moves: bots on their seats and autoplay for
 * away humans. Called by the deal and by every move, inside their transactions.
 */

/**
 * The current game's seed for computer players (`RoomMeta.botSeed`), drawn apart from the game's
 * own seed; a room stored before it existed draws one now and keeps it. Never the game's seed,
 * nor derived from it.
 */
export function botSeed(ctx: RoomContext): string {
  const meta = ctx.store.meta();
  if (meta.botSeed !== null) return meta.botSeed;
  const drawn = newSeed();
  ctx.store.transaction(() => ctx.store.saveMeta({ ...meta, botSeed: drawn }));
  return drawn;
}

/**
 * Fresh memories for a new deal, from `seed` (the deal's bot seed, never the game's); autoplay
 * ends with the old game. Call inside a transaction.
 */
export function resetBots(ctx: RoomContext, seed: string): void {
  const { store } = ctx;
  for (const bot of store.bots())
    store.saveBot({ ...bot, memory: createBotMemory(bot.level, bot.seat, seed) });
  for (const p of store.players()) {
    if (p.autoplay || p.autoplayMemory !== null)
      store.savePlayer({ ...p, autoplay: false, autoplayMemory: null });
  }
}

/**
 * Every computer player sees the move's public events and its own view. Inside the move's
 * transaction. The memories are written with the move's checkpoint only: between checkpoints a
 * waking room rebuilds them from the moves (`store/memories.ts`), so a move writes its action row
 * and nothing for its bots.
 */
export function observeMove(ctx: RoomContext, events: GameEvent[]): void {
  const { store } = ctx;
  const snapshot = store.snapshot();
  if (!snapshot) return;
  const { state } = snapshot;
  const write = isCheckpoint(snapshot);
  for (const bot of store.bots()) {
    if (bot.memory === null) continue;
    const memory = observeBot(bot.memory, playerView(state, bot.seat), events);
    if (write) store.saveBot({ ...bot, memory });
    else store.keepMemory(bot.seat, memory);
  }
  for (const p of store.players()) {
    if (p.autoplayMemory === null || p.seat === null) continue;
    const memory = observeBot(p.autoplayMemory, playerView(state, p.seat), events);
    if (write) store.savePlayer({ ...p, autoplayMemory: memory });
    else store.keepMemory(p.seat, memory);
  }
}
