import type { OverMessages } from './en';

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

export const frOver: OverMessages = {
  winningTrios: 'les trios gagnants',
  showResult: 'Voir le résultat',
  victory: 'Victoire\u202f!',
  gameOver: 'Partie terminée',
  youWin: 'Vous avez gagné\u202f!',
  wins: (name: string) => `Victoire ${de(name)}`,
  yourTeamWins: 'Votre équipe a gagné\u202f!',
  teamWins: ({ team, names }: { team: string; names: string }) => `Victoire ${ofTeam(team)} (${names})`,
  winSevens: 'Le trio de 7 donne la victoire immédiate.',
  winConnected: ({ pair, sum }: { pair: string; sum: string }) => `Deux trios liés\u00a0: ${pair} (${sum}).`,
  winThree: (values: string) => `Trois trios\u00a0: ${values}.`,
  trioCount: (n: number) => `${n} trio${n > 1 ? 's' : ''} sur 3`,
  trioNeeds: ({ value, partners }: { value: number; partners: number[] }) =>
    `${value}\u00a0: il faut ${partners.join(' ou ')}`,
  trioNoPartner: (value: number) => `${value}\u00a0: plus de trio lié possible`,
  rematch: 'Revanche',
  rematchByHost: 'L’hôte peut lancer une revanche.',
  rematchBy: (name: string) => `${name} (l’hôte) peut lancer une revanche.`,
  newGame: 'Nouvelle partie',
  seeTable: 'Voir la table',
  yourTeamWinsBecause: (reason: string) => `Votre équipe gagne avec ${reason}\u202f!`,
  teamWinsBecause: ({ team, names, reason }: { team: string; names: string; reason: string }) =>
    `${TheTeam(team)} (${names}) gagne avec ${reason}\u202f!`,
  trioOfWinning: (value: number) => `trio de ${value}, gagnant`,
  youWinBecause: (reason: string) => `Vous gagnez avec ${reason}\u202f!`,
  winsBecause: ({ name, reason }: { name: string; reason: string }) => `${name} gagne avec ${reason}\u202f!`,
};

export default frOver;
