import { isLang, type Lang, langFromAcceptLanguage } from '../../shared/i18n';
import type { Env } from '../env';

/**
 * The pages' HTML: one shell per page kind, each written by the build with its first wave's
 * preload hints (web/app/load-plans.ts). A catalog is hinted in every language (`data-lang`); the
 * shell served keeps the reader's language only, so the page's words come in the same wave as its
 * code. Nothing here waits on a Durable Object.
 */

export type ShellKind = 'home' | 'room' | 'embed' | 'replay' | 'local';

/** Where the build writes each shell under dist/client (web/app/load-plans.ts, `shell`). */
const SHELL_PATHS: Record<ShellKind, string> = {
  home: '/',
  room: '/shells/room',
  embed: '/shells/embed',
  replay: '/shells/replay',
  local: '/shells/local',
};

/** The cookie the client writes beside its saved language (web/net/storage.ts), read here. */
export const LANG_COOKIE = 'trio_lang';

/**
 * The language a page is served in, in the client's own order (web/state/i18n.ts, `firstLang`):
 * `?lang=`, then the choice saved on the device (its cookie), then `Accept-Language`, then English.
 */
export function pageLang(request: Request): Lang {
  const asked = new URL(request.url).searchParams.get('lang');
  if (isLang(asked)) return asked;
  const saved = request.headers
    .get('cookie')
    ?.split(';')
    .map((c) => c.trim().split('='))
    .find(([name]) => name === LANG_COOKIE)?.[1];
  if (isLang(saved)) return saved;
  return langFromAcceptLanguage(request.headers.get('accept-language'));
}

/** A copy with mutable headers (responses from a binding are immutable). */
export const mutable = (res: Response): Response => new Response(res.body, res);

/** The shell of `kind` as stored (a build without it: the home page's, which every route can start from). */
async function stored(env: Env, request: Request, kind: ShellKind): Promise<Response> {
  const page = await env.ASSETS.fetch(new Request(new URL(SHELL_PATHS[kind], request.url)));
  if (page.ok || kind === 'home') return page;
  return env.ASSETS.fetch(new Request(new URL('/', request.url)));
}

/** The stored shell's ETag, made the page's in `lang` (its bytes depend on the language). */
function pageTag(stored: string | null, lang: Lang): string | null {
  const inner = stored?.replace(/^W\//, '').replace(/^"|"$/g, '');
  return inner ? `"${inner}-${lang}"` : null;
}

/**
 * The page of `kind` in `lang`: `<html lang>`, and only that language's catalog hints. Its ETag
 * is the stored shell's with the language in it, so a revalidation answers 304 only for the same
 * shell in the same language (a French reader never keeps an English page), and it says what it
 * varies on.
 */
export async function servePage(env: Env, request: Request, kind: ShellKind, lang: Lang): Promise<Response> {
  const page = await stored(env, request, kind);
  if (!page.ok) return mutable(page);
  const tag = pageTag(page.headers.get('etag'), lang);
  const headers = (res: Response) => {
    res.headers.set('cache-control', 'no-cache');
    res.headers.append('vary', 'Accept-Language, Cookie');
    if (tag) res.headers.set('etag', tag);
    else res.headers.delete('etag');
    return res;
  };
  const asked = request.headers.get('if-none-match');
  if (tag && asked?.split(',').some((t) => t.trim().replace(/^W\//, '') === tag)) {
    await page.body?.cancel();
    return headers(new Response(null, { status: 304 }));
  }
  const res = mutable(
    new HTMLRewriter()
      .on('html', {
        element: (el) => {
          el.setAttribute('lang', lang);
        },
      })
      .on('link[data-lang]', {
        element: (el) => {
          if (el.getAttribute('data-lang') !== lang) el.remove();
        },
      })
      .transform(page),
  );
  return headers(res);
}

/**
 * Whether a request for a room page comes from a link-preview fetcher rather than a person's
 * browser. Every current browser marks its requests with `Sec-Fetch-Dest` (`document` for a tab,
 * `iframe` for a frame); the fetchers of chat apps and social sites send no such header. Only
 * they wait on the room for its preview tags (docs/load-time.md, Previews).
 */
export function isPreviewFetch(request: Request): boolean {
  return !request.headers.has('sec-fetch-dest');
}
