import { stalled } from '../state/online';

/**
 * Requests to the server with a deadline (a stalled network, not only a dead one): a request that
 * gets no whole answer within `REACH_DEADLINE_MS` is dropped, and the page takes the server as
 * out of reach (`stalled` in web/state/online.ts) until a request is answered again; while it is,
 * a light probe (`GET /api/health`) asks every `PROBE_MS`.
 */

/**
 * How long a request may wait for its whole answer (headers and body), in ms: long enough for a
 * slow answer (a Durable Object waking up on a busy network), short enough that Play now falls
 * back to the local table before a player gives up.
 */
export const REACH_DEADLINE_MS = 8000;

/** While the server is out of reach, the wait between two probes, in ms. */
const PROBE_MS = 10_000;

/** An answer: its status and its body read as JSON (null when it is not JSON). */
export interface Reached {
  ok: boolean;
  status: number;
  body: unknown;
}

/** No answer: the network failed, or stalled past the deadline (`stalled` then says so). */
export class Unreached extends Error {}

let probing: ReturnType<typeof setTimeout> | null = null;

function probe(): void {
  if (probing !== null) return;
  probing = setTimeout(() => {
    probing = null;
    void reach('/api/health', { cache: 'no-store' }).catch(() => {});
  }, PROBE_MS);
}

/**
 * `fetch(path, init)` with the deadline, its body read as JSON within it too. Rejects with
 * `Unreached` when there is no answer in time (or none at all).
 */
export async function reach(path: string, init: RequestInit = {}, ms = REACH_DEADLINE_MS): Promise<Reached> {
  const signal = AbortSignal.timeout(ms);
  let res: Response;
  let text: string;
  try {
    res = await fetch(path, { ...init, signal });
    text = await res.text();
  } catch {
    // Past the deadline: stalled. Any other failure (offline, a dropped connection) says nothing
    // new about a stall; the browser's own `offline` covers a dead network.
    if (signal.aborted) {
      stalled.value = true;
      probe();
    }
    throw new Unreached();
  }
  stalled.value = false;
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): the caller reads the status.
  }
  return { ok: res.ok, status: res.status, body };
}
