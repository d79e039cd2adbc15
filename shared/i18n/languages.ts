/**
 * The languages Trio Online speaks, and how a visitor's language is chosen (docs/design.md, Languages).
 * English is the source: its catalog defines every key and each message's parameters.
 */

/** Every language, as a BCP 47 tag; the order of the language picker. */
export const LANGUAGES = ['en', 'fr', 'de', 'es', 'pt-BR', 'ja'] as const;

/** One of `LANGUAGES`. */
export type Lang = (typeof LANGUAGES)[number];

/** Whether `tag` names one of `LANGUAGES` exactly (`?lang=`, the saved choice, `data-lang`). */
export function isLang(tag: unknown): tag is Lang {
  return typeof tag === 'string' && (LANGUAGES as readonly string[]).includes(tag);
}

/**
 * The language for one tag, exact or by its primary subtag: `fr-CA` → `fr`, `pt-PT` and `pt` →
 * `pt-BR` (the one Portuguese there is), `ja-JP` → `ja`, `EN-us` → `en`; null for any other.
 */
export function matchLang(tag: string): Lang | null {
  const lower = tag.trim().toLowerCase();
  for (const lang of LANGUAGES) if (lang.toLowerCase() === lower) return lang;
  const primary = lower.split(/[-_]/)[0];
  for (const lang of LANGUAGES) if (lang.toLowerCase().split('-')[0] === primary) return lang;
  return null;
}

/**
 * The first of `tags` (most wanted first: `?lang=`, then the saved choice, then
 * `navigator.languages`) that Trio Online speaks, else English.
 */
export function pickLang(tags: readonly (string | null | undefined)[]): Lang {
  for (const tag of tags) {
    const lang = tag ? matchLang(tag) : null;
    if (lang) return lang;
  }
  return 'en';
}

/**
 * The language an HTTP `Accept-Language` header prefers (quality values honoured, `*` ignored),
 * else English. For the Worker's link previews.
 */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, i };
    })
    .filter((r) => r.tag !== '' && r.tag !== '*' && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.i - b.i);
  return pickLang(ranked.map((r) => r.tag));
}
