import type { MoreMessages } from './en';

/**
 * German, with "du" (the friendly address). The modes are "Einfach" and "Scharf" everywhere
 * (settings, rules, log, previews); a trio of 7s is the "7er-Trio". A player's name never takes a
 * genitive -s (it breaks on "Max" or "Bot 2"): the messages say "von Ana" or put the name first.
 * An ellipsis follows its word after a no-break space ("Verbinde …"), a unit after its number.
 */

/** The number before a unit: "30 s" on one line. */
const sec = (seconds: number) => `${seconds}\u00a0s`;

export const deMore: MoreMessages = {
  keepSeatNote: 'Dieser Browser speichert für diesen Rahmen nichts: Lädt die Seite neu, ist dein Platz weg.',
  keepSeatLink: 'Platz in einem Tab behalten ↗',
  closeRules: 'Regeln schließen',
  close: 'Schließen',

  leaveTitle: 'Diese Partie verlassen?',
  leaveBody:
    'Die Partie geht ohne dich weiter: Ein Bot spielt deine Züge, bis du zurückkommst. Dein Platz bleibt auf diesem Gerät gespeichert, und die Startseite bringt dich zurück.',
  stay: 'Bleiben',
  leave: 'Verlassen',

  winningTrios: 'die siegreichen Trios',
  teamSwap: 'Teamtausch',
  swapDecided: (teams: number) =>
    teams === 1
      ? 'Dein Team hat sich entschieden. Warten auf das andere Team\u00a0…'
      : 'Dein Team hat sich entschieden. Warten auf die anderen Teams\u00a0…',
  swapOffered: (value: number) =>
    `Du hast deine ${value} angeboten. Bietet dein Partner auch eine Karte an, wird getauscht. Warten\u00a0…`,
  swapSkipped:
    'Du verzichtest auf diesen Tausch: Keine Karte wechselt die Hand. Warten auf deinen Partner\u00a0…',
  swapHowTo:
    'Tippe auf eine Karte deiner Hand, um sie deinem Partner heimlich anzubieten. Getauscht wird nur, wenn ihr beide eine anbietet.',
  skipSwap: 'Auf den Tausch verzichten',
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
  swapDone: ({ gave, got }: { gave: number; got: number }) =>
    `Getauscht: Du hast eine ${gave} abgegeben und eine ${got} bekommen.`,
  swapDoneSame: 'Getauscht: Du hast denselben Wert abgegeben und bekommen.',
  away: 'abwesend',
  awayBotPlays: 'abwesend · Bot spielt',
  awaySoon: 'abwesend · Bot kommt gleich',
  awayIn: (seconds: number) => `abwesend · ein Bot spielt in ${sec(seconds)}`,
  awayInShort: (seconds: number) => `abwesend · Bot in ${sec(seconds)}`,
  awayTitle: 'Nach einer Minute Abwesenheit übernimmt ein Bot die Züge, bis die Person zurück ist',

  // A team game’s words (the table fetches them with the swap panel before it shows a team table).
  offerCard: (value: number) => `Deine ${value} deinem Partner anbieten`,
  offeredCard: (value: number) => `deine ${value}, deinem Partner angeboten`,
  teamTrios: (team: string) => `Trios von ${team}`,
  swapAfterDeal: 'Nach dem Austeilen dürfen Partner eine Karte tauschen.',
  swapAfterTrio: ({ who, teams }: { who: string; teams: number }) =>
    teams === 1
      ? `${who} hat ein Trio gesammelt: Das andere Team darf tauschen.`
      : `${who} hat ein Trio gesammelt: Die anderen Teams dürfen tauschen.`,
  swapPick: 'Wähl eine Karte, die du deinem Partner anbietest, oder verzichte',
  swapWaiting: 'Warten, bis die Teams getauscht haben\u00a0…',
  yourTeamWinsBecause: (reason: string) => `Dein Team gewinnt ${reason}!`,
  teamWinsBecause: ({ team, names, reason }: { team: string; names: string; reason: string }) =>
    `${team} (${names}) gewinnt ${reason}!`,
  logYourTeamSwapped: 'Dein Team hat eine Karte getauscht.',
  logYourTeamNoSwap: 'Dein Team hat nicht getauscht.',
  logYourTeamWon: 'Dein Team hat die Partie gewonnen!',

  react: 'Eine Reaktion senden',
  reactions: 'Reaktionen',
  reactClap: 'Applaus',
  reactWow: 'Staunen',
  reactPhew: 'Puh',
  reactThink: 'Nachdenken',
  reactLaugh: 'Lachen',
  reactScream: 'Schreck',
  reactFire: 'Feuer und Flamme',
  reactThumbs: 'Daumen hoch',
  reactNice: 'Schön!',
  reactOops: 'Hoppla',
  reactWellPlayed: 'Gut gespielt',
  reactYourTurn: 'Du bist dran!',
  reactGoodGame: 'Gutes Spiel',
  reactThanks: 'Danke',
  reactionBy: ({ name, reaction }: { name: string; reaction: string }) => `${name}: ${reaction}`,
  reactionsTeamOff: 'Keine Reaktionen im Teamspiel: Partner verständigen sich nur durch den Tausch.',
  reactionsSeatedOnly: 'Nur wer am Tisch sitzt, kann reagieren.',
  hideReactions: 'Reaktionen der anderen ausblenden',
  sounds: 'Töne',
  score: (values: string) => `Siege: ${values}`,
  finalHand: ({ name, values }: { name: string; values: string }) => `Hand von ${name}: ${values}`,

  trioOfWinning: (value: number) => `${value}er-Trio, Teil des Siegs`,

  youWinBecause: (reason: string) => `Du gewinnst ${reason}!`,
  winsBecause: ({ name, reason }: { name: string; reason: string }) => `${name} gewinnt ${reason}!`,
  timesUp: 'Die Zeit ist um: Ein Bot hat deinen Zug zu Ende gespielt.',
  welcomeBack: 'Willkommen zurück! Ein Bot hat deine Züge gespielt, während du weg warst.',
};

export default deMore;
