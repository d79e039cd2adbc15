import { deBar } from './bar/de';
import { type BarMessages, enBar } from './bar/en';
import { esBar } from './bar/es';
import { frBar } from './bar/fr';
import { jaBar } from './bar/ja';
import { ptBRBar } from './bar/pt-BR';
import type { Lang } from './languages';
import { deLife } from './life/de';
import { enLife, type LifeMessages } from './life/en';
import { esLife } from './life/es';
import { frLife } from './life/fr';
import { jaLife } from './life/ja';
import { ptBRLife } from './life/pt-BR';
import { deLobby } from './lobby/de';
import { enLobby, type LobbyMessages } from './lobby/en';
import { esLobby } from './lobby/es';
import { frLobby } from './lobby/fr';
import { jaLobby } from './lobby/ja';
import { ptBRLobby } from './lobby/pt-BR';
import { deMatch } from './match/de';
import { enMatch, type MatchMessages } from './match/en';
import { esMatch } from './match/es';
import { frMatch } from './match/fr';
import { jaMatch } from './match/ja';
import { ptBRMatch } from './match/pt-BR';
import { deOver } from './over/de';
import { enOver, type OverMessages } from './over/en';
import { esOver } from './over/es';
import { frOver } from './over/fr';
import { jaOver } from './over/ja';
import { ptBROver } from './over/pt-BR';
import { dePreview } from './preview/de';
import { enPreview, type PreviewMessages } from './preview/en';
import { esPreview } from './preview/es';
import { frPreview } from './preview/fr';
import { jaPreview } from './preview/ja';
import { ptBRPreview } from './preview/pt-BR';
import { de } from './table/de';
import { en, type Messages } from './table/en';
import { es } from './table/es';
import { fr } from './table/fr';
import { ja } from './table/ja';
import { ptBR } from './table/pt-BR';
import { deTeam } from './team/de';
import { enTeam, type TeamMessages } from './team/en';
import { esTeam } from './team/es';
import { frTeam } from './team/fr';
import { jaTeam } from './team/ja';
import { ptBRTeam } from './team/pt-BR';

/**
 * Every language's messages at once, for the Worker (link previews in the reader's language) and
 * the tests. The client never imports this module: it loads one language (index.ts).
 */
export const MESSAGES: Record<Lang, Messages> = { en, fr, de, es, 'pt-BR': ptBR, ja };

/** The words of the pages before a table, in every language. */
export const LOBBY: Record<Lang, LobbyMessages> = {
  en: enLobby,
  fr: frLobby,
  de: deLobby,
  es: esLobby,
  'pt-BR': ptBRLobby,
  ja: jaLobby,
};

/** The game over's words and a seat's progress to it, in every language. */
export const OVER: Record<Lang, OverMessages> = {
  en: enOver,
  fr: frOver,
  de: deOver,
  es: esOver,
  'pt-BR': ptBROver,
  ja: jaOver,
};

/** A team game's words, in every language. */
export const TEAM: Record<Lang, TeamMessages> = {
  en: enTeam,
  fr: frTeam,
  de: deTeam,
  es: esTeam,
  'pt-BR': ptBRTeam,
  ja: jaTeam,
};

/** Reactions, sounds, the score, the final hands and who is away, in every language. */
export const LIFE: Record<Lang, LifeMessages> = {
  en: enLife,
  fr: frLife,
  de: deLife,
  es: esLife,
  'pt-BR': ptBRLife,
  ja: jaLife,
};

/** The words of the room's bars (the top bar's dialogs, the frame's keep-seat note), in every language. */
export const BAR: Record<Lang, BarMessages> = {
  en: enBar,
  fr: frBar,
  de: deBar,
  es: esBar,
  'pt-BR': ptBRBar,
  ja: jaBar,
};

/** Quick match's and the open tables' words, in every language. */
export const MATCH: Record<Lang, MatchMessages> = {
  en: enMatch,
  fr: frMatch,
  de: deMatch,
  es: esMatch,
  'pt-BR': ptBRMatch,
  ja: jaMatch,
};

/** The link previews' own messages (Worker only: never shipped to the client). */
export const PREVIEWS: Record<Lang, PreviewMessages> = {
  en: enPreview,
  fr: frPreview,
  de: dePreview,
  es: esPreview,
  'pt-BR': ptBRPreview,
  ja: jaPreview,
};

export type {
  BarMessages,
  LifeMessages,
  LobbyMessages,
  MatchMessages,
  OverMessages,
  PreviewMessages,
  TeamMessages,
};
