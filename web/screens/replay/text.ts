import type { RecordErrorCode } from '../../../shared/record/errors';

/**
 * The replay's words (English). Interim: these move into the language catalogs (shared/i18n)
 * when they land, in every language; components read them through `text` only.
 */

type End = 'lowest' | 'highest';

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

export const text = {
  replay: 'Replay',
  gameNumber: (n: number) => `Game ${n}`,
  savedGame: 'Saved game',
  loading: 'Loading the game…',
  backToRoom: 'Back to the room',
  home: 'Trio',
  openTitle: 'Watch a saved game',
  openHint: 'Open a game saved from a replay (a .trio.json file). It plays here, without the server.',
  openFile: 'Open a file…',
  openOther: 'Open another file…',
  save: 'Save',
  saveTitle: 'Download this game as a .trio.json file, to watch it again anywhere',
  // Controls
  controls: 'Replay controls',
  first: 'First step',
  previous: 'Previous step',
  next: 'Next step',
  last: 'Last step',
  play: 'Play',
  pause: 'Pause',
  speed: 'Speed',
  speedX: (n: number) => `${n}×`,
  stepSlider: 'Step',
  stepOf: ({ step, total }: { step: number; total: number }) => `Step ${step} of ${total}`,
  keysHint: '← → step · Home / End',
  // The board
  center: 'Center',
  thisTurn: 'This turn',
  revealedMark: 'revealed this turn',
  offeredMark: 'offered',
  deciding: 'deciding…',
  offers: 'offers a card',
  declines: 'declines',
  noTrios: 'no trios',
  triosOf: (name: string) => `${name}’s trios`,
  cardLabel: ({ value, revealed, offered }: { value: number; revealed: boolean; offered: boolean }) =>
    `${value}${revealed ? ', revealed this turn' : ''}${offered ? ', offered to the partner' : ''}`,
  handOf: (name: string) => `${name}’s hand`,
  slotLabel: ({ n, value, revealed }: { n: number; value: number | null; revealed: boolean }) =>
    value === null
      ? `center slot ${n}, empty`
      : `center slot ${n}, ${value}${revealed ? ', revealed this turn' : ''}`,
  outcomeMismatch: 'No match: the cards go back',
  outcomeTrio: 'A trio!',
  revealing: (name: string) => `${name} is revealing`,
  atTheDeal: 'The deal',
  // The log
  log: 'Game log',
  deal: (name: string) => `The deal: ${name} plays first.`,
  dealSwap: 'The deal: partners may swap one card.',
  turnOf: (name: string) => `${name}’s turn`,
  revealed: ({ name, card }: { name: string; card: string }) => `${name} revealed ${card}:`,
  handCard: ({ name, end }: { name: string; end: End }) => `${name}’s ${end} card`,
  ownCard: (end: End) => `their own ${end} card`,
  slot: (n: number) => `center slot ${n}`,
  mismatch: 'No match: the cards go back.',
  trio: ({ name, value }: { name: string; value: number }) => `${name} collected a trio of ${value}s!`,
  swapStarted: 'The teams may swap a card.',
  offer: ({ name, value }: { name: string; value: number }) => `${name} offers a ${value}.`,
  skip: (name: string) => `${name} declines the swap.`,
  swapped: (names: string) => `${names} swapped their cards.`,
  noSwap: (names: string) => `${names} did not swap.`,
  won: ({ names, reason }: { names: string; reason: string }) => `${names} won: ${reason}!`,
  reasonSevens: 'the trio of 7s',
  reasonThree: 'three trios',
  reasonConnected: 'two connected trios',
  and: (names: readonly string[]) => names.join(' & '),
  // The summary
  summary: 'Summary',
  player: 'Player',
  turns: 'Turns',
  reveals: 'Reveals',
  matches: 'Matches',
  mismatches: 'Misses',
  trios: 'Trios',
  longestRun: 'Best run',
  longestRunTitle: 'The most trios collected in consecutive turns',
  winningTurn: ({ name, turn, own }: { name: string; turn: number; own: number }) =>
    `${name} won on turn ${turn} of the game (their ${ordinal(own)} turn).`,
  // History of the room
  roomGames: 'Games in this room',
  gameWon: ({ n, names, reason }: { n: number; names: string; reason: string }) =>
    `Game ${n} · ${names} won · ${reason}`,
  watchReplay: 'Watch the replay',
  // Problems
  running: 'This game is still being played: its replay opens once it is over.',
  notFound: 'There is no such game in this room.',
  roomMissing: 'This game room does not exist (or was closed after a day without players).',
  unreachable: 'The server cannot be reached. Check your connection, or open a saved game.',
  recordError: {
    'record/invalid': 'This file is not a saved Trio game.',
    'record/wrong_protocol':
      'This game was saved by another version of Trio Online and cannot be replayed here.',
    'record/bad_deal': 'This saved game has an impossible deal: it was changed after it was saved.',
    'record/bad_seats': 'This saved game does not list one player per seat.',
    'record/illegal_action':
      'This saved game has a move that breaks the rules: it was changed after it was saved.',
    'record/unfinished': 'This saved game stops before anyone has won.',
    'record/after_end': 'This saved game goes on after it was won: it was changed after it was saved.',
    'record/wrong_winner':
      'This saved game ends with another winner than it says: it was changed after it was saved.',
  } satisfies Record<RecordErrorCode, string>,
  atMove: (n: number) => `(move ${n})`,
};

export type ReplayText = typeof text;
