import { formatFor } from '../format';

/**
 * English, the source catalog of what a room page shows and reads out at the table (and every
 * page's chrome). Its keys and each message's parameters are the type `Messages` that every other
 * language must match exactly (a missing key, an extra key or a wrong parameter fails `tsc`).
 * The pages before a table (home, joining, the lobby) have their own catalog (../lobby), the
 * Worker's link previews theirs (../preview).
 *
 * Conventions: a message with one parameter takes it positionally; two or more take one object
 * with named fields. `name` is a player's name (never translated); `n`, `value`, `seconds` are
 * numbers. `Around` messages are the text before and after a highlighted name. The long rules
 * text and the error sentences are lazy catalogs of their own (../rules, ../errors).
 */

const f = formatFor('en');

/** Which end of a hand, for messages that name one. */
type End = 'lowest' | 'highest';

export const en = {
  // ── The page and its chrome
  /** `<html lang>` and `Intl`'s language. */
  lang: 'en',
  turnMark: '(Your turn) ',
  language: 'Language',
  crashTitle: 'Something went wrong',
  crashBody: 'The page hit an unexpected problem. Reload to try again: a seat you hold in a game is kept.',
  reload: 'Reload',
  somethingWrong: 'Something went wrong. Try again.',
  connected: 'Connected',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  reconnectNow: 'Reconnect now',
  offline: 'Offline',
  rules: 'Rules',
  show: 'Show',
  hide: 'Hide',
  // ── Names, settings and choices
  log: 'Log',
  /** "Team A" (the letter is given). */
  team: (letter: string) => `Team ${letter}`,
  /** The word before a team's letter, hidden on narrow screens. */
  teamWord: 'Team',
  botName: (n: number) => `Bot ${n}`,
  seatName: (n: number) => `Seat ${n}`,
  you: 'You',
  list: (items: readonly string[]) => f.list(items),

  // ── The embed
  rejoinLink: 'Rejoin link ↗',
  rejoinTitle: 'Continue this seat in a new tab (keep this link to yourself)',
  openNewTab: 'Open in a new tab ↗',
  openNewTabTitle: 'Open this game in a new tab',

  // ── Joining a room
  lookingForGame: 'Looking for the game…',
  connectingTable: 'Connecting to the table…',
  // ── The room's bar and dialogs
  watching: (n: number) => f.plural(n, { one: '1 watching', other: `${n} watching` }),
  // ── The lobby
  // ── At the table
  center: 'Center',
  thisTurn: 'This turn',
  yourHand: 'Your hand',
  spectating: 'You are watching this game.',
  centerSlot: (n: number) => `center slot ${n}`,
  slotEmpty: (n: number) => `center slot ${n}, empty`,
  slotFaceDown: (n: number) => `center slot ${n}, face down`,
  slotFaceUp: ({ n, value }: { n: number; value: number }) => `center slot ${n}, ${value} face up`,
  slotTurningBack: ({ n, value }: { n: number; value: number }) => `center slot ${n}, ${value}, turning back`,
  slotShort: (n: number) => `slot ${n}`,
  /** "Ana’s lowest card". */
  handCardOf: ({ name, end }: { name: string; end: End }) => `${name}’s ${end} card`,
  /** A revealed card's name for screen readers, "Ana’s lowest card:" (the value follows; `card` from handCardOf, yourHandCard or centerSlot). */
  cardIs: (card: string) => `${card}:`,
  /** "your lowest card". */
  yourHandCard: (end: End) => `your ${end} card`,
  /**
   * Under a revealed card, short, what follows the seat's name ("Ana" + " low"): the name comes
   * first in every language, and only it gives way to an ellipsis in a narrow slot.
   */
  handEndShort: (end: End): string => (end === 'lowest' ? ' low' : ' high'),
  yourEndShort: (end: End) => `your ${end === 'lowest' ? 'low' : 'high'}`,
  yourCardLowest: (value: number) => `your lowest card, ${value}`,
  yourCardHighest: (value: number) => `your highest card, ${value}`,
  yourCardLast: (value: number) => `your last card, ${value}`,
  yourCardMiddle: (value: number) => `your card, ${value}, out of reach`,
  /** A card of one's hand once the game is over: simply shown, nothing to reveal. */
  yourCardShown: (value: number) => `your card, ${value}`,
  yourRevealed: (value: number) => `your revealed card, ${value}`,
  handEmptyYours: 'Your hand is empty: reveal from the center and other hands.',
  handEmpty: 'empty hand',
  /** The word after a hand's card count, with the space the language puts before it. */
  cardsWord: (n: number) => f.plural(n, { one: ' card', other: ' cards' }),
  playingNow: (name: string) => `${name}, playing now`,
  deciding: 'deciding…',
  botPlaysIn: (seconds: number) => `a bot plays in ${seconds}\u00a0s`,
  botPlaysInShort: (seconds: number) => `bot in ${seconds}\u00a0s`,
  botPlaysForYouIn: (seconds: number) => `a bot plays for you in ${seconds}\u00a0s`,
  noTrios: 'no trios yet',
  triosOf: (name: string) => `${name}’s trios`,
  yourTrios: 'your trios',
  trioOf: (value: number) => `trio of ${value}s`,
  // ── The turn banner and this turn's row
  yourTurnReveal: 'Your turn: reveal a card',
  yourTurnFind: ({ more, value }: { more: number; value: number }) =>
    more === 1 ? `Your turn: find one more ${value}` : `Your turn: find two more ${value}s`,
  turnOf: (name: string) => `${name}’s turn`,
  /** A person's turn that a computer plays while they are away. */
  turnOfBot: (name: string) => `${name}’s turn (bot)`,
  reasonSevens: 'the trio of 7s',
  reasonThree: 'three trios',
  reasonConnected: 'two connected trios',
  youAreRevealing: 'You are revealing',
  isRevealing: (name: string) => `${name} is revealing`,
  noMatchBack: 'No match: the cards turn back',
  noMatchFor: (name: string) => `No match for ${name}: the cards turn back`,
  noMatchYourTurn: (name: string) => `No match for ${name}. Your turn: these turn back as you reveal`,
  noMatchYourTurnShort: (name: string) => `No match for ${name}. Your turn`,
  hideCards: 'Hide cards',
  youCollected: (value: number) => `You collected a trio of ${value}s!`,
  collected: ({ name, value }: { name: string; value: number }) => `${name} collected a trio of ${value}s!`,
  revealGlowing: 'Reveal a glowing card: from the center, or any hand’s lowest or highest.',
  revealGlowingShort: 'Reveal any glowing card',
  notConnected: 'Not connected right now. Your move was not sent.',

  // ── The team swap
  // ── The log
  gameLog: 'Game log',
  logGoalSimple: 'Simple: three trios win',
  logGoalSpicy: 'Spicy: two connected trios win',
  logGoalSpicyThree: 'Spicy: two connected trios or three trios win',
  logKeepsValues: 'open log: values stay',
  logForgetsValues: 'classic log: values vanish when cards turn back',
  logEarlier: '(earlier moves are not shown)',
  logEmpty: 'No moves yet.',
  /** "Ana revealed Bob’s lowest card:" (the value follows). */
  logRevealed: ({ name, card }: { name: string; card: string }) => `${name} revealed ${card}:`,
  logYouRevealed: (card: string) => `You revealed ${card}:`,
  ownCard: (end: End) => `their own ${end} card`,
  yourOwnCard: (end: End) => `your own ${end} card`,
  logMismatch: 'No match: the cards go back.',
  logTrio: ({ name, value }: { name: string; value: number }) => `${name} collected a trio of ${value}s!`,
  logYouTrio: (value: number) => `You collected a trio of ${value}s!`,
  logYourTurn: 'Your turn',
  logSwapStarted: 'The teams may swap a card.',
  logSwapped: (team: string) => `${team} swapped a card.`,
  logNoSwap: (team: string) => `${team} did not swap.`,
  logWon: (name: string) => `${name} won the game!`,
  logYouWon: 'You won the game!',
  logTeamWon: ({ team, names }: { team: string; names: string }) => `${team} won the game (${names})!`,
};

/** Every message of the room page and the chrome: English defines the keys and parameters. */
export type Messages = typeof en;

export default en;
