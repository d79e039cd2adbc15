import type { Page } from 'playwright-core';
import type { Lang } from '../../shared/i18n';
import { BAR, LIFE, LOBBY, MESSAGES, OVER, TEAM } from '../../shared/i18n/all';
import { enLobby } from '../../shared/i18n/lobby/en';
import { deRules } from '../../shared/i18n/rules/de';
import { enRules } from '../../shared/i18n/rules/en';
import { esRules } from '../../shared/i18n/rules/es';
import { frRules } from '../../shared/i18n/rules/fr';
import { jaRules } from '../../shared/i18n/rules/ja';
import { ptBRRules } from '../../shared/i18n/rules/pt-BR';
import { en } from '../../shared/i18n/table/en';
import { render } from '../i18n/samples';

/**
 * The English a page in another language must not show: every piece of the English catalog that
 * the other language does not also use (a static message whole; a message with parameters, each
 * fixed piece of at least two words between its parameters; the rules' sentences, piece by piece).
 */

const RULES = { en: enRules, fr: frRules, de: deRules, es: esRules, 'pt-BR': ptBRRules, ja: jaRules };

const MARKERS =
  /Zoë|Q|ab12cd34|CARDX|TEAMX|NAMESX|REASONX|LEVELX|STATEX|PAIRX|SUMX|WHOX|VALUESX|ITEM\d|⟨NAME⟩|\d+/;

function pieces(text: string): string[] {
  return text
    .split(new RegExp(MARKERS.source, 'g'))
    .flatMap((p) => p.split(/\*\*|_/))
    .map((p) => p.replace(/^[\s,.:;!?()’'·—–-]+|[\s,.:;!?()’'·—–-]+$/g, ''))
    .filter((p) => p.length >= 6 && /\s/.test(p) && /[a-z]{3}/.test(p));
}

/** Every English fragment a page in `lang` must not contain. */
export function englishFragments(lang: Lang): string[] {
  const catalogs: [Record<string, unknown>, Record<string, unknown>][] = [
    [MESSAGES[lang], en],
    [LOBBY[lang], enLobby],
    [OVER[lang], OVER.en],
    [TEAM[lang], TEAM.en],
    [LIFE[lang], LIFE.en],
    [BAR[lang], BAR.en],
  ];
  // The rules quote the French booklet in every language: what the other language writes too is not left over.
  const theirs = [
    ...catalogs.flatMap(([other, source]) => Object.keys(source).map((k) => render(other, source, k))),
    ...Object.values(RULES[lang]).flat(),
  ].join('\n');
  const mine = catalogs.flatMap(([, source]) =>
    Object.keys(source).flatMap((k) => {
      const text = render(source, source, k);
      return typeof source[k] === 'string' && text.length >= 4 && /[a-z]{3}/.test(text)
        ? [text, ...pieces(text)]
        : pieces(text);
    }),
  );
  const rules = Object.values(enRules).flat().flatMap(pieces);
  // What the other language writes the same way (a mode name, "Trio Online") is not English left over.
  return [...new Set([...mine, ...rules])].filter((p) => !theirs.includes(p));
}

/** Everything a person can read or hear on the page: its text, accessible names, titles, placeholders. */
export async function readableText(page: Page): Promise<string> {
  const text: unknown = await page.evaluate(`(() => {
    const parts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(a);
        if (v) parts.push(v);
      }
    return parts.join('\\n');
  })()`);
  return String(text);
}

/** The English fragments the page shows right now (an empty list in a well-translated page). */
export async function englishOnPage(page: Page, fragments: readonly string[]): Promise<string[]> {
  const text = await readableText(page);
  return fragments.filter((f) => text.includes(f));
}
