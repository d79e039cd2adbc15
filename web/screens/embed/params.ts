import { validDisplayName } from '../../../shared/protocol/constants';

/**
 * What the embed URL says: `parent` (the host page's origin, the only one the embed talks to),
 * `theme`, `name` and `max-height` (for `/embed/new`, the game to create: new-game-query.ts; the
 * invite link's page: web/state/invite-url.ts). Every value is checked; a bad one is ignored (the
 * default applies), never trusted. Plain checks, no schema library: they run before the frame's
 * first paint (the postMessage schemas load later: inbound.ts).
 */

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

const query = new URLSearchParams(location.search);

/** An http(s) origin, or null. */
function origin(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    // Not a URL: no parent origin (post to `*`, accept only `window.parent`).
    return null;
  }
}

/** Whether `raw` is one of the themes. */
export const isTheme = (raw: unknown): raw is Theme => THEMES.some((t) => t === raw);

/** The host page's origin from `?parent=`, or null (then: post `*`, accept only `window.parent`). */
export const parentOrigin: string | null = origin(query.get('parent'));
const theme = query.get('theme');
export const initialTheme: Theme | null = isTheme(theme) ? theme : null;
// The server's own rule (no control characters either): a name it would refuse would leave the
// visitor's join unanswered.
export const initialName: string | null = validDisplayName(query.get('name') ?? '');
/** The most height the host page gives the frame, in px (100–9999; the loader sends its viewport's). */
const max = query.get('max-height');
export const maxHeight: string | null = max && /^[1-9]\d{2,3}$/.test(max) ? max : null;
