import type { TeamMessages } from './en';

/**
 * French. Typography: a non-breaking space (\u00a0) before « : » and inside « », a narrow one
 * (\u202f) before ; ! ?, a non-breaking space between a number and its unit. The player is
 * « vous ». Game words are the French booklet's: « Simple », « Picante », « trios liés », « le plus
 * petit / le plus grand numéro », « trio de 7 ».
 */

/** « de Bob », « d’Ana »: the preposition before a player's name, elided before a vowel. */
const de = (name: string) => (/^[aeiouàâäéèêëîïôöùûüæœ]/i.test(name) ? `d’${name}` : `de ${name}`);
const TEAM = 'Équipe ';
/** « l’équipe A » inside a sentence (the team's name is `team(letter)`, « Équipe A »). */
const theTeam = (team: string) => (team.startsWith(TEAM) ? `l’équipe ${team.slice(TEAM.length)}` : team);
/** « L’équipe A » at the start of a sentence. */
const TheTeam = (team: string) => (team.startsWith(TEAM) ? `L’équipe ${team.slice(TEAM.length)}` : team);
/** « de l’équipe A ». */
const ofTeam = (team: string) => (team.startsWith(TEAM) ? `de ${theTeam(team)}` : de(team));

export const frTeam: TeamMessages = {
  teamSwap: 'Échange entre partenaires',
  swapDecided: (teams: number) =>
    teams === 1
      ? 'Votre équipe a choisi. En attente de l’autre équipe…'
      : 'Votre équipe a choisi. En attente des autres équipes…',
  swapOffered: (value: number) =>
    `Vous avez proposé votre ${value}. Si votre partenaire propose aussi une carte, vous les échangez. En attente…`,
  swapSkipped: 'Vous passez cet échange\u00a0: aucune carte ne bouge. En attente de votre partenaire…',
  swapHowTo:
    'Touchez une carte de votre main pour la proposer en secret à votre partenaire. L’échange n’a lieu que si vous en proposez une tous les deux.',
  skipSwap: 'Passer l’échange',
  swapDone: ({ gave, got }: { gave: number; got: number }) =>
    `Échange effectué\u00a0: vous avez donné un ${gave} et reçu un ${got}.`,
  swapDoneSame: 'Échange effectué\u00a0: vous avez donné et reçu la même valeur.',
  offerCard: (value: number) => `Proposer votre ${value} à votre partenaire`,
  offeredCard: (value: number) => `votre ${value}, proposé à votre partenaire`,
  teamTrios: (team: string) => `les trios ${ofTeam(team)}`,
  swapAfterDeal: 'Après la distribution, les partenaires peuvent échanger une carte.',
  swapAfterTrio: ({ who, teams }: { who: string; teams: number }) =>
    teams === 1
      ? `${TheTeam(who)} a remporté un trio\u00a0: l’autre équipe peut faire un échange.`
      : `${TheTeam(who)} a remporté un trio\u00a0: les autres équipes peuvent faire un échange.`,
  swapPick: 'Choisissez une carte à proposer à votre partenaire, ou passez',
  swapWaiting: 'En attente de l’échange des équipes…',
  logYourTeamSwapped: 'Votre équipe a échangé une carte.',
  logYourTeamNoSwap: 'Votre équipe n’a pas fait d’échange.',
  logYourTeamWon: 'Votre équipe a gagné la partie\u202f!',
};

export default frTeam;
