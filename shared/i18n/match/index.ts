import type { Lang } from '../languages';
import type { MatchMessages } from './en';

/**
 * Quick match's and the open tables' words, one lazy chunk per language. Only the home page's
 * quick-match and open-tables parts import this module, so no page's first load carries it.
 */

export type { MatchMessages };

const loaders: Record<Lang, () => Promise<{ default: MatchMessages }>> = {
  en: () => import('./en'),
  fr: () => import('./fr'),
  de: () => import('./de'),
  es: () => import('./es'),
  'pt-BR': () => import('./pt-BR'),
  ja: () => import('./ja'),
};

/** Fetches `lang`'s quick-match words (a network request the first time; rejects when offline). */
export function loadMatchMessages(lang: Lang): Promise<MatchMessages> {
  return loaders[lang]().then((m) => m.default);
}
