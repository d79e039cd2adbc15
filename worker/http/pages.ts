import { Hono } from 'hono';
import { type Lang, langFromAcceptLanguage } from '../../shared/i18n';
import { PREVIEWS } from '../../shared/i18n/all';
import { ROOM_ID_PATTERN } from '../../shared/protocol';
import type { Env } from '../env';
import { withPreview } from './preview';

/**
 * The pages and public files. wrangler runs the Worker first for every page and public file, and
 * for any path that matches no file; only the hashed bundles that exist (`/assets/*`) are served
 * without it (wrangler.toml). Each page gets the security headers; the bytes come from `env.ASSETS`.
 */
export const pages = new Hono<{ Bindings: Env }>();

/** A copy with mutable headers (responses from a binding are immutable). */
const mutable = (res: Response) => new Response(res.body, res);

/** The SPA shell (index.html), keeping the browser's conditional headers so 304s still work. */
function shell(env: Env, request: Request): Promise<Response> {
  return env.ASSETS.fetch(new Request(new URL('/', request.url), { headers: request.headers }));
}

pages.get('/', async (c) => {
  const lang = langFromAcceptLanguage(c.req.header('accept-language'));
  // Every language's answer says it depends on Accept-Language, so no cache (nor a browser's
  // conditional request) hands one language's page to another's reader.
  if (lang === 'en') return varies(mutable(await shell(c.env, c.req.raw)));
  // A fresh copy (no conditional headers): the English page's ETag must not get a 304 here.
  const page = await c.env.ASSETS.fetch(new Request(new URL('/', c.req.url)));
  if (!page.ok) return varies(mutable(page));
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
  // The file's ETag is the English page's: a rewritten one has none.
  res.headers.delete('etag');
  return varies(res);
});

/** `res` with `Vary: Accept-Language` added (its words follow the reader's language). */
function varies(res: Response): Response {
  res.headers.append('vary', 'Accept-Language');
  return res;
}

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
  const lang = langFromAcceptLanguage(c.req.header('accept-language'));
  const res = withPreview(page, summary, new URL(c.req.url), lang);
  res.headers.delete('etag');
  res.headers.set('cache-control', 'no-cache');
  // The preview's words follow the reader's language: a cache must key on it.
  res.headers.append('vary', 'Accept-Language');
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
  const lang = langFromAcceptLanguage(c.req.header('accept-language'));
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
  return varies(out);
}
