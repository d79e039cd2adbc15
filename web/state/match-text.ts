import { effect, signal } from '@preact/signals';
import type { Lang } from '../../shared/i18n';
import { loadMatchMessages, type MatchMessages } from '../../shared/i18n/match/index';
import { lang } from './i18n';

/**
 * Quick match's and the open tables' words (shared/i18n/match), in the page's language. Only the
 * home page's lazy quick-match and open-tables parts import this module, so no page loads these
 * words first: their loaders wait for `loadMatchText`, and a language switch fetches the new words
 * (the old ones stay on show the few milliseconds that takes).
 */

/** The words, once `loadMatchText` resolved. */
export const matchMessages = signal<MatchMessages>(undefined as unknown as MatchMessages);

let shown: Lang | null = null;
let loading: Promise<void> | null = null;

function fetchFor(next: Lang): Promise<void> {
  return loadMatchMessages(next).then((text) => {
    // The page switched while these were on their way: the words of the language now on show
    // (else the first load would resolve with no words at all).
    if (lang.value !== next) return fetchFor(lang.value);
    shown = next;
    matchMessages.value = text;
    return undefined;
  });
}

/** Fetches the words in the page's language (once; a failure is tried again on the next call). */
export function loadMatchText(): Promise<void> {
  loading ??= fetchFor(lang.value).then(
    () => {
      // From now on, follow the page's language.
      effect(() => {
        const next = lang.value;
        if (next !== shown)
          void fetchFor(next).catch((err: unknown) => console.warn('words not loaded:', err));
      });
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}
