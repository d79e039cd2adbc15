import { formatFor } from '../format';
import type { Messages } from './en';

/**
 * Spanish, for Spain and Latin America alike: the player is «tú», and plural «you» is avoided
 * (neither «vosotros» nor «ustedes»). Modes «Simple» and «Picante», «tríos conectados», «la carta
 * más baja / más alta», «trío de 7». Opening ¿ ¡, no space before punctuation.
 */

const f = formatFor('es');

type End = 'lowest' | 'highest';

const TEAM = 'Equipo ';
/** «El equipo A» at the start of a sentence. */
const TheTeam = (team: string) => (team.startsWith(TEAM) ? `El equipo ${team.slice(TEAM.length)}` : team);

const endCard = (end: End) => (end === 'lowest' ? 'carta más baja' : 'carta más alta');
const endShort = (end: End) => (end === 'lowest' ? 'mín.' : 'máx.');

export const es: Messages = {
  // ── The page and its chrome
  lang: 'es',
  turnMark: '(Tu turno) ',
  language: 'Idioma',
  crashTitle: 'Algo salió mal',
  crashBody:
    'La página tuvo un problema inesperado. Recárgala para intentarlo de nuevo: si tienes un asiento en una partida, lo conservas.',
  reload: 'Recargar',
  somethingWrong: 'Algo salió mal. Inténtalo de nuevo.',
  connected: 'En línea',
  connecting: 'Conectando…',
  reconnecting: 'Reconectando…',
  reconnectNow: 'Reconectar ahora',
  offline: 'Sin conexión',
  rules: 'Reglas',
  show: 'Mostrar',
  hide: 'Ocultar',
  // ── Names, settings and choices
  log: 'Historial',
  team: (letter: string) => `${TEAM}${letter}`,
  teamWord: 'Equipo',
  botName: (n: number) => `Bot ${n}`,
  seatName: (n: number) => `Asiento ${n}`,
  you: 'Tú',
  list: (items: readonly string[]) => f.list(items),

  // ── The embed
  rejoinLink: 'Enlace para volver ↗',
  rejoinTitle: 'Continúa en este asiento en una pestaña nueva (no compartas este enlace)',
  openNewTab: 'Abrir en una pestaña nueva ↗',
  openNewTabTitle: 'Abrir esta partida en una pestaña nueva',

  // ── Joining a room
  lookingForGame: 'Buscando la partida…',
  connectingTable: 'Conectando con la mesa…',
  // ── The room's bar and dialogs
  watching: (n: number) => f.plural(n, { one: `${n} espectador`, other: `${n} espectadores` }),
  // ── The lobby
  // ── At the table
  center: 'Centro',
  thisTurn: 'Este turno',
  yourHand: 'Tu mano',
  spectating: 'Estás mirando esta partida.',
  centerSlot: (n: number) => `la posición ${n} del centro`,
  slotEmpty: (n: number) => `posición ${n} del centro, vacía`,
  slotFaceDown: (n: number) => `posición ${n} del centro, boca abajo`,
  slotFaceUp: ({ n, value }: { n: number; value: number }) =>
    `posición ${n} del centro, ${value} boca arriba`,
  slotTurningBack: ({ n, value }: { n: number; value: number }) =>
    `posición ${n} del centro, ${value}, volviéndose boca abajo`,
  slotShort: (n: number) => `centro ${n}`,
  handCardOf: ({ name, end }: { name: string; end: End }) => `la ${endCard(end)} de ${name}`,
  cardIs: (card: string) => `${card}:`,
  yourHandCard: (end: End) => `tu ${endCard(end)}`,
  handEndShort: (end: End) => ` ${endShort(end)}`,
  yourEndShort: (end: End) => `tu ${endShort(end)}`,
  yourCardLowest: (value: number) => `tu carta más baja, ${value}`,
  yourCardHighest: (value: number) => `tu carta más alta, ${value}`,
  yourCardLast: (value: number) => `tu última carta, ${value}`,
  yourCardMiddle: (value: number) => `tu carta, ${value}, fuera de alcance`,
  yourCardShown: (value: number) => `tu carta, ${value}`,
  yourRevealed: (value: number) => `tu carta revelada, ${value}`,
  handEmptyYours: 'Tu mano está vacía: revela del centro y de las otras manos.',
  handEmpty: 'mano vacía',
  cardsWord: (n: number) => f.plural(n, { one: ' carta', other: ' cartas' }),
  playingNow: (name: string) => `${name}, jugando ahora`,
  deciding: 'pensando…',
  botPlaysIn: (seconds: number) => `un bot juega en ${seconds}\u00a0s`,
  botPlaysInShort: (seconds: number) => `bot en ${seconds}\u00a0s`,
  botPlaysForYouIn: (seconds: number) => `un bot juega por ti en ${seconds}\u00a0s`,
  noTrios: 'aún sin tríos',
  triosOf: (name: string) => `los tríos de ${name}`,
  yourTrios: 'tus tríos',
  trioOf: (value: number) => `trío de ${value}`,
  // ── The turn banner and this turn's row
  yourTurnReveal: 'Tu turno: revela una carta',
  yourTurnFind: ({ more, value }: { more: number; value: number }) =>
    more === 1 ? `Tu turno: encuentra otro ${value}` : `Tu turno: encuentra dos ${value} más`,
  turnOf: (name: string) => `Turno de ${name}`,
  turnOfBot: (name: string) => `Turno de ${name} (bot)`,
  reasonSevens: 'el trío de 7',
  reasonThree: 'tres tríos',
  reasonConnected: 'dos tríos conectados',
  youAreRevealing: 'Estás revelando',
  isRevealing: (name: string) => `${name} está revelando`,
  noMatchBack: 'No coinciden: las cartas vuelven a su sitio',
  noMatchFor: (name: string) => `${name} falla: las cartas vuelven a su sitio`,
  noMatchYourTurn: (name: string) => `${name} falla. Tu turno: se ocultan en cuanto reveles una carta`,
  noMatchYourTurnShort: (name: string) => `${name} falla. Tu turno`,
  hideCards: 'Ocultar cartas',
  youCollected: (value: number) => `¡Conseguiste un trío de ${value}!`,
  collected: ({ name, value }: { name: string; value: number }) => `¡${name} consiguió un trío de ${value}!`,
  revealGlowing: 'Revela una carta iluminada: del centro, o la más baja o la más alta de cualquier mano.',
  revealGlowingShort: 'Revela una carta iluminada',
  notConnected: 'Ahora mismo no hay conexión. Tu jugada no se envió.',

  // ── The team swap
  // ── The log
  gameLog: 'Historial de la partida',
  logGoalSimple: 'Simple: ganan tres tríos',
  logGoalSpicy: 'Picante: ganan dos tríos conectados',
  logGoalSpicyThree: 'Picante: ganan dos tríos conectados o tres tríos',
  logKeepsValues: 'historial abierto: los valores se quedan',
  logForgetsValues: 'historial clásico: los valores desaparecen cuando las cartas vuelven a su sitio',
  logEarlier: '(no se muestran las jugadas anteriores)',
  logEmpty: 'Aún no hay jugadas.',
  logRevealed: ({ name, card }: { name: string; card: string }) => `${name} reveló ${card}:`,
  logYouRevealed: (card: string) => `Revelaste ${card}:`,
  ownCard: (end: End) => `su propia ${endCard(end)}`,
  yourOwnCard: (end: End) => `tu propia ${endCard(end)}`,
  logMismatch: 'No coinciden: las cartas vuelven a su sitio.',
  logTrio: ({ name, value }: { name: string; value: number }) => `¡${name} consiguió un trío de ${value}!`,
  logYouTrio: (value: number) => `¡Conseguiste un trío de ${value}!`,
  logYourTurn: 'Tu turno',
  logSwapStarted: 'Los equipos pueden intercambiar una carta.',
  logSwapped: (team: string) => `${TheTeam(team)} intercambió una carta.`,
  logNoSwap: (team: string) => `${TheTeam(team)} no intercambió.`,
  logWon: (name: string) => `¡${name} ganó la partida!`,
  logYouWon: '¡Ganaste la partida!',
  logTeamWon: ({ team, names }: { team: string; names: string }) =>
    `¡${TheTeam(team)} (${names}) ganó la partida!`,
};

export default es;
