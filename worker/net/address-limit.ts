import type { MiddlewareHandler } from 'hono';
import { clientKey } from './client-key';
import { logError } from './error-log';
import { rateLimited, refusalResponse } from './refusal';

/**
 * Counts one request against `key` on a Workers rate-limiting binding: true when it is over the
 * limit. The limits are a wall against scripts, not a gate players must pass: should the binding
 * itself fail, the request goes on and the failure is logged once (as `route`).
 */
export async function overLimit(limiter: RateLimit, key: string, route: string): Promise<boolean> {
  try {
    const { success } = await limiter.limit({ key });
    return !success;
  } catch (error) {
    logError({ route }, error);
    return false;
  }
}

/** One per-address limit on an HTTP route. */
export interface AddressLimit<E> {
  /** The rate-limiting binding (`[[ratelimits]]` in wrangler.toml). */
  limiter(env: E): RateLimit;
  /** Where a failure of the binding is logged: the route and the binding's name. */
  route: string;
  /** The refusal's message (English, for developers; the client shows the code's sentence). */
  message: string;
  /** Seconds for `Retry-After`: the binding's `period` (its window is fixed, so at most one period). */
  retryAfter: number;
}

/**
 * The one rate-limit middleware for HTTP: counts the request against its client address
 * (`clientKey`: an IPv6 /64 as one) and answers `429 http/rate_limited` with `Retry-After` past
 * the limit (`refusalResponse`). A request without an address (local tests, service bindings) is
 * not counted; a failing binding lets the request through and is logged (`overLimit`).
 */
export function addressLimit<E extends object>(limit: AddressLimit<E>): MiddlewareHandler<{ Bindings: E }> {
  return async (c, next) => {
    const key = clientKey(c.req.header('cf-connecting-ip'));
    if (key !== null && (await overLimit(limit.limiter(c.env), key, limit.route))) {
      return refusalResponse(rateLimited(limit.message, limit.retryAfter));
    }
    await next();
    return undefined;
  };
}
