import type { Lang } from './languages';

/**
 * The grammar helpers the catalogs share, over `Intl` (no library: every browser and workerd has
 * it). A catalog binds them to its own language once (`formatFor('fr')`).
 */

/** Plural forms by CLDR category; `other` is required (the only one Japanese uses). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The helpers for one language. */
export interface Format {
  /** The form of `forms` for the count `n` (CLDR plural rules: French says "1 carte", "0 carte"). */
  plural(n: number, forms: PluralForms): string;
  /** "1, 2 and 11" / "1, 2 et 11" / "1、2、11": a conjunction list of already formatted items. */
  list(items: readonly string[]): string;
  /** A number in this language's digits and separators. */
  number(n: number): string;
}

const cache = new Map<Lang, Format>();

/** The helpers for `lang`, built once. */
export function formatFor(lang: Lang): Format {
  const known = cache.get(lang);
  if (known) return known;
  // British English lists: "1, 2 and 11" (the house's English, like "colours").
  const tag = lang === 'en' ? 'en-GB' : lang;
  const rules = new Intl.PluralRules(tag);
  const lists = new Intl.ListFormat(tag, { type: 'conjunction' });
  const numbers = new Intl.NumberFormat(tag);
  const made: Format = {
    plural: (n, forms) => forms[rules.select(n)] ?? forms.other,
    list: (items) => lists.format(items),
    number: (n) => numbers.format(n),
  };
  cache.set(lang, made);
  return made;
}
