import { ERROR_CODES } from '../../shared/protocol';
import { jsonError } from './json-error';

/**
 * The one refusal answer every door gives (a room's or a queue's socket upgrade, a room creation,
 * a quick match, a crash report): `429` with `{ error: { code: 'http/rate_limited', message } }`
 * and `Retry-After` in seconds. The logic returns a `Refusal` (a plain value, testable in Node);
 * the adapter or the route turns it into the response with `refusalResponse`.
 */
export interface Refusal {
  status: 429;
  code: typeof ERROR_CODES.httpRateLimited;
  /** English, for developers reading the response; the client shows the code's sentence. */
  message: string;
  /** Seconds, for `Retry-After`. */
  retryAfter: number;
}

/** A refusal with `message`, to try again after `retryAfter` seconds. */
export function rateLimited(message: string, retryAfter: number): Refusal {
  return { status: 429, code: ERROR_CODES.httpRateLimited, message, retryAfter };
}

/** The HTTP answer for a refusal: its status and error body, and `Retry-After`. */
export function refusalResponse(refusal: Refusal): Response {
  const refused = jsonError(refusal.status, refusal.code, refusal.message);
  refused.headers.set('Retry-After', String(refusal.retryAfter));
  return refused;
}
