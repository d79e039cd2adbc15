import { Hono } from 'hono';
import type { Lang } from '../../shared/i18n';
import { PREVIEWS } from '../../shared/i18n/all';
import { ROOM_ID_PATTERN } from '../../shared/protocol';
import type { Env } from '../env';
import { withPreview } from './preview';
import { isPreviewFetch, mutable, pageLang, servePage } from './shells';

/**
 * The pages and public files. wrangler runs the Worker first for every page and public file, and
 * for any path that matches no file; only the hashed bundles that exist (`/assets/*`) are served
 * without it (wrangler.toml). Each page gets the security headers; the bytes come from `env.ASSETS`.
 */
export const pages = new Hono<{ Bindings: Env }>();

pages.get('/', (c) => servePage(c.env, c.req.raw, 'home', pageLang(c.req.raw)));
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
pages.get('/embed/:id', (c) => servePage(c.env, c.req.raw, 'embed', pageLang(c.req.raw)));
// Replays: a finished game of a room (the client fetches its record), and a saved game's file.
pages.get('/g/:id/replay/:game', (c) => servePage(c.env, c.req.raw, 'replay', pageLang(c.req.raw)));
pages.get('/embed/:id/replay/:game', (c) => servePage(c.env, c.req.raw, 'replay', pageLang(c.req.raw)));
pages.get('/replay', (c) => servePage(c.env, c.req.raw, 'replay', pageLang(c.req.raw)));
// The shells are the pages' sources, not pages: their own paths are not found.
pages.get('/shells/*', (c) => notFoundPage(c.env, c.req.raw, pageLang(c.req.raw)));
// The guided first game and the game against the computer: the app plays both in the page.
pages.get('/learn', (c) => servePage(c.env, c.req.raw, 'local', pageLang(c.req.raw)));
pages.get('/play', (c) => servePage(c.env, c.req.raw, 'local', pageLang(c.req.raw)));

/**
 * A room's page. A person's browser gets the room shell at once: nothing waits on the room, whose
 * first socket frames bring what the page needs. A link-preview fetcher (`isPreviewFetch`) gets
 * the room's own title and preview tags, in its language, for which the Worker asks the room
 * (`Server-Timing: room` says so; docs/load-time.md, Previews).
 */
pages.get('/g/:id', async (c) => {
  const id = c.req.param('id');
  const lang = pageLang(c.req.raw);
  if (!ROOM_ID_PATTERN.test(id) || !isPreviewFetch(c.req.raw)) {
    // A cache must keep this shell from a preview fetcher (and theirs from a browser).
    const page = await servePage(c.env, c.req.raw, 'room', lang);
    page.headers.append('vary', 'Sec-Fetch-Dest');
    return page;
  }
  const [page, summary] = await Promise.all([
    servePage(c.env, c.req.raw, 'room', lang),
    c.env.ROOMS.get(c.env.ROOMS.idFromName(id)).summary(),
  ]);
  // An unknown room gets the plain page: the client says "room not found".
  if (!summary || !page.ok) return page;
  const res = mutable(withPreview(page, summary, new URL(c.req.url), lang));
  res.headers.set('server-timing', 'room');
  // The room's own words change with the room: no ETag to revalidate, and a cache keeps a
  // browser's shell and a fetcher's preview apart.
  res.headers.delete('etag');
  res.headers.append('vary', 'Sec-Fetch-Dest');
  return res;
});

/** The paths under which the assets layer would serve 404.html itself, with 200. */
const NOT_FOUND_FILE = /^\/404(?:\.html|\/)?$/;

/**
 * Everything else as stored: the loader, the preview image. A path that matches no file (wrangler
 * runs the Worker for a missing `/assets/*` bundle too: wrangler.toml) gets 404.html with status
 * 404, not the app with 200, and never with the bundles' year-long `immutable`.
 */
pages.get('*', async (c) => {
  const lang = pageLang(c.req.raw);
  if (NOT_FOUND_FILE.test(c.req.path)) return notFoundPage(c.env, c.req.raw, lang);
  const res = await c.env.ASSETS.fetch(c.req.raw);
  return res.status === 404 ? notFoundPage(c.env, c.req.raw, lang) : mutable(res);
});

/**
 * 404.html in the reader's language, with status 404: its title, heading, sentence and link come
 * from the catalog. Stored by no one (`no-store`): the path may be a file after the next deploy.
 */
async function notFoundPage(env: Env, request: Request, lang: Lang): Promise<Response> {
  // The file itself, as the assets layer serves it under its own name (`/404`: html_handling).
  const file = await env.ASSETS.fetch(new Request(new URL('/404', request.url)));
  const t = PREVIEWS[lang];
  const text = (value: string) => ({
    element: (el: Element) => {
      el.setInnerContent(value, { html: false });
    },
  });
  const page = new HTMLRewriter()
    .on('html', {
      element: (el) => {
        el.setAttribute('lang', lang);
      },
    })
    .on('title', text(t.notFoundPageTitle))
    .on('h1', text(t.notFoundTitle))
    .on('main p', text(t.notFoundBody))
    .on('main a', text(t.notFoundHome))
    .transform(file);
  const out = new Response(page.body, { status: 404, headers: file.headers });
  out.headers.delete('etag');
  out.headers.set('cache-control', 'no-store');
  out.headers.append('vary', 'Accept-Language');
  return out;
}
