/**
 * The sentences for error codes (error-text.ts) are a chunk of their own: errors are rare, so the
 * first page load does without them; a room page fetches them when idle, and the first error that
 * arrives before that waits for them (a notice a few milliseconds later).
 */
const sentences = () => import('./error-text');

/** Fetches the sentences ahead (when the browser is idle). */
export const loadErrorText = (): Promise<void> =>
  sentences().then(
    () => {},
    // Not fetched (offline): `explain` tries again, and falls back to the server's own words.
    () => {},
  );

/** A sentence for an error code, or the server's own message if the sentences cannot be fetched. */
export function explain(code: string, message: string): Promise<string> {
  return sentences().then(
    (m) => m.errorText(code, message),
    () => message || 'Something went wrong.',
  );
}
