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

/** Each catalog part's messages, by the part's folder name (shared/i18n/<part>/<lang>.ts). */
export interface Parts {
  table: Messages;
  lobby: LobbyMessages;
  over: OverMessages;
  team: TeamMessages;
  life: LifeMessages;
  bar: BarMessages;
  rules: RulesMessages;
  match: MatchMessages;
  learn: LearnMessages;
  replay: ReplayMessages;
  errors: ErrorMessages;
}

/** One language's catalog parts, each a lazy module (shared/i18n/packs/<lang>.ts). */
export type Pack = { [P in keyof Parts]: () => Promise<{ default: Parts[P] }> };

/**
 * The packs, one lazy module per language: a page's core holds six loaders, not one per part and
 * language, and the page's own pack comes in its first wave (vite/load-hints.ts hints it with the
 * language's catalogs), so asking for a part costs no extra round trip.
 */
const packs: Record<Lang, () => Promise<{ default: Pack }>> = {
  en: () => import('./packs/en'),
  fr: () => import('./packs/fr'),
  de: () => import('./packs/de'),
  es: () => import('./packs/es'),
  'pt-BR': () => import('./packs/pt-BR'),
  ja: () => import('./packs/ja'),
};

const load = <P extends keyof Parts>(part: P, lang: Lang): Promise<Parts[P]> =>
  packs[lang]()
    .then((pack) => pack.default[part]())
    .then((m) => m.default);

/** Fetches `lang`'s messages (a network request the first time; rejects when offline). */
export const loadMessages = (lang: Lang): Promise<Messages> => load('table', lang);
/** Fetches `lang`'s words for the pages before a table (home, joining, the lobby). */
export const loadLobbyMessages = (lang: Lang): Promise<LobbyMessages> => load('lobby', lang);
/** Fetches `lang`'s words of a game's end and a seat's progress to it (the result, the rematch). */
export const loadOverMessages = (lang: Lang): Promise<OverMessages> => load('over', lang);
/** Fetches `lang`'s words of a team game (the swap, the teams' trios, the log's team lines). */
export const loadTeamMessages = (lang: Lang): Promise<TeamMessages> => load('team', lang);
/** Fetches `lang`'s words of reactions, sounds, the score, the final hands and who is away. */
export const loadLifeMessages = (lang: Lang): Promise<LifeMessages> => load('life', lang);
/** Fetches `lang`'s words of the room's bars (the top bar's dialogs, the frame's keep-seat note). */
export const loadBarMessages = (lang: Lang): Promise<BarMessages> => load('bar', lang);
/** Fetches `lang`'s rules text. */
export const loadRulesText = (lang: Lang): Promise<RulesMessages> => load('rules', lang);
/** Fetches `lang`'s words of quick match and the open tables. */
export const loadMatchMessages = (lang: Lang): Promise<MatchMessages> => load('match', lang);
/** Fetches `lang`'s words of looking back at a game (the replay, the summary, the scrollback). */
export const loadReplayMessages = (lang: Lang): Promise<ReplayMessages> => load('replay', lang);
/** Fetches `lang`'s words of the guided first game and the local table (/learn, /play). */
export const loadLearnMessages = (lang: Lang): Promise<LearnMessages> => load('learn', lang);
/** Fetches `lang`'s error sentences. */
export const loadErrorMessages = (lang: Lang): Promise<ErrorMessages> => load('errors', lang);
