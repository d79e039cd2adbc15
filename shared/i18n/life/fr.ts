import type { LifeMessages } from './en';

/**
 * French. Typography: a non-breaking space (\u00a0) before « : » and inside « », a narrow one
 * (\u202f) before ; ! ?, a non-breaking space between a number and its unit. The player is
 * « vous ». Game words are the French booklet's: « Simple », « Picante », « trios liés », « le plus
 * petit / le plus grand numéro », « trio de 7 ».
 */

/** « de Bob », « d’Ana »: the preposition before a player's name, elided before a vowel. */
const de = (name: string) => (/^[aeiouàâäéèêëîïôöùûüæœ]/i.test(name) ? `d’${name}` : `de ${name}`);

export const frLife: LifeMessages = {
  away: 'absent',
  awayBotPlays: 'absent · un bot joue',
  awaySoon: 'absent · bientôt un bot',
  awayIn: (seconds: number) => `absent · un bot joue dans ${seconds}\u00a0s`,
  awayInShort: (seconds: number) => `absent · bot dans ${seconds}\u00a0s`,
  awayTitle: 'Après une minute d’absence, un bot joue à sa place jusqu’à son retour',
  react: 'Envoyer une réaction',
  reactions: 'Réactions',
  reactClap: 'Applaudissements',
  reactWow: 'Waouh',
  reactPhew: 'Ouf',
  reactThink: 'Je réfléchis',
  reactLaugh: 'Mort de rire',
  reactScream: 'Horreur',
  reactFire: 'En feu',
  reactThumbs: 'Pouce levé',
  reactNice: 'Joli\u202f!',
  reactOops: 'Oups',
  reactWellPlayed: 'Bien joué',
  reactYourTurn: 'À vous\u202f!',
  reactGoodGame: 'Belle partie',
  reactThanks: 'Merci',
  reactionBy: ({ name, reaction }: { name: string; reaction: string }) => `${name}\u00a0: ${reaction}`,
  reactionsTeamOff:
    'Pas de réactions pendant une partie en équipes\u00a0: les partenaires ne communiquent que par l’échange.',
  reactionsSeatedOnly: 'Seuls les joueurs assis à la table peuvent réagir.',
  hideReactions: 'Masquer les réactions des autres joueurs',
  sounds: 'Sons',
  score: (values: string) => `Victoires\u00a0: ${values}`,
  finalHand: ({ name, values }: { name: string; values: string }) => `Main ${de(name)}\u00a0: ${values}`,
  timesUp: 'Temps écoulé\u00a0: un bot a joué la fin de votre tour.',
  welcomeBack: 'Bon retour\u202f! Un bot a joué à votre place pendant votre absence.',
};

export default frLife;
