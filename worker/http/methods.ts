import { ERROR_CODES } from '../../shared/protocol';
import { jsonError } from '../net/json-error';

/**
 * Wrong methods on `/api/*` (docs/protocol.md, HTTP): a path that some route serves, asked with a
 * method none of them takes, gets `405 http/method_not_allowed` with `Allow`; `OPTIONS` gets
 * `204` with `Allow` and no CORS headers (the API is same-origin; `/api/oembed` answers its own
 * preflight). Paths no route serves stay `404`. The methods come from the app's own routes, so a
 * new route is covered without a list to keep.
 */

/** A route as Hono lists it (`app.routes`): its method (`ALL` for middleware) and path pattern. */
export interface RouteEntry {
  method: string;
  path: string;
}

/** A path pattern (`/api/games/:id/ws`) as a regular expression: a parameter is one segment. */
function patternOf(path: string): RegExp {
  const parts = path.split('/').map((part) => {
    if (part.startsWith(':')) return '[^/]+';
    if (part === '*') return '.*';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('/')}$`);
}

/**
 * The methods the routes take for `path`, `HEAD` beside `GET` (Hono answers it from the `GET`
 * route) and `OPTIONS` when there is any; empty when no route serves the path.
 */
export function allowedMethods(routes: readonly RouteEntry[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    if (patternOf(route.path).test(path)) methods.add(route.method);
  }
  if (methods.size === 0) return [];
  if (methods.has('GET')) methods.add('HEAD');
  methods.add('OPTIONS');
  return ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => methods.has(m));
}

/** The answer for an `/api/*` request no route took: 204 (OPTIONS), 405 with `Allow`, or 404. */
export function unroutedApi(routes: readonly RouteEntry[], method: string, path: string): Response {
  const allowed = allowedMethods(routes, path);
  if (allowed.length === 0) return jsonError(404, ERROR_CODES.httpNotFound, 'no such route');
  const allow = allowed.join(', ');
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: allow } });
  const res = jsonError(405, ERROR_CODES.methodNotAllowed, `this route takes ${allow}`);
  res.headers.set('Allow', allow);
  return res;
}
