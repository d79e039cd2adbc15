import type { ErrorCode } from '../protocol/errors';
import type { BarMessages } from './bar/en';
import type { Lang } from './languages';
import type { LearnMessages } from './learn/en';
import type { LifeMessages } from './life/en';
import type { LobbyMessages } from './lobby/en';
import type { MatchMessages } from './match/en';
import type { OverMessages } from './over/en';
import type { ReplayMessages } from './replay/en';
import type { RulesMessages } from './rules/en';
import type { Messages } from './table/en';
import type { TeamMessages } from './team/en';

/**
 * The catalogs, each language its own lazily loaded module (one chunk per language and part, so
 * a page first loads only its player's language), each part named by what it holds: `Messages`
 * (the table, and every page's chrome), `LobbyMessages` (the pages before a table: home, the
 * embed's start, joining, the lobby; fetched with those screens), `OverMessages` (the game over
 * and a seat's progress to it), `TeamMessages` (a team game's swap and words), `LifeMessages`
 * (reactions, sounds, the score, the final hands, who is away), `BarMessages` (the top bar's
 * dialogs, the frame's keep-seat note): the table's lazy parts fetch these with their code.
 * `RulesMessages` (the rules panel and "How to play", fetched when shown), quick match's words
 * (`MatchMessages`), the replay's (`ReplayMessages`), the guided first game's (`LearnMessages`)
 * and the error sentences (fetched when idle). The Worker's previews: all.ts. English is the source
 * of every type.
 */

export type { Format, PluralForms } from './format';
export { formatFor } from './format';
export type { Lang } from './languages';
export {
  isLang,
  LANGUAGES,
  langFromAcceptLanguage,
  matchLang,
  pickLang,
} from './languages';
export type {
  BarMessages,
  LearnMessages,
  LifeMessages,
  LobbyMessages,
  MatchMessages,
  Messages,
  OverMessages,
  ReplayMessages,
  RulesMessages,
  TeamMessages,
};
export type ErrorMessages = Record<ErrorCode, string>;

type Loaders<T> = Record<Lang, () => Promise<{ default: T }>>;

const messages: Loaders<Messages> = {
  en: () => import('./table/en'),
  fr: () => import('./table/fr'),
  de: () => import('./table/de'),
  es: () => import('./table/es'),
  'pt-BR': () => import('./table/pt-BR'),
  ja: () => import('./table/ja'),
};

const join: Loaders<LobbyMessages> = {
  en: () => import('./lobby/en'),
  fr: () => import('./lobby/fr'),
  de: () => import('./lobby/de'),
  es: () => import('./lobby/es'),
  'pt-BR': () => import('./lobby/pt-BR'),
  ja: () => import('./lobby/ja'),
};

const over: Loaders<OverMessages> = {
  en: () => import('./over/en'),
  fr: () => import('./over/fr'),
  de: () => import('./over/de'),
  es: () => import('./over/es'),
  'pt-BR': () => import('./over/pt-BR'),
  ja: () => import('./over/ja'),
};

const team: Loaders<TeamMessages> = {
  en: () => import('./team/en'),
  fr: () => import('./team/fr'),
  de: () => import('./team/de'),
  es: () => import('./team/es'),
  'pt-BR': () => import('./team/pt-BR'),
  ja: () => import('./team/ja'),
};

const life: Loaders<LifeMessages> = {
  en: () => import('./life/en'),
  fr: () => import('./life/fr'),
  de: () => import('./life/de'),
  es: () => import('./life/es'),
  'pt-BR': () => import('./life/pt-BR'),
  ja: () => import('./life/ja'),
};

const bar: Loaders<BarMessages> = {
  en: () => import('./bar/en'),
  fr: () => import('./bar/fr'),
  de: () => import('./bar/de'),
  es: () => import('./bar/es'),
  'pt-BR': () => import('./bar/pt-BR'),
  ja: () => import('./bar/ja'),
};

const rules: Loaders<RulesMessages> = {
  en: () => import('./rules/en'),
  fr: () => import('./rules/fr'),
  de: () => import('./rules/de'),
  es: () => import('./rules/es'),
  'pt-BR': () => import('./rules/pt-BR'),
  ja: () => import('./rules/ja'),
};

const match: Loaders<MatchMessages> = {
  en: () => import('./match/en'),
  fr: () => import('./match/fr'),
  de: () => import('./match/de'),
  es: () => import('./match/es'),
  'pt-BR': () => import('./match/pt-BR'),
  ja: () => import('./match/ja'),
};

const learn: Loaders<LearnMessages> = {
  en: () => import('./learn/en'),
  fr: () => import('./learn/fr'),
  de: () => import('./learn/de'),
  es: () => import('./learn/es'),
  'pt-BR': () => import('./learn/pt-BR'),
  ja: () => import('./learn/ja'),
};

const replay: Loaders<ReplayMessages> = {
  en: () => import('./replay/en'),
  fr: () => import('./replay/fr'),
  de: () => import('./replay/de'),
  es: () => import('./replay/es'),
  'pt-BR': () => import('./replay/pt-BR'),
  ja: () => import('./replay/ja'),
};

const errors: Loaders<ErrorMessages> = {
  en: () => import('./errors/en'),
  fr: () => import('./errors/fr'),
  de: () => import('./errors/de'),
  es: () => import('./errors/es'),
  'pt-BR': () => import('./errors/pt-BR'),
  ja: () => import('./errors/ja'),
};

const load = <T>(loaders: Loaders<T>, lang: Lang): Promise<T> => loaders[lang]().then((m) => m.default);

/** Fetches `lang`'s messages (a network request the first time; rejects when offline). */
export const loadMessages = (lang: Lang): Promise<Messages> => load(messages, lang);
/** Fetches `lang`'s words for the pages before a table (home, joining, the lobby). */
export const loadLobbyMessages = (lang: Lang): Promise<LobbyMessages> => load(join, lang);
/** Fetches `lang`'s words of a game's end and a seat's progress to it (the result, the rematch). */
export const loadOverMessages = (lang: Lang): Promise<OverMessages> => load(over, lang);
/** Fetches `lang`'s words of a team game (the swap, the teams' trios, the log's team lines). */
export const loadTeamMessages = (lang: Lang): Promise<TeamMessages> => load(team, lang);
/** Fetches `lang`'s words of reactions, sounds, the score, the final hands and who is away. */
export const loadLifeMessages = (lang: Lang): Promise<LifeMessages> => load(life, lang);
/** Fetches `lang`'s words of the room's bars (the top bar's dialogs, the frame's keep-seat note). */
export const loadBarMessages = (lang: Lang): Promise<BarMessages> => load(bar, lang);
/** Fetches `lang`'s rules text. */
export const loadRulesText = (lang: Lang): Promise<RulesMessages> => load(rules, lang);
/** Fetches `lang`'s words of quick match and the open tables. */
export const loadMatchMessages = (lang: Lang): Promise<MatchMessages> => load(match, lang);
/** Fetches `lang`'s words of looking back at a game (the replay, the summary, the scrollback). */
export const loadReplayMessages = (lang: Lang): Promise<ReplayMessages> => load(replay, lang);
/** Fetches `lang`'s words of the guided first game and the local table (/learn, /play). */
export const loadLearnMessages = (lang: Lang): Promise<LearnMessages> => load(learn, lang);
/** Fetches `lang`'s error sentences. */
export const loadErrorMessages = (lang: Lang): Promise<ErrorMessages> => load(errors, lang);
