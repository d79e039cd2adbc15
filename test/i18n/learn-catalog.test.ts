import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang, loadLearnMessages } from '../../shared/i18n';
import { deLearn } from '../../shared/i18n/learn/de';
import { enLearn, type LearnMessages } from '../../shared/i18n/learn/en';
import { esLearn } from '../../shared/i18n/learn/es';
import { frLearn } from '../../shared/i18n/learn/fr';
import { jaLearn } from '../../shared/i18n/learn/ja';
import { ptBRLearn } from '../../shared/i18n/learn/pt-BR';
import { CHOOSERS, render, sampleArgs } from './samples';

/** The guided game's and the local game's words: every language renders them whole, in its own words. */

const LEARN: Record<Lang, LearnMessages> = {
  en: enLearn,
  fr: frLearn,
  de: deLearn,
  es: esLearn,
  'pt-BR': ptBRLearn,
  ja: jaLearn,
};
const KEYS = Object.keys(enLearn) as (keyof LearnMessages)[];

describe.each(LANGUAGES)('the %s words of the guided game', (lang) => {
  it('render into finished sentences that show everything they are given', () => {
    const bad: string[] = [];
    for (const key of KEYS) {
      const text = render(LEARN[lang], enLearn, key);
      if (text.trim() === '') bad.push(`${key}: empty`);
      for (const mark of ['undefined', 'NaN', '[object', '${', '{', '}'])
        if (text.includes(mark)) bad.push(`${key}: contains ${mark}`);
      for (const [param, value] of Object.entries(sampleArgs(enLearn[key]).values))
        if (!CHOOSERS.has(param) && !text.includes(String(value))) bad.push(`${key}(${param}): ${text}`);
    }
    expect(bad).toEqual([]);
  });

  it('load as the client loads them (one chunk per language)', async () => {
    expect(await loadLearnMessages(lang)).toBe(LEARN[lang]);
  });
});

describe('the guided game’s translations', () => {
  it('differ from the English', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const same = KEYS.filter((k) => render(LEARN[lang], enLearn, k) === render(enLearn, enLearn, k));
      expect(same, lang).toEqual([]);
    }
  });
});
