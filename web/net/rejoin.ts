import { TOKEN_PATTERN } from '../../shared/protocol/constants';
import { loadToken, saveToken } from './storage';

/**
 * Carrying a seat from the embed's frame to a tab of its own. The frame's storage may be blocked
 * or partitioned by the browser, so "open in a new tab" carries the seat token in the URL's
 * fragment (`/g/<id>#seat=<token>`): never sent to a server, never in a Referer, and removed from
 * the address bar as soon as the page has kept it.
 */

const FRAGMENT = /^#seat=([0-9a-f]{32})$/;

/** The link that continues this seat in a new tab (or the plain room link before joining). */
export function rejoinLink(roomId: string): string {
  const base = `${location.origin}/g/${roomId}`;
  const token = loadToken(roomId);
  return token ? `${base}#seat=${token}` : base;
}

/**
 * On a room page opened from such a link: keeps the token for the room (only where this device
 * holds none for it: a seat it already has is never replaced by a link's, which may be anyone's)
 * and cleans the URL.
 */
export function adoptSeatFromFragment(roomId: string): void {
  const raw = location.hash.match(FRAGMENT)?.[1];
  if (!raw) return;
  history.replaceState(null, '', location.pathname + location.search);
  // The protocol's own token rule (TokenSchema is built on the same pattern).
  if (TOKEN_PATTERN.test(raw) && loadToken(roomId) === null) saveToken(roomId, raw);
}
