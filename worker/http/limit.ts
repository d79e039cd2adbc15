import { logError } from '../net/error-log';

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
