import { describe, expect, it } from 'vitest';
import { LANGUAGES, loadReplayMessages } from '../../shared/i18n';
import { enReplay, type ReplayMessages } from '../../shared/i18n/replay/en';
import { RECORD_ERRORS } from '../../shared/record/errors';
import { paramNames } from './samples';

/**
 * The replay's catalog (shared/i18n/replay) in every language: every message renders into a
 * finished sentence that shows what it was given, every record error has its sentence, and the
 * translations are translations. (The type check already proves each language has exactly
 * English's keys and parameters.)
 */

const SAMPLE: Record<string, unknown> = {
  n: 7,
  value: 11,
  name: 'Zoë',
  names: 'NAMESX',
  reason: 'REASONX',
  label: 'LABELX',
  step: 12,
  total: 87,
  turn: 23,
  own: 8,
  revealed: true,
  offered: true,
};

type Key = Exclude<keyof ReplayMessages, 'recordError' | 'summaryAbbr'>;
const KEYS = (Object.keys(enReplay) as (keyof ReplayMessages)[]).filter(
  (k): k is Key => k !== 'recordError' && k !== 'summaryAbbr',
);

function rendered(catalog: ReplayMessages, key: Key): { text: string; shown: unknown[] } {
  const message: unknown = catalog[key];
  if (typeof message === 'string') return { text: message, shown: [] };
  const params = paramNames(enReplay[key]);
  if (!params || typeof message !== 'function') throw new Error(`${key} is neither text nor a function`);
  const values = params.names.map((p) => {
    if (!(p in SAMPLE)) throw new Error(`no sample for ${p}`);
    return SAMPLE[p];
  });
  const args = params.object ? [Object.fromEntries(params.names.map((p, i) => [p, values[i]]))] : values;
  const text: unknown = message(...args);
  if (typeof text !== 'string') throw new Error(`${key} gave no text`);
  return { text, shown: values.filter((v) => typeof v !== 'boolean') };
}

describe.each(LANGUAGES)('the %s replay catalog', (lang) => {
  it('renders every message into a finished sentence showing every name and number it is given', async () => {
    const catalog = await loadReplayMessages(lang);
    const bad: string[] = [];
    for (const key of KEYS) {
      const { text, shown } = rendered(catalog, key);
      if (text.trim() === '') bad.push(`${key}: empty`);
      for (const wrong of ['undefined', 'NaN', '[object', '${', '{', '}'])
        if (text.includes(wrong)) bad.push(`${key}: contains ${wrong}`);
      for (const value of shown)
        if (!text.includes(String(value))) bad.push(`${key}: does not show ${value}`);
    }
    expect(bad).toEqual([]);
  });

  it('says why each kind of broken record does not replay', async () => {
    const catalog = await loadReplayMessages(lang);
    for (const code of Object.values(RECORD_ERRORS))
      expect(catalog.recordError[code].trim(), code).not.toBe('');
  });

  it('shortens a summary header only to fewer letters, and says what the best run counts', async () => {
    const catalog = await loadReplayMessages(lang);
    for (const [column, short] of Object.entries(catalog.summaryAbbr)) {
      const full = catalog[column as keyof typeof catalog.summaryAbbr];
      expect(short.length, column).toBeLessThan(full.length);
    }
    expect(catalog.longestRunNote).toContain(catalog.longestRun);
  });

  it('marks what a card is: revealed, offered, both or neither', async () => {
    const { cardLabel } = await loadReplayMessages(lang);
    const labels = [false, true].flatMap((revealed) =>
      [false, true].map((offered) => cardLabel({ value: 9, revealed, offered })),
    );
    expect(new Set(labels).size).toBe(4);
    for (const label of labels) expect(label).toContain('9');
  });
});

describe('the replay translations', () => {
  it('are translations: most sentences differ from the English', async () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const catalog = await loadReplayMessages(lang);
      const same = KEYS.filter((k) => rendered(catalog, k).text === rendered(enReplay, k).text);
      // The speed marks ("2×") and a word or two ("Trios", "Pause") are the same in several languages.
      expect(same.length, `${lang}: ${same.join(', ')}`).toBeLessThan(KEYS.length * 0.1);
    }
  });
});
