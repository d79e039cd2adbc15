import { Hono } from 'hono';
import { ERROR_CODES } from '../shared/protocol';
import type { Env } from './env';
import { clientErrors } from './http/client-errors';
import { games } from './http/games';
import { match } from './http/match';
import { unroutedApi } from './http/methods';
import { oembed } from './http/oembed';
import { pages } from './http/pages';
import { securityHeaders } from './http/security';
import { alreadyLogged, logError } from './net/error-log';
import { jsonError } from './net/json-error';
import { roomOfPath } from './net/room-of-path';
import { tables } from './tables/route';

export { Matchmaker } from './match/Matchmaker';
export { GameRoom } from './room/GameRoom';
export { Directory } from './tables/Directory';

/**
 * The Worker: routes `/api/*`, and serves the pages and public files from the static client
 * (wrangler `[assets]`) with security headers; only the hashed bundles that exist (`/assets/*`)
 * bypass it.
 */
const app = new Hono<{ Bindings: Env }>();

app.use('*', securityHeaders);

/**
 * Hono hands only `Error`s to `onError`: anything else thrown (a string, an object) would escape
 * it, unlogged, and the runtime would answer with the thrown text. Such a value is logged and
 * answered here as any error is (masked, 500 `http/internal`, with the security headers).
 */
app.use('*', async (c, next) => {
  try {
    await next();
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    logError({ route: `${c.req.method} ${c.req.routePath}`, room: roomOfPath(c.req.path) }, thrown);
    c.res = jsonError(500, ERROR_CODES.internal, 'internal error');
  }
});
app.get('/api/health', (c) => c.json({ ok: true }));
app.route('/api/games', games);
app.route('/api/oembed', oembed);
app.route('/api/tables', tables);
app.route('/api', match);
app.route('/api/client-errors', clientErrors);
// A path some route serves but not with this method: 405 with Allow (OPTIONS: 204); else 404.
app.all('/api/*', (c) => unroutedApi(app.routes, c.req.method, c.req.path));
app.route('/', pages);
app.notFound(() => jsonError(404, ERROR_CODES.httpNotFound, 'no such route'));
// Logged once (worker/net/error-log.ts): here, or in the room when its RPC failed. Never a stack
// trace or a message from inside to the client (CONTRIBUTING.md, Errors).
app.onError((error, c) => {
  if (!alreadyLogged(error)) {
    logError({ route: `${c.req.method} ${c.req.routePath}`, room: roomOfPath(c.req.path) }, error);
  }
  return jsonError(500, ERROR_CODES.internal, 'internal error');
});

export default app;
