import type { Pack } from '../index';
import table from '../table/de';

/**
 * German: where each catalog part of the language is, each fetched when first asked for
 * (shared/i18n/index.ts), but the table's words, which every page shows, come with the pack: a
 * page fetches only its language's pack, hinted in its first wave.
 */
const pack: Pack = {
  table: async () => ({ default: table }),
  lobby: () => import('../lobby/de'),
  over: () => import('../over/de'),
  team: () => import('../team/de'),
  life: () => import('../life/de'),
  bar: () => import('../bar/de'),
  rules: () => import('../rules/de'),
  match: () => import('../match/de'),
  learn: () => import('../learn/de'),
  replay: () => import('../replay/de'),
  errors: () => import('../errors/de'),
};

export default pack;
