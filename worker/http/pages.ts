import { Hono } from 'hono';
import { ROOM_ID_PATTERN } from '../../shared/protocol';
import type { Env } from '../env';
import { withPreview } from './preview';

/**
 * The pages and public files. wrangler runs the Worker first for every path except `/assets/*`
 * (wrangler.toml), so each page gets the security headers; the bytes come from `env.ASSETS`.
 */
export const pages = new Hono<{ Bindings: Env }>();

/** A copy with mutable headers (responses from a binding are immutable). */
const mutable = (res: Response) => new Response(res.body, res);

/** The SPA shell (index.html), keeping the browser's conditional headers so 304s still work. */
function shell(env: Env, request: Request): Promise<Response> {
  return env.ASSETS.fetch(new Request(new URL('/', request.url), { headers: request.headers }));
}

pages.get('/', async (c) => mutable(await shell(c.env, c.req.raw)));
/** An id that may go back into a `Location` as it is: the client's room-id characters only. */
const PLAIN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Redirects (301) to a room page's own address, built from the page's name and a checked id, never
 * from the request's path: a link with a trailing slash (cut or typed by hand); a room link pasted
 * with what a chat message stuck to it (`/g/<id>.`, `/g/<id>)`, a space) or typed in capitals from a
 * screenshot. Anything else goes on as given (an odd id: the page says the room does not exist).
 */
for (const page of ['g', 'embed'] as const) {
  pages.get(`/${page}/:id/`, (c, next) => {
    const id = c.req.param('id');
    return PLAIN_ID.test(id) ? c.redirect(`/${page}/${id}${new URL(c.req.url).search}`, 301) : next();
  });
  pages.get(`/${page}/:id`, (c, next) => {
    const id = c.req.param('id');
    const clean = id.toLowerCase().match(/^[a-z0-9]+/)?.[0] ?? '';
    if (clean === id || !ROOM_ID_PATTERN.test(clean)) return next();
    return c.redirect(`/${page}/${clean}${new URL(c.req.url).search}`, 301);
  });
}
pages.get('/embed/:id', async (c) => mutable(await shell(c.env, c.req.raw)));
// Replays: a finished game of a room (the client fetches its record), and a saved game's file.
pages.get('/g/:id/replay/:game', async (c) => mutable(await shell(c.env, c.req.raw)));
pages.get('/embed/:id/replay/:game', async (c) => mutable(await shell(c.env, c.req.raw)));
pages.get('/replay', async (c) => mutable(await shell(c.env, c.req.raw)));

pages.get('/g/:id', async (c) => {
  const id = c.req.param('id');
  // A fresh copy (no conditional headers): the rewritten page differs from the file's ETag.
  const page = await c.env.ASSETS.fetch(new Request(new URL('/', c.req.url)));
  if (!ROOM_ID_PATTERN.test(id) || !page.ok) return mutable(page);
  const summary = await c.env.ROOMS.get(c.env.ROOMS.idFromName(id)).summary();
  // An unknown room gets the plain page: the client says "room not found".
  if (!summary) return mutable(page);
  const res = withPreview(page, summary, new URL(c.req.url));
  res.headers.delete('etag');
  res.headers.set('cache-control', 'no-cache');
  return res;
});

/**
 * Everything else as stored: the loader, the preview image; any other path gets 404.html with
 * status 404 (wrangler.toml `not_found_handling`), not the app with 200.
 */
pages.get('*', async (c) => mutable(await c.env.ASSETS.fetch(c.req.raw)));
