import * as v from 'valibot';
import { BotLevelSchema, LogModeSchema } from '../../../shared/protocol/messages';

/**
 * `/embed/new?…`: the game the URL asks for. Every value is parsed; a bad one is ignored (the
 * default applies), never trusted. Beside EmbedNew, so the framed room page does without it.
 */

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
