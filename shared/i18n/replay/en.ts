import type { RecordErrorCode } from '../../record/errors';
import { formatFor } from '../format';

/**
 * English, the source of `ReplayMessages`: the words of looking back at a game — the replay page
 * (its controls, the board, the replay-only log lines, saving and opening files, why a record
 * does not replay), the summary at game over, the room's list of finished games, and the table
 * log's scrollback. A lazy chunk of its own per language, fetched with those parts, so no page's
 * first load carries it. The table's words it shares (log lines, card names, reasons) come from
 * `Messages` (../table). The conventions of ../table/en.ts apply.
 */

const f = formatFor('en');

/** Summary headers shortened for a phone's width (each shown with its whole word as its title). */
export type SummaryAbbr = Partial<
  Record<'turns' | 'reveals' | 'matches' | 'mismatches' | 'trios' | 'longestRun', string>
>;

const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

export const enReplay = {
  // ── The page
  replay: 'Replay',
  gameNumber: (n: number) => `Game ${n}`,
  savedGame: 'Saved game',
  loading: 'Loading the game…',
  backToRoom: 'Back to the room',
  openTitle: 'Watch a saved game',
  openHint: 'Open a game saved from a replay (a .trio.json file): it plays here, without the server.',
  openFile: 'Open a file…',
  openOther: 'Open another file…',
  save: 'Save the game',
  saveTitle: 'Download this game as a .trio.json file, to watch it again anywhere',

  // ── The controls
  controls: 'Replay controls',
  first: 'First step',
  previous: 'Previous step',
  next: 'Next step',
  last: 'Last step',
  play: 'Play',
  pause: 'Pause',
  speed: 'Speed',
  speedX: (n: number) => `${f.number(n)}×`,
  stepSlider: 'Step',
  stepOf: ({ step, total }: { step: number; total: number }) =>
    `Step ${f.number(step)} of ${f.number(total)}`,

  // ── The board
  atTheDeal: 'The cards are dealt.',
  /** A card in a hand, for screen readers: "9", "9, revealed this turn", "9, offered to the partner". */
  cardLabel: ({ value, revealed, offered }: { value: number; revealed: boolean; offered: boolean }) =>
    `${value}${revealed ? ', revealed this turn' : ''}${offered ? ', offered to the partner' : ''}`,
  handOf: (name: string) => `${name}’s hand`,
  slotRevealed: ({ n, value }: { n: number; value: number }) =>
    `center slot ${n}, ${value}, revealed this turn`,
  slotShown: ({ n, value }: { n: number; value: number }) => `center slot ${n}, ${value}`,
  outcomeMismatch: 'No match: the cards go back',
  outcomeTrio: 'A trio!',
  offers: 'offers a card',
  declines: 'declines',

  // ── The log's replay-only lines
  deal: (name: string) => `The deal: ${name} plays first.`,
  dealSwap: 'The deal: partners may swap one card.',
  offer: ({ name, value }: { name: string; value: number }) => `${name} offers a ${value} to swap.`,
  skip: (name: string) => `${name} declines the swap.`,

  // ── The summary
  summary: 'Summary',
  player: 'Player',
  turns: 'Turns',
  reveals: 'Reveals',
  matches: 'Matches',
  mismatches: 'Misses',
  trios: 'Trios',
  longestRun: 'Best run',
  longestRunTitle: 'The most trios collected in consecutive turns',
  /** Headers too long for a phone, shortened there (none in English: every header fits). */
  summaryAbbr: {} as SummaryAbbr,
  longestRunNote:
    'Matches: cards that showed the same number as the card revealed just before them. Best run: the most turns in a row that each ended in a trio.',
  winningTurn: ({ name, turn, own }: { name: string; turn: number; own: number }) =>
    `${name} won on turn ${f.number(turn)} of the game (their ${ordinal(own)} turn).`,

  // ── The room's finished games, and the game over
  roomGames: 'Games in this room',
  gameWon: ({ n, names, reason }: { n: number; names: string; reason: string }) =>
    `Game ${f.number(n)} · ${names} won · ${reason}`,
  watchReplay: 'Watch the replay',
  newTab: (label: string) => `${label} (opens in a new tab)`,
  newTabHint: 'Replays open in a new tab: this table stays open here.',
  /** Under a game played at the local table (offline too), which has no replay page of its own. */
  localSaveHint:
    'This game was played on this device: save it, then open the file in “Watch a saved game” to watch it again.',

  // ── The table log's scrollback
  showEarlier: 'Show earlier moves',
  loadingEarlier: 'Loading earlier moves…',

  // ── Problems
  unreachable: 'The server cannot be reached. Check your connection, or open a saved game.',
  roomMissing: 'This game room does not exist (any more).',
  recordError: {
    'record/invalid': 'This file is not a saved Trio game.',
    'record/wrong_protocol':
      'This game was saved by another version of Trio Online: it cannot be replayed here.',
    'record/bad_deal': 'This saved game has an impossible deal: it was changed after it was saved.',
    'record/bad_seats': 'This saved game does not list one player per seat.',
    'record/illegal_action':
      'This saved game has a move that breaks the rules: it was changed after it was saved.',
    'record/unfinished': 'This saved game stops before anyone has won.',
    'record/after_end': 'This saved game goes on after it was won: it was changed after it was saved.',
    'record/wrong_winner':
      'This saved game ends with another winner than it says: it was changed after it was saved.',
  } satisfies Record<RecordErrorCode, string>,
  atMove: (n: number) => `(move ${f.number(n)})`,
};

/** The words of looking back at a game: English defines them. */
export type ReplayMessages = typeof enReplay;

export default enReplay;
