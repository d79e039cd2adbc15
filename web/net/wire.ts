/**
 * The schemas, as lazy chunks: the first paint of every page does without valibot and the
 * protocol's schemas. A room page fetches the socket's (wire-schemas.ts) in its first wave, while
 * its socket connects, so the first frame waits for nothing (or for the few milliseconds left);
 * the HTTP answers' (http-schemas.ts) come with the calls that read them.
 */
let loading: Promise<typeof import('./wire-schemas')> | null = null;
let http: Promise<typeof import('./http-schemas')> | null = null;

/** The socket's schemas (fetched once; a failed fetch is tried again on the next call). */
export function wire(): Promise<typeof import('./wire-schemas')> {
  loading ??= import('./wire-schemas').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** The HTTP answers' schemas (fetched once; a failed fetch is tried again on the next call). */
export function httpSchemas(): Promise<typeof import('./http-schemas')> {
  http ??= import('./http-schemas').catch((err: unknown) => {
    http = null;
    throw err;
  });
  return http;
}
