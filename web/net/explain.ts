import { errorMessages, messages } from '../state/i18n';

/**
 * The sentences for error codes are a lazy catalog of their own per language
 * (shared/i18n/errors): errors are rare, so the first page load does without them; a room page
 * fetches them when idle, and the first error that arrives before that waits for them (a notice a
 * few milliseconds later). The server's own `message` is never shown: it is English, for developers.
 */

/** Fetches the sentences ahead (when the browser is idle). */
export const loadErrorText = (): Promise<void> =>
  errorMessages().then(
    () => {},
    // Not fetched (offline): `explain` tries again, and falls back to a general sentence.
    () => {},
  );

/** A sentence for an error code in the page's language (a general one for a code it does not know). */
export function explain(code: string): Promise<string> {
  const general = () => messages.value.somethingWrong;
  return errorMessages().then(
    (text) => (Object.hasOwn(text, code) ? text[code as keyof typeof text] : general()),
    general,
  );
}
