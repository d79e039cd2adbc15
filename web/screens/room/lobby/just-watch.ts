import { effect } from '@preact/signals';
import { loadName } from '../../../net/storage';
import { playerName } from '../../../state/name';
import { route } from '../../../state/route';

/**
 * "Just watch" at the door of a running game: the visitor watches without typing a name. The
 * protocol's `join` needs one, so the socket joins under the catalog's spectator name; players
 * never see it (a `room` message counts spectators, it names only seats). The name is not saved
 * on this device, and it is dropped when the visitor leaves the room (the home page's field stays
 * theirs). The rooms watched this way are kept for this tab (session storage): coming back (Back,
 * a reload) the door offers to watch again, rather than "Back to your seat", which the seat token
 * this join left would otherwise claim.
 */
const KEY = 'trio:watching';

function watched(): string[] {
  try {
    return (sessionStorage.getItem(KEY) ?? '').split(' ').filter(Boolean);
  } catch {
    // Storage refused (a sandboxed frame): nothing remembered.
    return [];
  }
}

/** Whether this tab chose "Just watch" for room `id`. */
export const watchingOnly = (id: string): boolean => watched().includes(id);

/** Joins room `id` as a spectator named `name` (the catalog's), for as long as the room is shown. */
export function justWatch(id: string, name: string): void {
  try {
    if (!watchingOnly(id)) sessionStorage.setItem(KEY, [...watched(), id].slice(-20).join(' '));
  } catch {
    // Storage refused: a reload asks at the door again, as on a first visit.
  }
  playerName.value = name;
  const stop = effect(() => {
    const at = route.value;
    if (at.page === 'room' && at.id === id) return;
    stop();
    playerName.value = loadName();
  });
}
