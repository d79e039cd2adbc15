import type { Lang } from './languages';

/**
 * The language picker's labels. A module of its own: only the picker (a lazy part on a room page)
 * needs them.
 */

/** Each language's name in itself, for the picker (never translated: a reader looks for their own). */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  'pt-BR': 'Português',
  ja: '日本語',
};
