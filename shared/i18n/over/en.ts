/**
 * English, the source of `OverMessages`: the end of a game and the way to it — a seat's progress
 * to a win (web/screens/room/table/TrioProgress.tsx), the result (who won and why, the winning
 * trios, the rematch: GameOver.tsx) and the turn banner's last sentence. A lazy chunk of its own
 * per language, fetched when idle with the result's code (at once when the page opens on a finished
 * game: the table waits for it then). The conventions of ../table/en.ts apply.
 */

export const enOver = {
  // The result (GameOver.tsx): who won, why, what next.
  winningTrios: 'the winning trios',
  showResult: 'Show the result',
  victory: 'Victory!',
  gameOver: 'Game over',
  youWin: 'You win!',
  wins: (name: string) => `${name} wins`,
  yourTeamWins: 'Your team wins!',
  teamWins: ({ team, names }: { team: string; names: string }) => `${team} wins (${names})`,
  winSevens: 'The trio of 7s wins at once.',
  /** `pair`: "3 and 4"; `sum`: "3 + 4 = 7" or "8 − 1 = 7". */
  winConnected: ({ pair, sum }: { pair: string; sum: string }) => `Two connected trios: ${pair} (${sum}).`,
  winThree: (values: string) => `Three trios: ${values}.`,

  // A seat's progress to a win, under its trios (TrioProgress.tsx).
  /** A seat's progress to three trios (n ≥ 1): "2 of 3 trios". */
  trioCount: (n: number) => `${n} of 3 trios`,
  /** Spicy: a collected trio and the connected values (one or two) that would win with it. */
  trioNeeds: ({ value, partners }: { value: number; partners: number[] }) =>
    `${value}s need ${partners.map((p) => `${p}s`).join(' or ')}`,
  /** Spicy: every value connected to this trio is someone else's trio already. */
  trioNoPartner: (value: number) => `${value}s: no partner left`,

  // After the result: a rematch, a new game, the table.
  rematch: 'Rematch',
  rematchByHost: 'The host can start a rematch.',
  rematchBy: (name: string) => `${name} (the host) can start a rematch.`,
  newGame: 'New game',
  seeTable: 'See the table',

  // The turn banner's last sentence (TurnBanner.tsx), and a winning trio's name (Trios.tsx).
  yourTeamWinsBecause: (reason: string) => `Your team wins: ${reason}!`,
  teamWinsBecause: ({ team, names, reason }: { team: string; names: string; reason: string }) =>
    `${team} wins (${names}): ${reason}!`,
  trioOfWinning: (value: number) => `trio of ${value}s, part of the win`,
  youWinBecause: (reason: string) => `You win: ${reason}!`,
  winsBecause: ({ name, reason }: { name: string; reason: string }) => `${name} wins: ${reason}!`,
};

/** The end of a game and a seat's progress to it: English defines them. */
export type OverMessages = typeof enOver;

export default enOver;
