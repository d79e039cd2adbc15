import { describe, expect, it } from 'vitest';
import { LANGUAGES, loadMatchMessages } from '../../shared/i18n';
import { JOIN, MATCH } from '../../shared/i18n/all';
import { enMatch, type MatchMessages } from '../../shared/i18n/match/en';
import { CHOOSERS, render, sampleArgs } from './samples';

/** Quick match's and the open tables' words: every language renders them whole, in its own words. */

const KEYS = Object.keys(enMatch) as (keyof MatchMessages)[];

describe.each(LANGUAGES)('the %s quick-match words', (lang) => {
  it('render into finished sentences that show everything they are given', () => {
    const bad: string[] = [];
    for (const key of KEYS) {
      const text = render(MATCH[lang], enMatch, key);
      if (text.trim() === '') bad.push(`${key}: empty`);
      for (const mark of ['undefined', 'NaN', '[object', '${', '{', '}'])
        if (text.includes(mark)) bad.push(`${key}: contains ${mark}`);
      for (const [param, value] of Object.entries(sampleArgs(enMatch[key]).values))
        if (!CHOOSERS.has(param) && !text.includes(String(value))) bad.push(`${key}(${param}): ${text}`);
    }
    expect(bad).toEqual([]);
  });

  it('say a minute past 60 seconds, and count seats in the plural', () => {
    const m = MATCH[lang];
    expect(m.tableWaiting(150)).toContain('2');
    expect(m.tableWaiting(150)).not.toContain('150');
    expect(m.tableSeats(1)).toContain('1');
    expect(m.tableSeats(3)).toContain('3');
    if (lang !== 'ja') expect(m.tableSeats(1).replace('1', '')).not.toBe(m.tableSeats(3).replace('3', ''));
  });

  it('name the home page’s own buttons where they point to them', () => {
    expect(MATCH[lang].noTables).toContain(JOIN[lang].friendsTitle);
    expect(MATCH[lang].noTables).toContain(JOIN[lang].openTable);
  });

  it('load as the client loads them (one chunk per language)', async () => {
    expect(await loadMatchMessages(lang)).toBe(MATCH[lang]);
  });
});

describe('the quick-match translations', () => {
  it('differ from the English (but for a number of seconds, written alike in several)', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const same = KEYS.filter(
        (k) => k !== 'waitChoice' && render(MATCH[lang], enMatch, k) === render(enMatch, enMatch, k),
      );
      expect(same, lang).toEqual([]);
    }
  });
});
