import type { Action, CardValue, Target } from '../../shared/engine/types';
import { game, pending, taking, targetKey } from '../state/room';
import { send } from './connection';

/**
 * What a player asks for at the table (their moves), a new name (the embed, the lobby) and the
 * rematch. Components call these; the server decides and answers with new state (or an error,
 * shown as a notice). The lobby's own commands are in lobby-intents.ts.
 */

export const rename = (name: string) => send({ type: 'rename', name });
export const rematch = () => send({ type: 'rematch' });

function act(action: Action): boolean {
  const current = game.value;
  if (!current || pending.value) return false;
  const sent = send({ type: 'act', action, version: current.version, game: current.game });
  if (sent) pending.value = true;
  return sent;
}

/** Reveals `target`; the card shows at once that it was taken (`taking`), until the answer comes. */
export const reveal = (target: Target) => {
  if (act({ type: 'reveal', target })) taking.value = targetKey(target);
};
export const offerSwap = (value: CardValue) => act({ type: 'swap', value });
export const skipSwap = () => act({ type: 'skip_swap' });
