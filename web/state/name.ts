import { signal } from '@preact/signals';
import * as v from 'valibot';
import { NameSchema } from '../../shared/protocol/messages';
import { loadName, saveName } from '../net/storage';

/** The player's display name, remembered on this device. */
export const playerName = signal(loadName());

/**
 * The name the server will accept (the protocol's own rule: trimmed, 1–24 characters, no control
 * characters), or null. A name the server refuses would leave the player stuck before joining.
 */
export function validName(raw: string): string | null {
  const parsed = v.safeParse(NameSchema, raw);
  return parsed.success ? parsed.output : null;
}

export function setPlayerName(raw: string): void {
  playerName.value = raw;
  const name = validName(raw);
  if (name) saveName(name);
}
