/**
 * "Join the table" at the door seats the newcomer: the name gate of a lobby with a free seat asks
 * for it here, and the lobby, once the room is known, sits them in the first free seat (they may
 * still move). Kept for this tab only (session storage); a page that cannot store simply does not
 * ask, and the newcomer picks a seat themselves.
 */
const KEY = 'trio:sit';

/** The name gate of room `id` was answered to join its lobby. */
export function askToSit(id: string): void {
  try {
    sessionStorage.setItem(KEY, id);
  } catch {
    // Storage refused (a sandboxed frame): the lobby shows "Sit here" as before.
  }
}

/** Whether the newcomer asked to sit in room `id`; the ask is used once. */
export function takeSitAsk(id: string): boolean {
  try {
    if (sessionStorage.getItem(KEY) !== id) return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
