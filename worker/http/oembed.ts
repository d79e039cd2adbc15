import { Hono } from 'hono';
import { cors } from 'hono/cors';
import * as v from 'valibot';
import { isLang, langFromAcceptLanguage } from '../../shared/i18n';
import { ERROR_CODES, ROOM_ID_PATTERN } from '../../shared/protocol';
import type { Env } from '../env';
import { jsonError } from '../net/json-error';
import { escapeHtml, roomText } from './room-text';
import { validated } from './validate';

/**
 * `GET /api/oembed?url=<room page>&maxwidth&maxheight&format=json` (oembed.com, type `rich`):
 * an iframe of `/embed/<id>`, 640 × 600 px or smaller to stay within `maxwidth` and `maxheight`,
 * clamped to `MIN_SIZE` (a table cannot be laid out in less; consumers pass their column's or
 * the viewport's size, and a far too large one is simply the default). The frame is told its
 * height (`max-height=`, the loader's parameter: docs/embedding.md), so the table fits it without
 * scrolling. Any site may call it from a browser (CORS, `*`: the answer is public), and may keep
 * the answer `cache_age` seconds (`Cache-Control` says the same). 400 for a url not on this host
 * or a size that is not a whole number, 404 for an unknown room, 501 `http/not_implemented` for
 * xml.
 */
export const oembed = new Hono<{ Bindings: Env }>();

const DEFAULT_SIZE = { width: 640, height: 600 } as const;
/**
 * The least a frame gets (px), whatever the consumer asks: the narrowest phone's column, and the
 * least height the embed's table fits in (the loader's own floor for `data-max-height`).
 */
export const MIN_SIZE = { width: 280, height: 320 } as const;
/** Seconds a consumer may keep an answer: a room's title (free seats) changes as people join. */
const CACHE_AGE_S = 60;

oembed.use('*', cors({ origin: '*', allowMethods: ['GET'] }));

/** A whole number of pixels, any size (clamped below); a sign, a unit or a fraction is a 400. */
const Pixels = v.pipe(v.string(), v.regex(/^\d{1,16}$/), v.transform(Number));

/** `asked` (px, or absent) within [min, default]. */
const clamp = (asked: number | undefined, min: number, max: number) =>
  Math.max(min, Math.min(asked ?? max, max));
const QuerySchema = v.object({
  url: v.pipe(v.string(), v.maxLength(2048)),
  maxwidth: v.optional(Pixels),
  maxheight: v.optional(Pixels),
  format: v.optional(v.string()),
  /** The title's language (the room page's preview links here with its own), else Accept-Language. */
  lang: v.optional(v.string()),
});

/** The room id in a page url on this host (`/g/<id>` or `/embed/<id>`), or null. */
function roomIdOf(raw: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // Not a URL: the caller answers 400.
    return null;
  }
  if (url.origin !== origin) return null;
  const id = url.pathname.match(/^\/(?:g|embed)\/([^/]+)\/?$/)?.[1];
  return id && ROOM_ID_PATTERN.test(id) ? id : null;
}

oembed.get('/', validated('query', QuerySchema, 'url is required; sizes are pixels'), async (c) => {
  const { url, maxwidth, maxheight, format, lang: asked } = c.req.valid('query');
  const lang = isLang(asked) ? asked : langFromAcceptLanguage(c.req.header('accept-language'));
  if (format !== undefined && format !== 'json') {
    return jsonError(501, ERROR_CODES.notImplemented, 'only format=json is supported');
  }
  const origin = new URL(c.req.url).origin;
  const id = roomIdOf(url, origin);
  if (!id) return jsonError(400, ERROR_CODES.badRequest, 'url must be a game page on this site');
  const summary = await c.env.ROOMS.get(c.env.ROOMS.idFromName(id)).summary();
  if (!summary) return jsonError(404, ERROR_CODES.notFound, 'no such room');

  // The frame lays itself out in whatever it gets (a compact table under a small height).
  const width = clamp(maxwidth, MIN_SIZE.width, DEFAULT_SIZE.width);
  const height = clamp(maxheight, MIN_SIZE.height, DEFAULT_SIZE.height);
  const { title } = roomText(summary, lang);
  const frame = new URL(`/embed/${id}`, origin);
  // The frame's fit-to-height layout, as the loader asks for it (web/screens/embed/params.ts).
  frame.searchParams.set('max-height', String(height));
  const src = frame.href;
  const html =
    `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(title)}" ` +
    'style="border:0;border-radius:12px;max-width:100%" allow="clipboard-write" loading="lazy"></iframe>';
  c.header('Cache-Control', `public, max-age=${CACHE_AGE_S}`);
  // The title's language may come from Accept-Language: a shared cache keeps one answer per language.
  c.header('Vary', 'Accept-Language');
  return c.json({
    version: '1.0',
    type: 'rich',
    provider_name: 'Trio Online',
    provider_url: `${origin}/`,
    title,
    html,
    width,
    height,
    cache_age: CACHE_AGE_S,
  });
});
