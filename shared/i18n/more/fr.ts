import type { MoreMessages } from './en';

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

export const frMore: MoreMessages = {
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

  winningTrios: 'les trios gagnants',
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
  swapDone: ({ gave, got }: { gave: number; got: number }) =>
    `Échange effectué\u00a0: vous avez donné un ${gave} et reçu un ${got}.`,
  swapDoneSame: 'Échange effectué\u00a0: vous avez donné et reçu la même valeur.',
  away: 'absent',
  awayBotPlays: 'absent · un bot joue',
  awaySoon: 'absent · bientôt un bot',
  awayIn: (seconds: number) => `absent · un bot joue dans ${seconds}\u00a0s`,
  awayInShort: (seconds: number) => `absent · bot dans ${seconds}\u00a0s`,
  awayTitle: 'Après une minute d’absence, un bot joue à sa place jusqu’à son retour',

  // A team game’s words (the table fetches them with the swap panel before it shows a team table).
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
  yourTeamWinsBecause: (reason: string) => `Votre équipe gagne avec ${reason}\u202f!`,
  teamWinsBecause: ({ team, names, reason }: { team: string; names: string; reason: string }) =>
    `${TheTeam(team)} (${names}) gagne avec ${reason}\u202f!`,
  logYourTeamSwapped: 'Votre équipe a échangé une carte.',
  logYourTeamNoSwap: 'Votre équipe n’a pas fait d’échange.',
  logYourTeamWon: 'Votre équipe a gagné la partie\u202f!',

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

  trioOfWinning: (value: number) => `trio de ${value}, gagnant`,

  youWinBecause: (reason: string) => `Vous gagnez avec ${reason}\u202f!`,
  winsBecause: ({ name, reason }: { name: string; reason: string }) => `${name} gagne avec ${reason}\u202f!`,
  timesUp: 'Temps écoulé\u00a0: un bot a joué la fin de votre tour.',
  welcomeBack: 'Bon retour\u202f! Un bot a joué à votre place pendant votre absence.',
};

export default frMore;
