import { type Signal, signal } from '@preact/signals';
import { loadReplayMessages, type ReplayMessages } from '../../shared/i18n/replay';
import { lang } from './i18n';

/**
 * The words of looking back at a game (shared/i18n/replay) in the page's language, as a signal:
 * fetched by the parts that show them (the replay page, the game over's summary and list, the
 * log's scrollback) before they render, then again whenever the page switches language.
 */
export const replayText: Signal<ReplayMessages> = signal(undefined as unknown as ReplayMessages);

let wanted: Promise<void> | null = null;

/** Fetches the replay's words in the page's language, once; then follows language switches. */
export function loadReplayText(): Promise<void> {
  wanted ??= loadReplayMessages(lang.value).then(
    (text) => {
      replayText.value = text;
      let shown = lang.value;
      lang.subscribe((next) => {
        if (next === shown) return;
        shown = next;
        loadReplayMessages(next).then(
          (loaded) => {
            if (lang.value === next) replayText.value = loaded;
          },
          // Offline at the switch: these words stay in the last language until the next one.
          (err: unknown) => console.warn('replay words not loaded:', err),
        );
      });
    },
    (err: unknown) => {
      wanted = null;
      throw err;
    },
  );
  return wanted;
}
