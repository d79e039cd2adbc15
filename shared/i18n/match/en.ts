import { formatFor } from '../format';

/**
 * English, the source of `MatchMessages`: the words of quick match and of the open tables on the
 * home page. A lazy chunk of its own per language, fetched with those parts (the home page's first
 * load does without it). The conventions of ../table/en.ts apply.
 */

const f = formatFor('en');

export const enMatch = {
  quickTitle: 'Quick match',
  quickLead: 'Play with people you have not met yet: we find you a table nearby.',
  anyPlayers: 'Any',
  anyMode: 'Either',
  waitLegend: 'Bots fill the empty seats after',
  waitChoice: (seconds: number) => `${seconds}\u00a0s`,
  findTable: 'Find a table',
  looking: ({ n, players }: { n: number; players: number }) => `Looking for players… ${n} of ${players}`,
  waited: (seconds: number) => `Waiting for ${seconds}\u00a0s`,
  /** While seeking: the longest until computers take the seats still empty (the chosen wait, counted down). */
  fillIn: (seconds: number) =>
    seconds > 0
      ? `Bots take the empty seats in ${seconds}\u00a0s at most`
      : 'Bots are taking the empty seats…',
  cancel: 'Cancel',
  found: 'Table found! Taking you to your seat…',
  otherTab: 'You are looking for a table in another tab.',
  lost: 'Connection lost. Looking again…',
  unavailable: 'Quick match is not available right now. Try again in a moment.',
  tablesTitle: 'Open tables',
  tablesLead: 'Games waiting for players. One click and you are seated.',
  noTables: 'No open table right now. Create one with “Play with friends” and tick “Open table”.',
  tableSeats: (n: number) => f.plural(n, { one: '1 seat free', other: `${n} seats free` }),
  tableWaiting: (seconds: number) =>
    seconds < 60 ? `waiting for ${seconds}\u00a0s` : `waiting for ${Math.floor(seconds / 60)}\u00a0min`,
  sitDown: 'Sit down',
  sitDownAt: (table: string) => `Sit down: ${table}`,
  tablesUnavailable: 'The open tables cannot be loaded right now.',
  /** Beside Find a table and Sit down while the name field is empty: why they wait, and the way to it. */
  nameFirst: 'Enter your name at the top of the page to play.',
  nameFirstGo: 'Enter my name',
};

/** The words of quick match and the open tables: English defines them. */
export type MatchMessages = typeof enMatch;

export default enMatch;
