import type { Pack } from '../index';
import table from '../table/pt-BR';

/**
 * Brazilian Portuguese: where each catalog part of the language is, each fetched when first asked for
 * (shared/i18n/index.ts), but the table's words, which every page shows, come with the pack: a
 * page fetches only its language's pack, hinted in its first wave.
 */
const pack: Pack = {
  table: async () => ({ default: table }),
  lobby: () => import('../lobby/pt-BR'),
  over: () => import('../over/pt-BR'),
  team: () => import('../team/pt-BR'),
  life: () => import('../life/pt-BR'),
  bar: () => import('../bar/pt-BR'),
  rules: () => import('../rules/pt-BR'),
  match: () => import('../match/pt-BR'),
  learn: () => import('../learn/pt-BR'),
  replay: () => import('../replay/pt-BR'),
  errors: () => import('../errors/pt-BR'),
};

export default pack;
