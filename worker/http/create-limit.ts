import type { Context } from 'hono';
import { ERROR_CODES } from '../../shared/protocol';
import type { Env } from '../env';
import { clientKey } from '../net/client-key';
import { jsonError } from '../net/json-error';
import { overLimit } from './limit';

/**
 * The seconds a refused creator is told to wait (`Retry-After`): the `period` of the `CREATE_LIMIT`
 * binding in wrangler.toml, whose counting window is fixed, so at most one period.
 */
export const CREATE_RETRY_AFTER_S = 60;

/**
 * Counts one room creation against its creator (`CREATE_LIMIT`: 60 a minute per address, per
 * Cloudflare location, approximate). Resolves a `429 http/rate_limited` response with
 * `Retry-After` when the creator is over the limit, or `null` to go on (also when the limiter
 * fails: logged, see `overLimit`).
 */
export async function limitCreation(c: Context<{ Bindings: Env }>): Promise<Response | null> {
  const key = clientKey(c.req.header('cf-connecting-ip'));
  if (key === null) return null;
  if (!(await overLimit(c.env.CREATE_LIMIT, key, 'POST /api/games (CREATE_LIMIT)'))) return null;
  const refused = jsonError(
    429,
    ERROR_CODES.httpRateLimited,
    `too many new games from this address: try again within ${CREATE_RETRY_AFTER_S} seconds`,
  );
  refused.headers.set('Retry-After', String(CREATE_RETRY_AFTER_S));
  return refused;
}
