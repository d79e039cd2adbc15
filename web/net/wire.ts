/**
 * The wire's schemas, as a lazy chunk (wire-schemas.ts): the first paint of every page does
 * without valibot and the protocol's schemas, and a room page fetches them at once, while its
 * socket connects, so the first frame waits for nothing (or for the few milliseconds left).
 */
let loading: Promise<typeof import('./wire-schemas')> | null = null;

/** The schemas (fetched once; a failed fetch is tried again on the next call). */
export function wire(): Promise<typeof import('./wire-schemas')> {
  loading ??= import('./wire-schemas').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
