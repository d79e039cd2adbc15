import type { Context } from 'hono';
import { ERROR_CODES } from '../../shared/protocol';
import type { Env } from '../env';
import { jsonError } from './errors';

/**
 * The seconds a refused creator is told to wait (`Retry-After`): the `period` of the `CREATE_LIMIT`
 * binding in wrangler.toml, whose counting window is fixed, so at most one period.
 */
export const CREATE_RETRY_AFTER_S = 60;

/**
 * Who a room creation (here) or a room's new socket (`takeOpen`) counts against: the client
 * address Cloudflare sets in `CF-Connecting-IP` (a client cannot forge it in production). An IPv6 address counts as its whole /64, the block one
 * subscriber gets, so that rotating addresses inside it gains nothing. `null` when there is no
 * address: only local tests and service bindings, which are not limited.
 */
export function clientKey(address: string | undefined): string | null {
  const ip = address?.trim().toLowerCase();
  if (!ip) return null;
  if (!ip.includes(':')) return ip;
  // IPv6: expand "::" to its zero groups, keep the first four 16-bit groups.
  const [head = '', tail] = ip.split('::', 2);
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Counts one room creation against its creator (`CREATE_LIMIT`: 60 a minute per address, per
 * Cloudflare location, approximate). Resolves a `429 http/rate_limited` response with
 * `Retry-After` when the creator is over the limit, or `null` to go on.
 */
export async function limitCreation(c: Context<{ Bindings: Env }>): Promise<Response | null> {
  const key = clientKey(c.req.header('cf-connecting-ip'));
  if (key === null) return null;
  const { success } = await c.env.CREATE_LIMIT.limit({ key });
  if (success) return null;
  const refused = jsonError(
    429,
    ERROR_CODES.httpRateLimited,
    `too many new games from this address: try again within ${CREATE_RETRY_AFTER_S} seconds`,
  );
  refused.headers.set('Retry-After', String(CREATE_RETRY_AFTER_S));
  return refused;
}
