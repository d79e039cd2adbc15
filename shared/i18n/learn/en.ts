/**
 * English, the source of `LearnMessages`: the guided first game (`/learn`) and the local game
 * against the computer (offline play). A lazy chunk of its own per language, fetched with those
 * screens and with the home page's offline notices; no other page's first load carries it. The
 * conventions of ../table/en.ts apply. `bot2`, `bot3`: the computer players' names as the table
 * shows them.
 */

export const enLearn = {
  title: 'Learn Trio in two minutes',
  stepOf: ({ n, total }: { n: number; total: number }) => `Step ${n} of ${total}`,
  intro: ({ bot2, bot3 }: { bot2: string; bot3: string }) =>
    `You play against two computer players, ${bot2} and ${bot3}. Collect trios, three cards of the same value: three trios win, and so do the three 7s at once.`,
  start: 'Start',
  skip: 'Skip the lesson',
  askLowest: (bot2: string) =>
    `Your turn. Ask a player for their lowest or highest card: tap ${bot2}’s lowest card.`,
  turnCenter: ({ bot2, value }: { bot2: string; value: number }) =>
    `${bot2} showed a ${value}. You may also turn a card of the center: tap the highlighted one.`,
  mismatch: ({ first, second }: { first: number; second: number }) =>
    `A ${second} is not a ${first}: two different values end your turn, and the cards go back where they were. Now watch the others, and remember what they show.`,
  watch: 'The computers play their turns. Every card they show is a clue.',
  ownLowest:
    'The others showed two 4s: the lowest card of one player, and a center card. You hold a 4 too, and your hand is sorted: it is your lowest card. Tap it.',
  askAgain: (bot: string) => `Now ask ${bot} for their lowest card: the 4 you saw.`,
  lastFour: 'One 4 to go: the center card where a 4 turned up. Tap it.',
  trio: 'Three alike make a trio, and it is yours. Your turn ends; the others play on.',
  sevens: 'The others turned up all three 7s in the center. The trio of 7s wins at once: tap the first 7.',
  secondSeven: 'Two 7s so far. Tap the second one.',
  lastSeven: 'And the last 7.',
  won: 'You won with the trio of 7s!',
  spicy:
    'One more thing, for later: in the spicy mode two linked trios win. Two values are linked when they add up to 7 or differ by 7 (your 4s with 3s or with 11s); a face-up card shows its links in its lower corners.',
  playNow: 'Play now',
  readRules: 'Read the rules',
  /** Said when a card other than the highlighted one is tapped during the lesson. */
  tapHighlighted: 'Tap the highlighted card.',
  /** The local game's banner. */
  offlineGame: 'This game is offline: you play against the computer, on this device.',
  leave: 'Leave',
  /** On the home page without a connection. */
  offlineHome: 'You are offline. Play now starts a game against the computer on this device.',
  needsConnection: 'This needs a connection.',
};

/** The words of the guided game and of the local game: English defines them. */
export type LearnMessages = typeof enLearn;

export default enLearn;
