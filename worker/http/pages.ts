import { Hono } from 'hono';
import { langFromAcceptLanguage } from '../../shared/i18n';
import { PREVIEWS } from '../../shared/i18n/all';
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

pages.get('/', async (c) => {
  const page = await shell(c.env, c.req.raw);
  const lang = langFromAcceptLanguage(c.req.header('accept-language'));
  if (!page.ok || lang === 'en') return mutable(page);
  // The home page's description and language for previews and search, in the reader's language
  // (the client sets the language again from its own choice: ?lang=, saved, the browser's).
  const res = mutable(
    new HTMLRewriter()
      .on('html', {
        element: (el) => {
          el.setAttribute('lang', lang);
        },
      })
      .on('meta[name="description"]', {
        element: (el) => {
          el.setAttribute('content', PREVIEWS[lang].siteDescription);
        },
      })
      .transform(page),
  );
  res.headers.delete('etag');
  res.headers.append('vary', 'Accept-Language');
  return res;
});
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
// The guided first game and the game against the computer: the app plays both in the page.
pages.get('/learn', async (c) => mutable(await shell(c.env, c.req.raw)));
pages.get('/play', async (c) => mutable(await shell(c.env, c.req.raw)));

pages.get('/g/:id', async (c) => {
  const id = c.req.param('id');
  // A fresh copy (no conditional headers): the rewritten page differs from the file's ETag.
  const page = await c.env.ASSETS.fetch(new Request(new URL('/', c.req.url)));
  if (!ROOM_ID_PATTERN.test(id) || !page.ok) return mutable(page);
  const summary = await c.env.ROOMS.get(c.env.ROOMS.idFromName(id)).summary();
  // An unknown room gets the plain page: the client says "room not found".
  if (!summary) return mutable(page);
  const lang = langFromAcceptLanguage(c.req.header('accept-language'));
  const res = withPreview(page, summary, new URL(c.req.url), lang);
  res.headers.delete('etag');
  res.headers.set('cache-control', 'no-cache');
  // The preview's words follow the reader's language: a cache must key on it.
  res.headers.append('vary', 'Accept-Language');
  return res;
});

/**
 * Everything else as stored: the loader, the preview image; any other path gets 404.html with
 * status 404 (wrangler.toml `not_found_handling`), not the app with 200.
 */
pages.get('*', async (c) => {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  if (res.status !== 404 || !res.headers.get('content-type')?.includes('text/html')) return mutable(res);
  return notFoundPage(res, langFromAcceptLanguage(c.req.header('accept-language')));
});

/** 404.html in the reader's language: its title, heading, sentence and link come from the catalog. */
function notFoundPage(page: Response, lang: ReturnType<typeof langFromAcceptLanguage>): Response {
  const t = PREVIEWS[lang];
  const text = (value: string) => ({
    element: (el: Element) => {
      el.setInnerContent(value, { html: false });
    },
  });
  const res = new HTMLRewriter()
    .on('html', {
      element: (el) => {
        el.setAttribute('lang', lang);
      },
    })
    .on('title', text(t.notFoundPageTitle))
    .on('h1', text(t.notFoundTitle))
    .on('main p', text(t.notFoundBody))
    .on('main a', text(t.notFoundHome))
    .transform(page);
  const out = mutable(res);
  out.headers.delete('etag');
  out.headers.append('vary', 'Accept-Language');
  return out;
}
