import { effect, signal } from '@preact/signals';
import type { Lang } from '../../shared/i18n';
import { type LearnMessages, loadLearnMessages } from '../../shared/i18n/learn/index';
import { lang } from './i18n';

/**
 * The guided game's and the local game's words (shared/i18n/learn), in the page's language. Only
 * those screens (and the home page's offline notice) import this module, so no page loads these
 * words first: their loaders wait for `loadLearnText`, and a language switch fetches the new words
 * (the old ones stay on show the few milliseconds that takes).
 */

/** The words, once `loadLearnText` resolved. */
export const learnMessages = signal<LearnMessages>(undefined as unknown as LearnMessages);

let shown: Lang | null = null;
let loading: Promise<void> | null = null;

function fetchFor(next: Lang): Promise<void> {
  return loadLearnMessages(next).then((text) => {
    // The page switched while these were on their way: the words of the language now on show
    // (else the first load would resolve with no words at all).
    if (lang.value !== next) return fetchFor(lang.value);
    shown = next;
    learnMessages.value = text;
    return undefined;
  });
}

/** Fetches the words in the page's language (once; a failure is tried again on the next call). */
export function loadLearnText(): Promise<void> {
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
