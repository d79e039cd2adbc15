import { formatFor } from '../format';

/**
 * English, the source of `JoinMessages`: the words of the pages before a table — the home page,
 * the embed's start form, the name question, the ends of a visit and the lobby. A lazy chunk of
 * its own per language, fetched with those screens (the seated table's first load does without it).
 * The conventions of ../lang/en.ts apply.
 */

const f = formatFor('en');

/** The text before and after a highlighted part (a name in bold). */
type Around = readonly [before: string, after: string];

export const enJoin = {
  siteTagline: 'The memory card game. Reveal, remember, collect three of a kind.',
  yourName: 'Your name',
  namePlaceholder: 'e.g. Ana',
  enterName: 'Enter a name to start a game.',
  players: 'Players',
  mode: 'Mode',
  bots: 'Bots',
  level: 'Level',
  modeSimple: 'Simple',
  modeSimpleHint: 'Collect any three trios to win.',
  modeSpicy: 'Spicy',
  modeSpicyHint: 'Collect two connected trios to win (values that add up to 7 or differ by 7).',
  logClassic: 'Classic',
  logClassicHint: 'The log forgets values once cards turn back: memory matters.',
  logOpen: 'Open log',
  logOpenHint: 'The log keeps every revealed value: a gentler game.',
  levelEasy: 'Easy',
  levelEasyHint: 'Forgetful bots: good for a first game.',
  levelNormal: 'Normal',
  levelNormalHint: 'Bots that remember every card they see.',
  levelHard: 'Hard',
  levelHardHint: 'Bots that count cards and reason like a sharp player.',
  teamsOfTwo: 'Teams of two',
  teamsHint: 'partners sit opposite and pool their trios',
  teamsNeed: 'with 4 or 6 players',
  threeTriosOption: 'Three trios also win',
  threeTriosHint: 'the French booklet’s Picante reading: any three trios, or two connected ones',
  threeTriosOnlySpicy: 'in spicy mode',
  openTable: 'Open table',
  openTableHint: 'listed on the home page: anyone can sit down',
  settingsOpenTable: 'open to anyone',
  settingsPlayers: (n: number) => f.plural(n, { one: '1 player', other: `${n} players` }),
  settingsSimple: 'simple (three trios win)',
  settingsSpicy: 'spicy (two connected trios win)',
  settingsSpicyThree: 'spicy (two connected trios or three trios win)',
  settingsTeams: 'teams of two',
  settingsClassicLog: 'classic log',
  settingsOpenLog: 'open log',
  backToGameLabel: 'Your running game',
  backToGameText: 'A game you sit in is still running.',
  backToGame: 'Back to your game',
  playNow: 'Play now',
  playNowLead: 'A game against the computer, starting right away.',
  dealing: 'Dealing…',
  friendsTitle: 'Play with friends',
  friendsLead: 'Create a table, then share its link.',
  creating: 'Creating…',
  createGame: 'Create game',
  playTrio: 'Play Trio',
  againstBots: ({ n, level }: { n: number; level: string }) =>
    f.plural(n, {
      one: `Against 1 computer player (${level}).`,
      other: `Against ${n} computer players (${level}).`,
    }),
  inviteAfterSitting: 'You get an invite link for your friends once you sit down.',
  createTheGame: 'Create the game',
  backToSeatTitle: 'Back to your seat',
  backToSeatLead: 'This device holds a seat in this game. Enter your name to take it back.',
  takeMySeat: 'Take my seat',
  joinTitle: 'Join the table',
  joinLead: 'You were invited to a game of Trio. What should the others call you?',
  join: 'Join',
  watchTitle: 'Watch this game',
  watchOverLead: 'This game has just ended. You can watch the table until the host starts a rematch.',
  watchFreeLead: (n: number) =>
    f.plural(n, {
      one: 'This game is already running. You will watch it, and can take its free seat.',
      other: `This game is already running. You will watch it, and can take one of the ${n} free seats.`,
    }),
  watchLead: 'This game is already running: you will watch it. What should the others call you?',
  watch: 'Watch',
  goneSupersededTitle: 'Open in another tab',
  goneSupersededBody: 'This game is open in another tab. Use it there, or play here instead.',
  goneOutdatedTitle: 'Trio was updated',
  goneOutdatedBody: 'A new version of the game is available. Reload the page to keep playing.',
  goneFullTitle: 'This room is full',
  goneFullBody: 'Every seat and every place to watch is taken. Start a game of your own!',
  goneMissingTitle: 'This game doesn’t exist',
  goneMissingBody:
    'The link may be mistyped, or the game has ended and was cleaned up. Start a new one and share its link.',
  roomNotFound: (id: string) => `Room ${id} was not found.`,
  createNewGame: 'Create a new game',
  playHere: 'Play here',
  waitingForPlayers: 'Waiting for players',
  inviteLink: 'Invite link',
  copy: 'Copy',
  copied: 'Copied ✓',
  linkCopied: 'Link copied. Send it to your friends!',
  selectToCopy: 'Select the link and copy it to share.',
  playingAs: ['Playing as ', ''] as Around,
  changeName: 'Change name',
  save: 'Save',
  seats: 'Seats',
  tableFullWatching: 'The table is full: you are watching this game.',
  pickSeat: 'Pick a seat to play, or stay to watch.',
  spectators: (n: number) =>
    f.plural(n, { one: '1 person watching without a seat', other: `${n} people watching without a seat` }),
  spectatorsWithYou: (n: number) =>
    f.plural(n - 1, {
      one: 'You and 1 other person are watching without a seat',
      other: `You and ${n - 1} others are watching without a seat`,
    }),
  youAloneWatching: 'You are watching without a seat',
  startGame: 'Start the game',
  waitingForMore: (n: number) => `Waiting for ${n} more`,
  waitingForHost: 'Waiting for the host to start the game…',
  settings: 'Settings',
  emptySeat: 'Empty seat',
  tagYou: 'you',
  tagHost: 'host',
  tagBotLevel: (level: string) => `bot · ${level}`,
  tagAway: 'away',
  sitHere: 'Sit here',
  sitIn: (n: number) => `Sit in seat ${n}`,
  botLevelFor: (n: number) => `Bot level for seat ${n}`,
  addBot: '+ Bot',
  addBotIn: (n: number) => `Add a bot in seat ${n}`,
  leaveSeat: 'Leave seat',
  freeSeat: 'Free seat',
  freeSeatOf: (name: string) => `Free ${name}’s seat`,
  removeBot: 'Remove',
  removeBotIn: (n: number) => `Remove the bot in seat ${n}`,
};

/** The words of the pages before a table (home, the embed's start, joining, the lobby): English defines them. */
export type JoinMessages = typeof enJoin;

export default enJoin;
