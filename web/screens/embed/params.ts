import * as v from 'valibot';
import { NameSchema } from '../../../shared/protocol/messages';

/**
 * What the embed URL says: `parent` (the host page's origin, the only one the embed talks to),
 * `theme`, `name` and `max-height` (for `/embed/new`, the game to create: new-game-query.ts; the
 * invite link's page: web/state/invite-url.ts). Every value is parsed; a bad one is ignored (the
 * default applies), never trusted.
 */

export const ThemeSchema = v.picklist(['light', 'dark']);
export type Theme = v.InferOutput<typeof ThemeSchema>;

const Origin = v.pipe(
  v.string(),
  v.url(),
  v.check((s) => /^https?:$/.test(new URL(s).protocol), 'http or https'),
  v.transform((s) => new URL(s).origin),
);

function param<T>(schema: v.GenericSchema<string, T>, key: string): T | null {
  const parsed = v.safeParse(schema, new URLSearchParams(location.search).get(key) ?? undefined);
  return parsed.success ? parsed.output : null;
}

/** The host page's origin from `?parent=`, or null (then: post `*`, accept only `window.parent`). */
export const parentOrigin: string | null = param(Origin, 'parent');
export const initialTheme: Theme | null = param(ThemeSchema, 'theme');
// The server's own rule (no control characters either): a name it would refuse would leave the
// visitor's join unanswered.
export const initialName: string | null = param(NameSchema, 'name');
/** The most height the host page gives the frame, in px (100–9999; the loader sends its viewport's). */
export const maxHeight: string | null = param(v.pipe(v.string(), v.regex(/^[1-9]\d{2,3}$/)), 'max-height');
