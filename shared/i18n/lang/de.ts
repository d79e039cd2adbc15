import { formatFor } from '../format';
import type { Messages } from './en';

/**
 * German, with "du" (the friendly address). The modes are "Einfach" and "Scharf" everywhere
 * (settings, rules, log, previews); a trio of 7s is the "7er-Trio". A player's name never takes a
 * genitive -s (it breaks on "Max" or "Bot 2"): the messages say "von Ana" or put the name first.
 * An ellipsis follows its word after a no-break space ("Verbinde …"), a unit after its number.
 */

const f = formatFor('de');

/** Which end of a hand, for messages that name one. */
type End = 'lowest' | 'highest';

/** "niedrigste" / "höchste": the adjective after an article or a possessive (feminine, Karte). */
const endWord = (end: End) => (end === 'lowest' ? 'niedrigste' : 'höchste');
/** Under a revealed card, where a line is a card wide. */
const endShort = (end: End) => (end === 'lowest' ? 'min.' : 'max.');

/** The number before a unit: "30 s" on one line. */
const sec = (seconds: number) => `${seconds}\u00a0s`;

export const de: Messages = {
  // ── The page and its chrome
  lang: 'de',
  turnMark: '(Du bist dran) ',
  language: 'Sprache',
  crashTitle: 'Etwas ist schiefgelaufen',
  crashBody:
    'Auf der Seite ist ein unerwarteter Fehler aufgetreten. Lade sie neu, um es noch einmal zu versuchen: Dein Platz in einer Partie bleibt dir erhalten.',
  reload: 'Neu laden',
  somethingWrong: 'Etwas ist schiefgelaufen. Versuch es noch einmal.',
  connected: 'Verbunden',
  connecting: 'Verbinde\u00a0…',
  reconnecting: 'Verbinde neu\u00a0…',
  reconnectNow: 'Jetzt neu verbinden',
  offline: 'Offline',
  rules: 'Regeln',
  show: 'Anzeigen',
  hide: 'Ausblenden',
  // ── Names, settings and choices
  log: 'Protokoll',
  team: (letter: string) => `Team ${letter}`,
  teamWord: 'Team',
  botName: (n: number) => `Bot ${n}`,
  seatName: (n: number) => `Platz ${n}`,
  you: 'Du',
  list: (items: readonly string[]) => f.list(items),

  // ── The embed
  rejoinLink: 'Rückkehr-Link ↗',
  rejoinTitle: 'Diesen Platz in einem neuen Tab weiterspielen (behalte den Link für dich)',
  openNewTab: 'In neuem Tab öffnen ↗',
  openNewTabTitle: 'Diese Partie in einem neuen Tab öffnen',

  // ── Joining a room
  lookingForGame: 'Suche die Partie\u00a0…',
  connectingTable: 'Verbinde mit dem Tisch\u00a0…',
  // ── The room's bar and dialogs
  watching: (n: number) => f.plural(n, { one: '1 schaut zu', other: `${n} schauen zu` }),
  // ── The lobby
  // ── At the table
  center: 'Mitte',
  thisTurn: 'Dieser Zug',
  yourHand: 'Deine Hand',
  spectating: 'Du schaust bei dieser Partie zu.',
  centerSlot: (n: number) => `Feld ${n} in der Mitte`,
  slotEmpty: (n: number) => `Feld ${n} in der Mitte, leer`,
  slotFaceDown: (n: number) => `Feld ${n} in der Mitte, verdeckt`,
  slotFaceUp: ({ n, value }: { n: number; value: number }) => `Feld ${n} in der Mitte, ${value} aufgedeckt`,
  slotTurningBack: ({ n, value }: { n: number; value: number }) =>
    `Feld ${n} in der Mitte, ${value}, wird wieder verdeckt`,
  slotShort: (n: number) => `Feld ${n}`,
  /** "die niedrigste Karte von Ana": the same in the nominative and the accusative (the log). */
  handCardOf: ({ name, end }: { name: string; end: End }) => `die ${endWord(end)} Karte von ${name}`,
  cardIs: (card: string) => `${card}:`,
  yourHandCard: (end: End) => `deine ${endWord(end)} Karte`,
  handEndShort: (end: End) => ` ${endShort(end)}`,
  yourEndShort: (end: End) => `deine ${endShort(end)}`,
  yourCardLowest: (value: number) => `deine niedrigste Karte, ${value}`,
  yourCardHighest: (value: number) => `deine höchste Karte, ${value}`,
  yourCardLast: (value: number) => `deine letzte Karte, ${value}`,
  yourCardMiddle: (value: number) => `deine Karte, ${value}, nicht erreichbar`,
  yourCardShown: (value: number) => `deine Karte, ${value}`,
  yourRevealed: (value: number) => `deine aufgedeckte Karte, ${value}`,
  handEmptyYours: 'Deine Hand ist leer: Du deckst in der Mitte und bei den anderen auf.',
  handEmpty: 'leere Hand',
  cardsWord: (n: number) => f.plural(n, { one: ' Karte', other: ' Karten' }),
  playingNow: (name: string) => `${name}, gerade am Zug`,
  deciding: 'überlegt\u00a0…',
  botPlaysIn: (seconds: number) => `ein Bot spielt in ${sec(seconds)}`,
  botPlaysInShort: (seconds: number) => `Bot in ${sec(seconds)}`,
  botPlaysForYouIn: (seconds: number) => `ein Bot spielt in ${sec(seconds)} für dich`,
  noTrios: 'noch keine Trios',
  triosOf: (name: string) => `Trios von ${name}`,
  yourTrios: 'deine Trios',
  trioOf: (value: number) => `${value}er-Trio`,
  // ── The turn banner and this turn's row
  yourTurnReveal: 'Du bist dran: Deck eine Karte auf',
  yourTurnFind: ({ more, value }: { more: number; value: number }) =>
    more === 1 ? `Du bist dran: Finde noch eine ${value}` : `Du bist dran: Finde noch zweimal die ${value}`,
  turnOf: (name: string) => `${name} ist dran`,
  turnOfBot: (name: string) => `${name} ist dran (Bot)`,
  /** The reasons are "mit …" phrases: "Du gewinnst mit dem 7er-Trio!". */
  reasonSevens: 'mit dem 7er-Trio',
  reasonThree: 'mit drei Trios',
  reasonConnected: 'mit zwei verbundenen Trios',
  youAreRevealing: 'Du deckst auf',
  isRevealing: (name: string) => `${name} deckt auf`,
  noMatchBack: 'Kein Treffer: Die Karten gehen zurück',
  noMatchFor: (name: string) => `Kein Treffer für ${name}: Die Karten gehen zurück`,
  noMatchYourTurn: (name: string) =>
    `Kein Treffer für ${name}. Du bist dran: Die Karten gehen zurück, sobald du aufdeckst`,
  noMatchYourTurnShort: (name: string) => `Kein Treffer für ${name}. Du bist dran`,
  hideCards: 'Karten verdecken',
  youCollected: (value: number) => `Du hast ein ${value}er-Trio gesammelt!`,
  collected: ({ name, value }: { name: string; value: number }) =>
    `${name} hat ein ${value}er-Trio gesammelt!`,
  revealGlowing: 'Deck eine leuchtende Karte auf: in der Mitte oder die niedrigste oder höchste einer Hand.',
  revealGlowingShort: 'Deck eine leuchtende Karte auf',
  notConnected: 'Gerade keine Verbindung. Dein Zug wurde nicht gesendet.',

  // ── The team swap
  // ── The log
  gameLog: 'Spielprotokoll',
  logGoalSimple: 'Einfach: Drei Trios gewinnen',
  logGoalSpicy: 'Scharf: Zwei verbundene Trios gewinnen',
  logGoalSpicyThree: 'Scharf: Zwei verbundene Trios oder drei Trios gewinnen',
  logKeepsValues: 'offenes Protokoll: Die Werte bleiben stehen',
  logForgetsValues: 'klassisches Protokoll: Die Werte verschwinden, wenn die Karten zurückgehen',
  logEarlier: '(frühere Züge werden nicht angezeigt)',
  logEmpty: 'Noch keine Züge.',
  logRevealed: ({ name, card }: { name: string; card: string }) => `${name} hat ${card} aufgedeckt:`,
  logYouRevealed: (card: string) => `Du hast ${card} aufgedeckt:`,
  ownCard: (end: End) => `die eigene ${endWord(end)} Karte`,
  yourOwnCard: (end: End) => `deine eigene ${endWord(end)} Karte`,
  logMismatch: 'Kein Treffer: Die Karten gehen zurück.',
  logTrio: ({ name, value }: { name: string; value: number }) => `${name} hat ein ${value}er-Trio gesammelt!`,
  logYouTrio: (value: number) => `Du hast ein ${value}er-Trio gesammelt!`,
  logYourTurn: 'Du bist dran',
  logSwapStarted: 'Die Teams dürfen eine Karte tauschen.',
  logSwapped: (team: string) => `${team} hat eine Karte getauscht.`,
  logNoSwap: (team: string) => `${team} hat nicht getauscht.`,
  logWon: (name: string) => `${name} hat die Partie gewonnen!`,
  logYouWon: 'Du hast die Partie gewonnen!',
  logTeamWon: ({ team, names }: { team: string; names: string }) =>
    `${team} (${names}) hat die Partie gewonnen!`,
};

export default de;
