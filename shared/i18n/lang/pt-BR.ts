import { formatFor } from '../format';
import type { Messages } from './en';

/**
 * Brazilian Portuguese, with "você". The modes are "Simples" and "Picante" everywhere (settings,
 * rules, log, previews); trios are "conectados"; a team of two is a "dupla" ("Dupla A"). A number
 * as a noun is masculine ("seu 5", "mais um 7"), a card feminine ("a menor carta").
 */

const f = formatFor('pt-BR');

/** Which end of a hand, for messages that name one. */
type End = 'lowest' | 'highest';

/** "menor" / "maior": the end of a hand, before "carta". */
const endWord = (end: End) => (end === 'lowest' ? 'menor' : 'maior');

/**
 * A count's form: CLDR files 0 with 1 in Portuguese ("0 carta"), but Brazilian usage puts zero in
 * the plural ("0 cartas").
 */
const plural = (n: number, forms: { one: string; other: string }) =>
  n === 0 ? forms.other : f.plural(n, forms);

/** The number before a unit: "30 s" on one line. */
const sec = (seconds: number) => `${seconds}\u00a0s`;

export const ptBR: Messages = {
  // ── The page and its chrome
  lang: 'pt-BR',
  turnMark: '(Sua vez) ',
  language: 'Idioma',
  crashTitle: 'Algo deu errado',
  crashBody:
    'A página encontrou um problema inesperado. Recarregue para tentar de novo: seu lugar numa partida fica guardado.',
  reload: 'Recarregar',
  somethingWrong: 'Algo deu errado. Tente de novo.',
  connected: 'Conectado',
  connecting: 'Conectando…',
  reconnecting: 'Reconectando…',
  reconnectNow: 'Reconectar agora',
  offline: 'Offline',
  rules: 'Regras',
  show: 'Mostrar',
  hide: 'Ocultar',
  // ── Names, settings and choices
  log: 'Histórico',
  team: (letter: string) => `Dupla ${letter}`,
  teamWord: 'Dupla',
  botName: (n: number) => `Bot ${n}`,
  seatName: (n: number) => `Lugar ${n}`,
  you: 'Você',
  list: (items: readonly string[]) => f.list(items),

  // ── The embed
  rejoinLink: 'Link para voltar ↗',
  rejoinTitle: 'Continuar neste lugar em uma nova aba (guarde este link só para você)',
  openNewTab: 'Abrir em nova aba ↗',
  openNewTabTitle: 'Abrir esta partida em uma nova aba',

  // ── Joining a room
  lookingForGame: 'Procurando a partida…',
  connectingTable: 'Conectando à mesa…',
  // ── The room's bar and dialogs
  watching: (n: number) => plural(n, { one: '1 assistindo', other: `${n} assistindo` }),
  // ── The lobby
  // ── At the table
  center: 'Centro',
  thisTurn: 'Este turno',
  yourHand: 'Sua mão',
  spectating: 'Você está assistindo a esta partida.',
  /** With its article, like `handCardOf`: "Ana revelou o espaço 4 do centro:". */
  centerSlot: (n: number) => `o espaço ${n} do centro`,
  slotEmpty: (n: number) => `espaço ${n} do centro, vazio`,
  slotFaceDown: (n: number) => `espaço ${n} do centro, carta virada para baixo`,
  slotFaceUp: ({ n, value }: { n: number; value: number }) =>
    `espaço ${n} do centro, ${value} virado para cima`,
  slotTurningBack: ({ n, value }: { n: number; value: number }) =>
    `espaço ${n} do centro, ${value}, voltando a ficar virado para baixo`,
  slotShort: (n: number) => `espaço ${n}`,
  handCardOf: ({ name, end }: { name: string; end: End }) => `a ${endWord(end)} carta de ${name}`,
  cardIs: (card: string) => `${card}:`,
  yourHandCard: (end: End) => `sua ${endWord(end)} carta`,
  handEndShort: (end: End) => (end === 'lowest' ? ' mín.' : ' máx.'),
  yourEndShort: (end: End) => `sua ${endWord(end)}`,
  yourCardLowest: (value: number) => `sua menor carta, ${value}`,
  yourCardHighest: (value: number) => `sua maior carta, ${value}`,
  yourCardLast: (value: number) => `sua última carta, ${value}`,
  yourCardMiddle: (value: number) => `sua carta, ${value}, fora de alcance`,
  yourCardShown: (value: number) => `sua carta, ${value}`,
  yourRevealed: (value: number) => `sua carta revelada, ${value}`,
  handEmptyYours: 'Sua mão está vazia: revele cartas do centro e das outras mãos.',
  handEmpty: 'mão vazia',
  cardsWord: (n: number) => plural(n, { one: ' carta', other: ' cartas' }),
  playingNow: (name: string) => `${name}, jogando agora`,
  deciding: 'decidindo…',
  botPlaysIn: (seconds: number) => `um bot joga em ${sec(seconds)}`,
  botPlaysInShort: (seconds: number) => `bot em ${sec(seconds)}`,
  botPlaysForYouIn: (seconds: number) => `um bot joga por você em ${sec(seconds)}`,
  noTrios: 'nenhum trio ainda',
  triosOf: (name: string) => `trios de ${name}`,
  yourTrios: 'seus trios',
  trioOf: (value: number) => `trio de ${value}`,
  // ── The turn banner and this turn's row
  yourTurnReveal: 'Sua vez: revele uma carta',
  yourTurnFind: ({ more, value }: { more: number; value: number }) =>
    more === 1 ? `Sua vez: encontre mais um ${value}` : `Sua vez: encontre mais dois ${value}`,
  turnOf: (name: string) => `Vez de ${name}`,
  turnOfBot: (name: string) => `Vez de ${name} (bot)`,
  /** The reasons are "com …" phrases: "Você venceu com o trio de 7!". */
  reasonSevens: 'com o trio de 7',
  reasonThree: 'com três trios',
  reasonConnected: 'com dois trios conectados',
  youAreRevealing: 'Você está revelando',
  isRevealing: (name: string) => `${name} está revelando`,
  noMatchBack: 'Não combinou: as cartas voltam',
  noMatchFor: (name: string) => `Não deu para ${name}: as cartas voltam`,
  noMatchYourTurn: (name: string) => `Não deu para ${name}. Sua vez: estas cartas voltam quando você revelar`,
  noMatchYourTurnShort: (name: string) => `Não deu para ${name}. Sua vez`,
  hideCards: 'Esconder cartas',
  youCollected: (value: number) => `Você conquistou um trio de ${value}!`,
  collected: ({ name, value }: { name: string; value: number }) => `${name} conquistou um trio de ${value}!`,
  revealGlowing: 'Revele uma das cartas que brilham: do centro, ou a menor ou a maior de qualquer mão.',
  revealGlowingShort: 'Revele uma carta que brilha',
  notConnected: 'Sem conexão no momento. Sua jogada não foi enviada.',

  // ── The team swap
  // ── The log
  gameLog: 'Histórico da partida',
  logGoalSimple: 'Simples: três trios vencem',
  logGoalSpicy: 'Picante: dois trios conectados vencem',
  logGoalSpicyThree: 'Picante: dois trios conectados ou três trios vencem',
  logKeepsValues: 'histórico aberto: os valores ficam',
  logForgetsValues: 'histórico clássico: os valores somem quando as cartas voltam',
  logEarlier: '(as jogadas anteriores não aparecem)',
  logEmpty: 'Nenhuma jogada ainda.',
  logRevealed: ({ name, card }: { name: string; card: string }) => `${name} revelou ${card}:`,
  logYouRevealed: (card: string) => `Você revelou ${card}:`,
  ownCard: (end: End) => `a ${endWord(end)} carta da própria mão`,
  yourOwnCard: (end: End) => `a ${endWord(end)} carta da sua própria mão`,
  logMismatch: 'Não combinou: as cartas voltam.',
  logTrio: ({ name, value }: { name: string; value: number }) => `${name} conquistou um trio de ${value}!`,
  logYouTrio: (value: number) => `Você conquistou um trio de ${value}!`,
  logYourTurn: 'Sua vez',
  logSwapStarted: 'As duplas podem trocar uma carta.',
  logSwapped: (team: string) => `${team} trocou uma carta.`,
  logNoSwap: (team: string) => `${team} não trocou.`,
  logWon: (name: string) => `${name} venceu a partida!`,
  logYouWon: 'Você venceu a partida!',
  logTeamWon: ({ team, names }: { team: string; names: string }) => `${team} (${names}) venceu a partida!`,
};

export default ptBR;
