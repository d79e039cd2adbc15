/**
 * English, the source of `MoreMessages`: the table's rarer words — the game over, the team swap,
 * the top bar's dialogs. A lazy chunk of its own per language, fetched with those parts (each a
 * lazy chunk too), so a seated table's first load does without them. The conventions of
 * ../lang/en.ts apply.
 */

export const enMore = {
  /** An embed whose browser keeps no storage for the frame, once seated (web/screens/embed/KeepSeat.tsx). */
  keepSeatNote: 'This browser keeps nothing for this frame: a reload of the page would lose your seat.',
  keepSeatLink: 'Keep your seat in a tab ↗',
  closeRules: 'Close the rules',
  close: 'Close',

  leaveTitle: 'Leave this game?',
  leaveBody:
    'The game goes on without you: a bot plays your turns until you come back. Your seat is kept on this device, and the home page offers a way back.',
  stay: 'Stay',
  leave: 'Leave',

  winningTrios: 'the winning trios',
  teamSwap: 'Team swap',
  swapDecided: (teams: number): string =>
    teams === 1
      ? 'Your team has decided. Waiting for the other team…'
      : 'Your team has decided. Waiting for the other teams…',
  swapOffered: (value: number) =>
    `You offered your ${value}. If your partner offers a card too, you swap. Waiting…`,
  swapSkipped: 'You skipped this swap: no cards move. Waiting for your partner…',
  swapHowTo:
    'Tap a card in your hand to offer it to your partner, in secret. You swap only if both of you offer one.',
  skipSwap: 'Skip the swap',
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
  /** A seat's progress to three trios (n ≥ 1): "2 of 3 trios". */
  trioCount: (n: number) => `${n} of 3 trios`,
  /** Spicy: a collected trio and the connected values (one or two) that would win with it. */
  trioNeeds: ({ value, partners }: { value: number; partners: number[] }) =>
    `${value}s need ${partners.map((p) => `${p}s`).join(' or ')}`,
  /** Spicy: every value connected to this trio is someone else's trio already. */
  trioNoPartner: (value: number) => `${value}s: no partner left`,
  rematch: 'Rematch',
  rematchByHost: 'The host can start a rematch.',
  rematchBy: (name: string) => `${name} (the host) can start a rematch.`,
  newGame: 'New game',
  seeTable: 'See the table',
  swapDone: ({ gave, got }: { gave: number; got: number }) =>
    `Swap done: you gave ${gave} and received ${got}.`,
  swapDoneSame: 'Swap done: you gave and received the same value.',
  away: 'away',
  awayBotPlays: 'away · bot plays',
  awaySoon: 'away · bot soon',
  awayIn: (seconds: number) => `away · a bot plays in ${seconds}\u00a0s`,
  awayInShort: (seconds: number) => `away · bot in ${seconds}\u00a0s`,
  awayTitle: 'A bot plays their turns after a minute away, until they return',

  // A team game’s words (the table fetches them with the swap panel before it shows a team table).
  offerCard: (value: number) => `Offer your ${value} to your partner`,
  offeredCard: (value: number) => `your ${value}, offered to your partner`,
  teamTrios: (team: string) => `${team}’s trios`,
  swapAfterDeal: 'After the deal, partners may swap one card.',
  swapAfterTrio: ({ who, teams }: { who: string; teams: number }) =>
    teams === 1
      ? `${who} collected a trio: the other team may swap.`
      : `${who} collected a trio: the other teams may swap.`,
  swapPick: 'Pick a card to offer your partner, or skip',
  swapWaiting: 'Waiting for the teams to swap…',
  yourTeamWinsBecause: (reason: string) => `Your team wins: ${reason}!`,
  teamWinsBecause: ({ team, names, reason }: { team: string; names: string; reason: string }) =>
    `${team} wins (${names}): ${reason}!`,
  logYourTeamSwapped: 'Your team swapped a card.',
  logYourTeamNoSwap: 'Your team did not swap.',
  logYourTeamWon: 'Your team won the game!',

  // Reactions, sounds and the cards at the end (web/screens/room/life, fetched with these words).
  react: 'Send a reaction',
  reactions: 'Reactions',
  reactClap: 'Applause',
  reactWow: 'Wow',
  reactPhew: 'Phew',
  reactThink: 'Thinking',
  reactLaugh: 'Laughing',
  reactScream: 'Scream',
  reactFire: 'On fire',
  reactThumbs: 'Thumbs up',
  reactNice: 'Nice!',
  reactOops: 'Oops',
  reactWellPlayed: 'Well played',
  reactYourTurn: 'Your turn!',
  reactGoodGame: 'Good game',
  reactThanks: 'Thanks',
  /** Read out when a reaction shows: "Ana: Well played". */
  reactionBy: ({ name, reaction }: { name: string; reaction: string }) => `${name}: ${reaction}`,
  reactionsTeamOff: 'No reactions during a team game: partners may only swap.',
  reactionsSeatedOnly: 'Only the players at the table can react.',
  hideReactions: 'Hide other players’ reactions',
  sounds: 'Sounds',
  /** The room's tally across rematches: "Score: Ann 2 · Bob 1 · Bot 3 0". */
  score: (values: string) => `Score: ${values}`,
  /** A hand shown face up at the end: "Ana’s hand: 2, 5 and 9". */
  finalHand: ({ name, values }: { name: string; values: string }) => `${name}’s hand: ${values}`,

  // The end of a game and rare notices (moved from the table's first-load words: none is needed
  // for the first paint; the table waits for these words when it opens on a finished game).
  trioOfWinning: (value: number) => `trio of ${value}s, part of the win`,

  youWinBecause: (reason: string) => `You win: ${reason}!`,
  winsBecause: ({ name, reason }: { name: string; reason: string }) => `${name} wins: ${reason}!`,
  timesUp: 'Time’s up: a bot played the rest of your turn.',
  welcomeBack: 'Welcome back! A bot played your turns while you were away.',
};

/** The table's rarer words (game over, the team swap, the top bar's dialogs): English defines them. */
export type MoreMessages = typeof enMore;

export default enMore;
