import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang, loadErrorMessages, loadRulesText, type Messages } from '../../shared/i18n';
import { BAR, LIFE, LOBBY, MESSAGES, OVER, PREVIEWS, TEAM } from '../../shared/i18n/all';
import { enLobby } from '../../shared/i18n/lobby/en';
import { enPreview } from '../../shared/i18n/preview/en';
import { en } from '../../shared/i18n/table/en';
import { ERROR_CODES } from '../../shared/protocol/errors';
import { CHOOSERS, render, sampleArgs } from './samples';

/**
 * Every message of every language renders with sample parameters into a finished sentence: no
 * `undefined`, no leftover placeholder, every name and number it was given shown (the type check
 * already proves each language has exactly English's keys and parameters).
 */

const KEYS = Object.keys(en) as (keyof Messages)[];
const JOIN_KEYS = Object.keys(enLobby) as (keyof typeof enLobby)[];
/** The table's lazy parts, each named by what it holds (shared/i18n/over, team, life, bar). */
const TABLE_PARTS = [OVER, TEAM, LIFE, BAR] as Record<Lang, Record<string, unknown>>[];
/** Messages that show a number derived from their parameter rather than the parameter itself. */
const DERIVED_NUMBER = new Set<string>(['spectatorsWithYou']);

function problems(text: string): string[] {
  const found: string[] = [];
  if (text.trim() === '' && text !== '') found.push('only spaces');
  for (const bad of ['undefined', 'NaN', '[object', '${', '{', '}'])
    if (text.includes(bad)) found.push(`contains ${bad}`);
  return found;
}

describe.each(LANGUAGES)('the %s catalog', (lang) => {
  const catalog = MESSAGES[lang];

  it('names its own language', () => {
    expect(catalog.lang).toBe(lang);
  });

  const parts = [
    { keys: KEYS as string[], mine: catalog as object, english: en as object },
    { keys: JOIN_KEYS as string[], mine: LOBBY[lang] as object, english: enLobby as object },
    ...TABLE_PARTS.map((part) => ({
      keys: Object.keys(part.en),
      mine: part[lang] as object,
      english: part.en as object,
    })),
  ];

  it('renders every message (the table’s and the pages’ before it) into a finished sentence', () => {
    const bad: string[] = [];
    for (const { keys, mine, english } of parts)
      for (const key of keys) {
        const text = render(mine as Record<string, unknown>, english as Record<string, unknown>, key);
        for (const p of problems(text)) bad.push(`${key}: ${p} — ${JSON.stringify(text)}`);
        // Only the two halves of an `Around` and a count's word may be empty or bare.
        if (text.trim() === '' && key !== 'playingAs') bad.push(`${key}: empty`);
      }
    expect(bad).toEqual([]);
  });

  it('shows every name, number and piece of text it is given', () => {
    const missing: string[] = [];
    for (const { keys, mine, english } of parts)
      for (const key of keys) {
        const { values } = sampleArgs((english as Record<string, unknown>)[key]);
        const text = render(mine as Record<string, unknown>, english as Record<string, unknown>, key);
        for (const [param, value] of Object.entries(values)) {
          if (CHOOSERS.has(param) || (param === 'n' && DERIVED_NUMBER.has(key))) continue;
          // `cardsWord` is the word after a count the page shows itself.
          if (key === 'cardsWord') continue;
          const shown = Array.isArray(value)
            ? value.every((v) => text.includes(String(v)))
            : text.includes(String(value));
          if (!shown) missing.push(`${key}(${param}) — ${JSON.stringify(text)}`);
        }
      }
    expect(missing).toEqual([]);
  });

  it('renders every link-preview message, showing what it is given', () => {
    const bad: string[] = [];
    for (const key of Object.keys(enPreview) as (keyof typeof enPreview)[]) {
      const text = render(PREVIEWS[lang], enPreview, key);
      for (const p of problems(text)) bad.push(`${key}: ${p}`);
      for (const [param, value] of Object.entries(sampleArgs(enPreview[key]).values))
        if (!CHOOSERS.has(param) && typeof value !== 'boolean' && !text.includes(String(value)))
          bad.push(`${key}(${param}) — ${text}`);
      if (text.trim() === '') bad.push(`${key}: empty`);
    }
    expect(bad).toEqual([]);
  });

  it('picks plural forms by count (one and many differ where the language has both)', () => {
    expect(LOBBY[lang].settingsPlayers(1)).toContain('1');
    expect(LOBBY[lang].settingsPlayers(5)).toContain('5');
    // "card" / "cards", "Karte" / "Karten"; Japanese counts with one form (枚).
    if (lang === 'ja') expect(catalog.cardsWord(1)).toBe(catalog.cardsWord(5));
    else expect(catalog.cardsWord(1)).not.toBe(catalog.cardsWord(5));
  });

  it('has the rules text, with balanced markup and every part filled', async () => {
    const rules = await loadRulesText(lang);
    const texts = Object.values(rules).flat();
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) {
      expect(text.trim(), JSON.stringify(text)).not.toBe('');
      expect((text.match(/\*\*/g) ?? []).length % 2, text).toBe(0);
      expect(problems(text), text).toEqual([]);
    }
    expect(rules.howSteps).toHaveLength(3);
  });

  it('has a sentence for every error code', async () => {
    const errors = await loadErrorMessages(lang);
    for (const code of Object.values(ERROR_CODES)) {
      expect(errors[code]?.trim(), code).toBeTruthy();
      expect(problems(errors[code]), code).toEqual([]);
    }
  });
});

describe('the translations', () => {
  it('are translations: most sentences differ from the English', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const same = [
        ...KEYS.filter((k) => render(MESSAGES[lang], en, k) === render(en, en, k)),
        ...JOIN_KEYS.filter((k) => render(LOBBY[lang], enLobby, k) === render(enLobby, enLobby, k)),
        ...TABLE_PARTS.flatMap((part) =>
          Object.keys(part.en).filter((k) => render(part[lang], part.en, k) === render(part.en, part.en, k)),
        ),
      ];
      // A few words are the same in both (“Simple”, “Normal”, “Bots”, “+ Bot”, ✓ marks).
      expect(same.length, `${lang}: ${same.join(', ')}`).toBeLessThan(
        (KEYS.length + JOIN_KEYS.length) * 0.05,
      );
    }
  });

  it('use the French booklet’s own words in French', () => {
    const fr = MESSAGES.fr;
    expect(LOBBY.fr.modeSpicy).toBe('Picante');
    expect(fr.reasonConnected).toMatch(/trios liés/);
    expect(fr.yourCardLowest(2)).toMatch(/plus petit/);
  });

  it('list values the way each language does', () => {
    expect(MESSAGES.en.list(['1', '2', '11'])).toBe('1, 2 and 11');
    expect(MESSAGES.fr.list(['1', '2', '11'])).toBe('1, 2 et 11');
    expect(MESSAGES.ja.list(['1', '2', '11'])).toBe('1、2、11');
  });
});
