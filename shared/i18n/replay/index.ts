import type { Lang } from '../languages';
import type { ReplayMessages } from './en';

/**
 * The replay's catalog (`ReplayMessages`): one lazily loaded module per language, like the other
 * parts (../index.ts), but loaded from here, by the replay page and the room's game-over parts, so
 * that no page's first load carries its loaders.
 */
export type { ReplayMessages };

const loaders: Record<Lang, () => Promise<{ default: ReplayMessages }>> = {
  en: () => import('./en'),
  fr: () => import('./fr'),
  de: () => import('./de'),
  es: () => import('./es'),
  'pt-BR': () => import('./pt-BR'),
  ja: () => import('./ja'),
};

/** Fetches `lang`'s words for looking back at a game (rejects when offline). */
export const loadReplayMessages = (lang: Lang): Promise<ReplayMessages> =>
  loaders[lang]().then((m) => m.default);
