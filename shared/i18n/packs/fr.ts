import type { Pack } from '../index';
import table from '../table/fr';

/**
 * French: where each catalog part of the language is, each fetched when first asked for
 * (shared/i18n/index.ts), but the table's words, which every page shows, come with the pack: a
 * page fetches only its language's pack, hinted in its first wave.
 */
const pack: Pack = {
  table: async () => ({ default: table }),
  lobby: () => import('../lobby/fr'),
  over: () => import('../over/fr'),
  team: () => import('../team/fr'),
  life: () => import('../life/fr'),
  bar: () => import('../bar/fr'),
  rules: () => import('../rules/fr'),
  match: () => import('../match/fr'),
  learn: () => import('../learn/fr'),
  replay: () => import('../replay/fr'),
  errors: () => import('../errors/fr'),
};

export default pack;
