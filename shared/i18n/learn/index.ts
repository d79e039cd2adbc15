import type { Lang } from '../languages';
import type { LearnMessages } from './en';

/**
 * The guided first game's and the local game's words, one lazy chunk per language. Only those
 * screens and the home page's offline notice import this module, so no page's first load carries it.
 */

export type { LearnMessages };

const loaders: Record<Lang, () => Promise<{ default: LearnMessages }>> = {
  en: () => import('./en'),
  fr: () => import('./fr'),
  de: () => import('./de'),
  es: () => import('./es'),
  'pt-BR': () => import('./pt-BR'),
  ja: () => import('./ja'),
};

/** Fetches `lang`'s words of the guided game (a network request the first time). */
export function loadLearnMessages(lang: Lang): Promise<LearnMessages> {
  return loaders[lang]().then((m) => m.default);
}
