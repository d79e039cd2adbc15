import type { Action, GameEvent, PlayerView } from '../../shared/engine/types';
import type { BotLevel } from '../../shared/protocol';

/**
 * The room's view of a computer player: memory is opaque JSON text, stored in SQLite between
 * moves. PLACEHOLDER until shared/bots lands: reveals the first face-down slot or the lowest card
 * of the first non-empty hand, and declines swaps.
 */
export function createBotMemory(_level: BotLevel, _seat: number, _seed: string): string {
  return 'null';
}

export function observeBot(memory: string, _view: PlayerView, _events: GameEvent[]): string {
  return memory;
}

export function decideBot(memory: string, view: PlayerView): { action: Action; memory: string } {
  if (view.phase === 'swap') return { action: { type: 'skip_swap' }, memory };
  const slot = view.center.indexOf('face_down');
  if (slot >= 0) return { action: { type: 'reveal', target: { kind: 'center', slot } }, memory };
  const seat = Math.max(
    0,
    view.handSizes.findIndex((n) => n > 0),
  );
  return { action: { type: 'reveal', target: { kind: 'hand', seat, end: 'lowest' } }, memory };
}
