import type { Env } from '../env';
import { addressLimit } from '../net/address-limit';

/**
 * The seconds a refused creator is told to wait (`Retry-After`): the `period` of the `CREATE_LIMIT`
 * binding in wrangler.toml, whose counting window is fixed, so at most one period.
 */
export const CREATE_RETRY_AFTER_S = 60;

/**
 * Counts one room creation against its creator (`CREATE_LIMIT`: 60 a minute per address, per
 * Cloudflare location, approximate): `429 http/rate_limited` with `Retry-After` past it; a
 * failing limiter lets the creation through, logged (worker/net/address-limit.ts).
 */
export const creationLimit = addressLimit<Env>({
  limiter: (env) => env.CREATE_LIMIT,
  route: 'POST /api/games (CREATE_LIMIT)',
  message: `too many new games from this address: try again within ${CREATE_RETRY_AFTER_S} seconds`,
  retryAfter: CREATE_RETRY_AFTER_S,
});
