import type { LearnMessages } from './en';

/** French: the guided first game and the local game (the conventions of ../table/fr.ts). */

const de = (name: string) => (/^[aeiouàâäéèêëîïôöùûüæœ]/i.test(name) ? `d’${name}` : `de ${name}`);

export const frLearn: LearnMessages = {
  title: 'Apprendre Trio en deux minutes',
  stepOf: ({ n, total }) => `Étape ${n} sur ${total}`,
  intro: ({ bot2, bot3 }) =>
    `Vous jouez contre deux joueurs ordinateur, ${bot2} et ${bot3}. Remportez des trios, trois cartes du même numéro\u00a0: trois trios gagnent, et le trio de 7 gagne tout de suite.`,
  start: 'Commencer',
  skip: 'Passer la leçon',
  askLowest: (bot2) =>
    `À vous. Demandez à ${bot2} son plus petit ou son plus grand numéro\u00a0: touchez le plus petit numéro ${de(bot2)}.`,
  turnCenter: ({ bot2, value }) =>
    `${bot2} a montré un ${value}. Vous pouvez aussi retourner une carte du centre\u00a0: touchez celle qui est en évidence.`,
  mismatch: ({ first, second }) =>
    `Un ${second} n’est pas un ${first}\u00a0: deux numéros différents terminent votre tour, et les cartes retournent à leur place. Regardez jouer les autres et retenez ce qu’ils montrent.`,
  watch: 'Les ordinateurs jouent leur tour. Chaque carte montrée est un indice.',
  ownLowest:
    'Les autres ont montré deux 4\u00a0: le plus petit numéro d’un joueur et une carte du centre. Vous avez aussi un 4, et votre main est triée\u00a0: c’est votre plus petit numéro. Touchez-le.',
  askAgain: (bot) => `Demandez maintenant à ${bot} son plus petit numéro\u00a0: le 4 que vous avez vu.`,
  lastFour: 'Plus qu’un 4\u00a0: la carte du centre où un 4 est apparu. Touchez-la.',
  trio: 'Trois numéros pareils font un trio, et il est à vous. Votre tour se termine\u202f; les autres continuent.',
  sevens:
    'Les autres ont révélé les trois 7 au centre. Le trio de 7 gagne tout de suite\u00a0: touchez le premier 7.',
  secondSeven: 'Deux 7 pour l’instant. Touchez le deuxième.',
  lastSeven: 'Et le dernier 7.',
  won: 'Vous avez gagné avec le trio de 7\u202f!',
  spicy:
    'Une dernière chose, pour plus tard\u00a0: en mode Picante, deux trios liés gagnent. Deux numéros sont liés quand leur somme ou leur écart fait 7 (vos 4 avec des 3 ou des 11)\u202f; une carte face visible montre ses liens dans ses coins inférieurs.',
  playNow: 'Jouer maintenant',
  readRules: 'Lire les règles',
  tapHighlighted: 'Touchez la carte en évidence.',
  offlineGame: 'Cette partie est hors ligne\u00a0: vous jouez contre l’ordinateur, sur cet appareil.',
  leave: 'Quitter',
  offlineHome:
    'Vous êtes hors ligne. «\u00a0Jouer maintenant\u00a0» lance une partie contre l’ordinateur sur cet appareil.',
  needsConnection: 'Il faut une connexion pour cela.',
};

export default frLearn;
