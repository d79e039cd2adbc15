import type { Pack } from '../index';
import table from '../table/ja';

/**
 * Japanese: where each catalog part of the language is, each fetched when first asked for
 * (shared/i18n/index.ts), but the table's words, which every page shows, come with the pack: a
 * page fetches only its language's pack, hinted in its first wave.
 */
const pack: Pack = {
  table: async () => ({ default: table }),
  lobby: () => import('../lobby/ja'),
  over: () => import('../over/ja'),
  team: () => import('../team/ja'),
  life: () => import('../life/ja'),
  bar: () => import('../bar/ja'),
  rules: () => import('../rules/ja'),
  match: () => import('../match/ja'),
  learn: () => import('../learn/ja'),
  replay: () => import('../replay/ja'),
  errors: () => import('../errors/ja'),
};

export default pack;
