import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../shared/i18n';

/**
 * A language switch (web/state/i18n.ts) changes every part on show at once, including a part first
 * asked for while the switch was fetching the others: it loaded in the old language, and must not
 * stay in it (the game over's summary kept its English headers after a switch to French).
 */

/** Catalog fetches the test lets through one by one: `part:lang` → release. */
const held = new Map<string, () => void>();

vi.mock('../../shared/i18n', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../shared/i18n')>();
  const gate =
    <T>(name: string, load: (lang: Lang) => Promise<T>) =>
    (lang: Lang): Promise<T> =>
      new Promise<void>((resolve) => held.set(`${name}:${lang}`, resolve)).then(() => load(lang));
  return {
    ...real,
    loadMessages: gate('table', real.loadMessages),
    loadReplayMessages: gate('replay', real.loadReplayMessages),
  };
});

type I18n = typeof import('../../web/state/i18n');
let i18n: I18n;

/** Lets `key`'s fetch answer, once it has been asked for, and waits for what follows from it. */
async function release(key: string): Promise<void> {
  for (let i = 0; i < 50 && !held.has(key); i++) await new Promise((r) => setTimeout(r, 1));
  const go = held.get(key);
  if (!go) throw new Error(`${key} was never fetched (asked: ${[...held.keys()].join(', ')})`);
  held.delete(key);
  go();
  await new Promise((r) => setTimeout(r, 5));
}

beforeAll(async () => {
  vi.stubGlobal('location', { search: '' });
  vi.stubGlobal('navigator', { languages: ['en-US'], language: 'en-US' });
  vi.stubGlobal('document', { cookie: '', documentElement: { lang: '' } });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} });
  i18n = await import('../../web/state/i18n');
  const started = i18n.startLanguage();
  await release('table:en');
  await started;
});

describe('a language switch', () => {
  it('switches a part asked for while the switch was on its way', async () => {
    expect(i18n.lang.value).toBe('en');
    const switched = i18n.setLang('fr', false);
    // The summary asks for its words while the table's French words are still coming.
    const replay = i18n.loadReplayText();
    await release('replay:en');
    await replay;
    expect(i18n.replayText.value.player).toBe('Player');
    await release('table:fr');
    await release('replay:fr');
    await switched;
    expect(i18n.lang.value).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.replayText.value.player).toBe('Joueur');
  });
});
