import type { Action, CardValue, Target } from '../../shared/engine/types';
import type { BotLevel, RoomConfig } from '../../shared/protocol/messages';
import { send } from './connection';
import { game, pending } from './store';

/**
 * What a player can ask for. Components call these; the server decides and answers with new
 * state (or an error, shown as a notice).
 */

export const sit = (seat: number) => send({ type: 'sit', seat });
export const stand = () => send({ type: 'stand' });
export const rename = (name: string) => send({ type: 'rename', name });
export const configure = (config: RoomConfig) => send({ type: 'configure', config });
export const addBot = (seat: number, level: BotLevel) => send({ type: 'add_bot', seat, level });
export const removeBot = (seat: number) => send({ type: 'remove_bot', seat });
export const clearSeat = (seat: number) => send({ type: 'clear_seat', seat });
export const start = () => send({ type: 'start' });
export const rematch = () => send({ type: 'rematch' });

function act(action: Action): void {
  const current = game.value;
  if (!current || pending.value) return;
  if (send({ type: 'act', action, version: current.version, game: current.game })) pending.value = true;
}

export const reveal = (target: Target) => act({ type: 'reveal', target });
export const offerSwap = (value: CardValue) => act({ type: 'swap', value });
export const skipSwap = () => act({ type: 'skip_swap' });
