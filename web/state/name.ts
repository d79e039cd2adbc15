import { signal } from '@preact/signals';
import { validDisplayName } from '../../shared/protocol/constants';
import { loadName, saveName } from '../net/storage';

/** The player's display name, remembered on this device. */
export const playerName = signal(loadName());

/**
 * The name the server will accept (the protocol's own rule: trimmed, 1–24 characters, no control
 * characters), or null. A name the server refuses would leave the player stuck before joining.
 */
export function validName(raw: string): string | null {
  return validDisplayName(raw);
}

export function setPlayerName(raw: string): void {
  playerName.value = raw;
  const name = validName(raw);
  if (name) saveName(name);
}
