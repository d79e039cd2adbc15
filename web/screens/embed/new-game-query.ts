import * as v from 'valibot';
import { BotLevelSchema, LogModeSchema } from '../../../shared/protocol/messages';

/**
 * `/embed/new?…`: the game the URL asks for. Every value is parsed; a bad one is ignored (the
 * default applies), never trusted. Beside EmbedNew, so the framed room page does without it.
 */

const Flag = v.fallback(
  v.pipe(
    v.picklist(['0', '1', 'true', 'false']),
    v.transform((t) => t === '1' || t === 'true'),
  ),
  false,
);

const NewGameSchema = v.object({
  players: v.fallback(v.pipe(v.string(), v.transform(Number), v.picklist([3, 4, 5, 6])), 4),
  mode: v.fallback(v.picklist(['simple', 'spicy']), 'simple'),
  spicyThreeTrios: Flag,
  teams: Flag,
  log: v.fallback(LogModeSchema, 'classic'),
  bots: v.fallback(v.nullable(BotLevelSchema), null),
});
export type NewGame = v.InferOutput<typeof NewGameSchema>;

/**
 * `/embed/new?players=4&mode=spicy&spicyThreeTrios=1&teams=0&log=classic&bots=normal` as a config
 * (teams needs 4 or 6; the three-trios house rule counts in spicy only).
 */
export function newGameFromQuery(): NewGame {
  const q = Object.fromEntries(new URLSearchParams(location.search));
  const out = v.parse(NewGameSchema, {
    players: q.players,
    mode: q.mode,
    spicyThreeTrios: q.spicyThreeTrios,
    teams: q.teams,
    log: q.log,
    bots: q.bots ?? null,
  });
  return {
    ...out,
    spicyThreeTrios: out.spicyThreeTrios && out.mode === 'spicy',
    teams: out.teams && (out.players === 4 || out.players === 6),
  };
}
