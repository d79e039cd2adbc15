import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '../../shared/i18n';
import { BAR, LIFE, LOBBY, MATCH, MESSAGES, OVER, PREVIEWS, TEAM } from '../../shared/i18n/all';
import { sampleArgs } from './samples';

/**
 * The words a native reader asked for (issue 29, points 5–8): one word for the computer players,
 * the French and Japanese lines that read unnaturally, the team's article, the modes' capitals,
 * German ellipses, and the rules' turn order and "no stopping early". Every message of every part
 * (the lazy ones too) is rendered with the samples, so a line cannot hide in a rarely used key.
 */

const lazyParts = async (lang: Lang) =>
  Promise.all(
    ['rules', 'replay', 'errors'].map(async (part) => ({
      mine: (await import(`../../shared/i18n/${part}/${lang}.ts`)).default as unknown,
      english: (await import(`../../shared/i18n/${part}/en.ts`)).default as unknown,
    })),
  );

/** The samples' arguments; for a parameter they lack (the replay's own), a number in each. */
function argsFor(english: unknown): unknown[] {
  try {
    return sampleArgs(english).args;
  } catch {
    const any = new Proxy({}, { get: (_, key) => (key === 'end' ? 'lowest' : 3) });
    return /^\s*\(\s*\{/.test(String(english)) ? [any] : [3, 3];
  }
}

/** Every text of a catalog (strings, list items, functions called with the samples). */
function texts(mine: unknown, english: unknown): string[] {
  if (typeof mine === 'string') return [mine];
  if (Array.isArray(mine)) return mine.flatMap((m, i) => texts(m, (english as unknown[])[i] ?? m));
  if (typeof mine === 'function') {
    const out = (mine as (...a: unknown[]) => unknown)(...argsFor(english));
    return Array.isArray(out) ? out.map(String) : [String(out)];
  }
  if (mine && typeof mine === 'object')
    return Object.entries(mine).flatMap(([k, v]) => texts(v, (english as Record<string, unknown>)[k] ?? v));
  return [];
}

async function all(lang: Lang): Promise<string[]> {
  const parts = [
    { mine: MESSAGES[lang], english: MESSAGES.en },
    { mine: LOBBY[lang], english: LOBBY.en },
    { mine: OVER[lang], english: OVER.en },
    { mine: TEAM[lang], english: TEAM.en },
    { mine: LIFE[lang], english: LIFE.en },
    { mine: BAR[lang], english: BAR.en },
    { mine: MATCH[lang], english: MATCH.en },
    { mine: PREVIEWS[lang], english: PREVIEWS.en },
    ...(await lazyParts(lang)),
  ];
  return parts.flatMap((p) => texts(p.mine, p.english));
}

/** The other words each language used for a bot before it chose one. */
const OTHER_BOT_WORDS: Record<Lang, RegExp> = {
  en: /\bcomputers?\b/i,
  fr: /ordinateur|virtuel/i,
  de: /computer/i,
  es: /virtual|ordenador|computadora/i,
  'pt-BR': /computador/i,
  ja: /コンピューター|CPU/,
};

describe.each(LANGUAGES)('the %s words', (lang) => {
  it('call the computer players by one word: the seat tag’s', async () => {
    const found = (await all(lang)).filter((t) => OTHER_BOT_WORDS[lang].test(t));
    expect(found).toEqual([]);
  });

  it('say in the rules that turns go clockwise and that a turn cannot stop early', async () => {
    const rules = (await import(`../../shared/i18n/rules/${lang}.ts`)).default;
    const clockwise = {
      en: 'clockwise',
      fr: 'aiguilles d’une montre',
      de: 'Uhrzeigersinn',
      es: 'agujas del reloj',
      'pt-BR': 'sentido horário',
      ja: '時計回り',
    };
    const official = {
      en: 'official rule',
      fr: 'règle officielle',
      de: 'offizielle Regel',
      es: 'regla oficial',
      'pt-BR': 'regra oficial',
      ja: '公式ルール',
    };
    expect(rules.turn).toContain(clockwise[lang]);
    expect(rules.turnList.join(' ')).toContain(official[lang]);
  });
});

describe('French', () => {
  it('names the replay one way, and says « en attente », « sans jouer », « absent », « Enchaînées »', async () => {
    const fr = await all('fr');
    expect(fr.filter((t) => /rediffusion|replay/i.test(t))).toEqual([]);
    expect(fr.filter((t) => /hors ligne/i.test(t))).toEqual(['Hors ligne']); // one's own connection only
    expect(fr.some((t) => /^attend depuis/.test(t))).toBe(false);
    expect(MATCH.fr.tableWaiting(4)).toBe('en attente depuis 4\u00a0s');
    expect(LOBBY.fr.justWatch).toBe('Regarder sans jouer');
    expect(LOBBY.fr.tagAway).toBe('absent');
    expect(LIFE.fr.away).toBe('absent');
    const replay = (await import('../../shared/i18n/replay/fr')).default;
    expect(replay.matches).toBe('Enchaînées');
    const rules = (await import('../../shared/i18n/rules/fr')).default;
    expect(rules.howSteps.join(' ')).not.toContain('Enchaînez');
  });
});

describe('a team that collected a trio starts the sentence with its article', () => {
  it.each([
    ['fr', 'Équipe B', 'L’équipe B a remporté un trio'],
    ['es', 'Equipo A', 'El equipo A consiguió'],
    ['pt-BR', 'Dupla A', 'A dupla A conquistou'],
  ] as const)('%s', (lang, who, start) => {
    expect(TEAM[lang].swapAfterTrio({ who, teams: 1 })).toMatch(new RegExp(`^${start}`));
    // A player's name stays as it is.
    expect(TEAM[lang].swapAfterTrio({ who: 'Ana', teams: 1 })).toMatch(/^Ana /);
  });
});

describe('Brazilian Portuguese and German', () => {
  it('pt-BR writes the modes as the settings do: “Picante”, “Simples”', async () => {
    expect((await all('pt-BR')).filter((t) => /\bpicante\b/.test(t))).toEqual([]);
  });

  it('German puts a no-break space before every ellipsis', async () => {
    expect((await all('de')).filter((t) => /[^\u00a0]…/.test(t))).toEqual([]);
  });
});

describe('Japanese', () => {
  it('reads naturally (the lines a native reader rewrote)', async () => {
    const ja = (await all('ja')).join('\n');
    for (const old of [
      '席を持っています',
      'ホームページ',
      '着席できます',
      '任意',
      'まだ知らない人',
      '席に着いています…',
      '見つけよう',
      'ゲームに勝ちました',
      'つながるトリオはもう無い',
      '同じ数字を渡して',
      '手札から出ます',
      '数えません',
      '2人の会話',
      '説明書のPicante',
      'された Trio の',
      '記載と違う勝者',
    ])
      expect(ja).not.toContain(old);
    expect(MATCH.ja.tableSeats(2)).toBe('空席2席');
    expect(MESSAGES.ja.logWon('さくら')).toBe('さくらの勝ち！');
    expect(LOBBY.ja.backToSeatLead).toContain('この端末からこのゲームに参加していました');
  });
});
