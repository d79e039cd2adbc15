import type { OverMessages } from './en';

/**
 * German, with "du" (the friendly address). The modes are "Einfach" and "Scharf" everywhere
 * (settings, rules, log, previews); a trio of 7s is the "7er-Trio". A player's name never takes a
 * genitive -s (it breaks on "Max" or "Bot 2"): the messages say "von Ana" or put the name first.
 * An ellipsis follows its word after a no-break space ("Verbinde …"), a unit after its number.
 */

export const deOver: OverMessages = {
  winningTrios: 'die siegreichen Trios',
  showResult: 'Ergebnis zeigen',
  victory: 'Sieg!',
  gameOver: 'Partie vorbei',
  youWin: 'Du hast gewonnen!',
  wins: (name: string) => `${name} hat gewonnen`,
  yourTeamWins: 'Dein Team hat gewonnen!',
  teamWins: ({ team, names }: { team: string; names: string }) => `${team} (${names}) hat gewonnen`,
  winSevens: 'Das 7er-Trio gewinnt sofort.',
  winConnected: ({ pair, sum }: { pair: string; sum: string }) => `Zwei verbundene Trios: ${pair} (${sum}).`,
  winThree: (values: string) => `Drei Trios: ${values}.`,
  trioCount: (n: number) => `${n} von 3 Trios`,
  trioNeeds: ({ value, partners }: { value: number; partners: number[] }) =>
    `${value} braucht ${partners.join(' oder ')}`,
  trioNoPartner: (value: number) => `${value}: kein Partner mehr`,
  rematch: 'Revanche',
  rematchByHost: 'Der Host kann eine Revanche starten.',
  rematchBy: (name: string) => `${name} (Host) kann eine Revanche starten.`,
  newGame: 'Neue Partie',
  seeTable: 'Tisch ansehen',
  yourTeamWinsBecause: (reason: string) => `Dein Team gewinnt ${reason}!`,
  teamWinsBecause: ({ team, names, reason }: { team: string; names: string; reason: string }) =>
    `${team} (${names}) gewinnt ${reason}!`,
  trioOfWinning: (value: number) => `${value}er-Trio, Teil des Siegs`,
  youWinBecause: (reason: string) => `Du gewinnst ${reason}!`,
  winsBecause: ({ name, reason }: { name: string; reason: string }) => `${name} gewinnt ${reason}!`,
};

export default deOver;
