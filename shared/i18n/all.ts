import type { Lang } from './languages';
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
import { deMore } from './more/de';
import { enMore, type MoreMessages } from './more/en';
import { esMore } from './more/es';
import { frMore } from './more/fr';
import { jaMore } from './more/ja';
import { ptBRMore } from './more/pt-BR';
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

/** The table's rarer words, in every language. */
export const MORE: Record<Lang, MoreMessages> = {
  en: enMore,
  fr: frMore,
  de: deMore,
  es: esMore,
  'pt-BR': ptBRMore,
  ja: jaMore,
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

export type { LobbyMessages, MatchMessages, MoreMessages, PreviewMessages };
