import { signal } from '@preact/signals';
import { loadName, saveName } from '../net/storage';

/** The player's display name, remembered on this device. */
export const playerName = signal(loadName());

/** A usable name (1–24 characters after trimming) or null. */
export function validName(raw: string): string | null {
  const name = raw.trim();
  return name.length >= 1 && name.length <= 24 ? name : null;
}

export function setPlayerName(raw: string): void {
  playerName.value = raw;
  const name = validName(raw);
  if (name) saveName(name);
}
