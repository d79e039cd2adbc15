import type { LifeMessages } from './en';

/**
 * German, with "du" (the friendly address). The modes are "Einfach" and "Scharf" everywhere
 * (settings, rules, log, previews); a trio of 7s is the "7er-Trio". A player's name never takes a
 * genitive -s (it breaks on "Max" or "Bot 2"): the messages say "von Ana" or put the name first.
 * An ellipsis follows its word after a no-break space ("Verbinde …"), a unit after its number.
 */

/** The number before a unit: "30 s" on one line. */
const sec = (seconds: number) => `${seconds}\u00a0s`;

export const deLife: LifeMessages = {
  away: 'abwesend',
  awayBotPlays: 'abwesend · Bot spielt',
  awaySoon: 'abwesend · Bot kommt gleich',
  awayIn: (seconds: number) => `abwesend · ein Bot spielt in ${sec(seconds)}`,
  awayInShort: (seconds: number) => `abwesend · Bot in ${sec(seconds)}`,
  awayTitle: 'Nach einer Minute Abwesenheit übernimmt ein Bot die Züge, bis die Person zurück ist',
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
  timesUp: 'Die Zeit ist um: Ein Bot hat deinen Zug zu Ende gespielt.',
  welcomeBack: 'Willkommen zurück! Ein Bot hat deine Züge gespielt, während du weg warst.',
};

export default deLife;
