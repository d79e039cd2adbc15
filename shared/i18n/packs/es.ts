import type { Pack } from '../index';
import table from '../table/es';

/**
 * Spanish: where each catalog part of the language is, each fetched when first asked for
 * (shared/i18n/index.ts), but the table's words, which every page shows, come with the pack: a
 * page fetches only its language's pack, hinted in its first wave.
 */
const pack: Pack = {
  table: async () => ({ default: table }),
  lobby: () => import('../lobby/es'),
  over: () => import('../over/es'),
  team: () => import('../team/es'),
  life: () => import('../life/es'),
  bar: () => import('../bar/es'),
  rules: () => import('../rules/es'),
  match: () => import('../match/es'),
  learn: () => import('../learn/es'),
  replay: () => import('../replay/es'),
  errors: () => import('../errors/es'),
};

export default pack;
