import type { Lang } from '../../shared/i18n';
import { PREVIEWS } from '../../shared/i18n/all';
import type { RoomSummary } from '../../shared/protocol';
import { escapeHtml, roomText } from './room-text';

/** The preview image (web/public/og.png), 1200 × 630 px. */
export const PREVIEW_IMAGE = { path: '/og.png', width: 1200, height: 630 } as const;

/** Open Graph's `og:locale` for each language: language_TERRITORY, as the protocol spells it. */
export const OG_LOCALES: Record<Lang, string> = {
  en: 'en_US',
  fr: 'fr_FR',
  de: 'de_DE',
  es: 'es_ES',
  'pt-BR': 'pt_BR',
  ja: 'ja_JP',
};

/** The `<head>` additions for a room page, in `lang`: Open Graph, Twitter card, oEmbed discovery. Escaped. */
export function previewTags(summary: RoomSummary, pageUrl: URL, lang: Lang = 'en'): string {
  const { title, description } = roomText(summary, lang);
  const url = new URL(`/g/${summary.id}`, pageUrl.origin).href;
  const image = new URL(PREVIEW_IMAGE.path, pageUrl.origin).href;
  const oembed = new URL('/api/oembed', pageUrl.origin);
  oembed.searchParams.set('url', url);
  oembed.searchParams.set('format', 'json');
  if (lang !== 'en') oembed.searchParams.set('lang', lang);
  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Trio Online'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[lang]),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(PREVIEW_IMAGE.width)),
    meta('property', 'og:image:height', String(PREVIEW_IMAGE.height)),
    meta('property', 'og:image:alt', PREVIEWS[lang].previewImageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembed.href)}" title="${escapeHtml(title)}">`,
  ].join('\n');
}

/** The page with the room's title and preview tags in `lang`, rewritten as it streams. */
export function withPreview(page: Response, summary: RoomSummary, pageUrl: URL, lang: Lang = 'en'): Response {
  const { title } = roomText(summary, lang);
  return (
    new HTMLRewriter()
      .on('html', {
        element: (el) => {
          el.setAttribute('lang', lang);
        },
      })
      .on('title', {
        element: (el) => {
          el.setInnerContent(title, { html: false });
        },
      })
      // The static page's generic description gives way to the room's own.
      .on('meta[name="description"]', {
        element: (el) => {
          el.remove();
        },
      })
      .on('head', {
        element: (el) => {
          el.append(previewTags(summary, pageUrl, lang), { html: true });
        },
      })
      .transform(page)
  );
}
