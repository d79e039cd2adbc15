import type { Pack } from '../index';
import table from '../table/en';

/**
 * English: where each catalog part of the language is, each fetched when first asked for
 * (shared/i18n/index.ts), but the table's words, which every page shows, come with the pack: a
 * page fetches only its language's pack, hinted in its first wave.
 */
const pack: Pack = {
  table: async () => ({ default: table }),
  lobby: () => import('../lobby/en'),
  over: () => import('../over/en'),
  team: () => import('../team/en'),
  life: () => import('../life/en'),
  bar: () => import('../bar/en'),
  rules: () => import('../rules/en'),
  match: () => import('../match/en'),
  learn: () => import('../learn/en'),
  replay: () => import('../replay/en'),
  errors: () => import('../errors/en'),
};

export default pack;
