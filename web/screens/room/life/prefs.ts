import { effect, signal } from '@preact/signals';

/**
 * What this device remembers about the table's extras: the sounds (on unless turned off) and
 * whether other players' reactions are hidden (shown unless hidden). Stored like the player's name
 * (web/net/storage.ts): in localStorage when the browser allows it, else for this page only.
 */

const SOUND_KEY = 'trio:sound';
const HIDE_KEY = 'trio:hide-reactions';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage blocked (private mode, a frame): the default, for this page.
    return null;
  }
}

function keep(key: string, value: boolean): void {
  try {
    localStorage.setItem(key, value ? '1' : '0');
  } catch {
    // Storage blocked or full: the choice lasts for this page only.
  }
}

/** The sounds are on (the default) until the player turns them off. */
export const soundOn = signal(read(SOUND_KEY) !== '0');
/** Other players' reactions are hidden (the player's own still show, so they see theirs went). */
export const othersHidden = signal(read(HIDE_KEY) === '1');

effect(() => keep(SOUND_KEY, soundOn.value));
effect(() => keep(HIDE_KEY, othersHidden.value));
