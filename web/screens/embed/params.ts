import * as v from 'valibot';
import { BotLevelSchema, LogModeSchema, NameSchema } from '../../../shared/protocol/messages';

/**
 * What the embed URL says: `parent` (the host page's origin, the only one the embed talks to),
 * `theme`, `name`, and for `/embed/new` the game to create. Every value is parsed; a bad one is
 * ignored (the default applies), never trusted.
 */

export const ThemeSchema = v.picklist(['light', 'dark']);
export type Theme = v.InferOutput<typeof ThemeSchema>;

const Origin = v.pipe(
  v.string(),
  v.url(),
  v.check((s) => /^https?:$/.test(new URL(s).protocol), 'http or https'),
  v.transform((s) => new URL(s).origin),
);

const NewGameSchema = v.object({
  players: v.fallback(v.pipe(v.string(), v.transform(Number), v.picklist([3, 4, 5, 6])), 4),
  mode: v.fallback(v.picklist(['simple', 'spicy']), 'simple'),
  teams: v.fallback(
    v.pipe(
      v.picklist(['0', '1', 'true', 'false']),
      v.transform((t) => t === '1' || t === 'true'),
    ),
    false,
  ),
  log: v.fallback(LogModeSchema, 'classic'),
  bots: v.fallback(v.nullable(BotLevelSchema), null),
});
export type NewGame = v.InferOutput<typeof NewGameSchema>;

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

/** `/embed/new?players=4&mode=spicy&teams=0&log=classic&bots=normal` as a config (teams needs 4 or 6). */
export function newGameFromQuery(): NewGame {
  const q = Object.fromEntries(new URLSearchParams(location.search));
  const out = v.parse(NewGameSchema, {
    players: q.players,
    mode: q.mode,
    teams: q.teams,
    log: q.log,
    bots: q.bots ?? null,
  });
  return { ...out, teams: out.teams && (out.players === 4 || out.players === 6) };
}
