import type { BotLevel } from '../../shared/protocol/messages';
import type { LocalGame } from './LocalSocket';

const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

/**
 * The local game's settings from `/play`'s query, as Play now writes them (`playPath`): `bots`
 * (2–5), `level`, `mode`, `three` (the spicy house option) and `log`. Anything missing or odd
 * reads as Play now's default: two normal computers, simple, classic log.
 */
export function localGame(search: string): LocalGame {
  const q = new URLSearchParams(search);
  const bots = Math.min(5, Math.max(2, Number.parseInt(q.get('bots') ?? '', 10) || 2));
  // Plain checks, not the protocol's schemas: Play now's chunk on the home page stays without valibot.
  const level = LEVELS.find((l) => l === q.get('level')) ?? 'normal';
  const mode = q.get('mode') === 'spicy' ? 'spicy' : 'simple';
  const log = q.get('log') === 'open' ? 'open' : 'classic';
  const players = (bots + 1) as 3 | 4 | 5 | 6;
  const spicyThreeTrios = mode === 'spicy' && q.get('three') === '1';
  return {
    config: { players, mode, teams: false, log, spicyThreeTrios, turnTimer: 'off' },
    bots: Array.from({ length: bots }, () => level),
  };
}

/** `/play`'s address for these settings. */
export function playPath(game: {
  bots: number;
  level: string;
  mode: string;
  three: boolean;
  log: string;
}): string {
  const q = new URLSearchParams({
    bots: String(game.bots),
    level: game.level,
    mode: game.mode,
    log: game.log,
  });
  if (game.three) q.set('three', '1');
  return `/play?${q}`;
}
