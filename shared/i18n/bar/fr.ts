import type { BarMessages } from './en';

/**
 * French. Typography: a non-breaking space (\u00a0) before « : » and inside « », a narrow one
 * (\u202f) before ; ! ?, a non-breaking space between a number and its unit. The player is
 * « vous ». Game words are the French booklet's: « Simple », « Picante », « trios liés », « le plus
 * petit / le plus grand numéro », « trio de 7 ».
 */

export const frBar: BarMessages = {
  keepSeatNote:
    'Ce navigateur ne garde rien pour ce cadre\u00a0: recharger la page vous ferait perdre votre place.',
  keepSeatLink: 'Garder votre place dans un onglet ↗',
  closeRules: 'Fermer les règles',
  close: 'Fermer',
  leaveTitle: 'Quitter cette partie\u202f?',
  leaveBody:
    'La partie continue sans vous\u00a0: un bot joue à votre place jusqu’à votre retour. Votre place est conservée sur cet appareil, et la page d’accueil vous permet d’y revenir.',
  stay: 'Rester',
  leave: 'Quitter',
};

export default frBar;
