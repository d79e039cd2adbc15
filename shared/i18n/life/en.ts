/**
 * English, the source of `LifeMessages`: the table's life beside the rules — reactions, sounds,
 * the score across rematches, the hands shown at the end (web/screens/room/life), and who is away
 * (the seats' away tags, the notices of a bot's turns for you). A lazy chunk of its own per
 * language, fetched when idle with the life part (web/screens/room/table/life-part.ts), the away
 * tag or the notice that shows them. The conventions of ../table/en.ts apply.
 */

export const enLife = {
  // A seat whose player is away (web/screens/room/table/AwayTag.tsx).
  away: 'away',
  awayBotPlays: 'away · bot plays',
  awaySoon: 'away · bot soon',
  awayIn: (seconds: number) => `away · a bot plays in ${seconds}\u00a0s`,
  awayInShort: (seconds: number) => `away · bot in ${seconds}\u00a0s`,
  awayTitle: 'A bot plays their turns after a minute away, until they return',

  // Reactions and sounds (web/screens/room/life).
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

  // The score and the hands shown at the end.
  /** The room's tally across rematches: "Score: Ann 2 · Bob 1 · Bot 3 0". */
  score: (values: string) => `Score: ${values}`,
  /** A hand shown face up at the end: "Ana’s hand: 2, 5 and 9". */
  finalHand: ({ name, values }: { name: string; values: string }) => `${name}’s hand: ${values}`,

  // Notices: a bot played for you (web/net/connection.ts).
  timesUp: 'Time’s up: a bot played the rest of your turn.',
  welcomeBack: 'Welcome back! A bot played your turns while you were away.',
};

/** Reactions, sounds, the score, the final hands and who is away: English defines them. */
export type LifeMessages = typeof enLife;

export default enLife;
