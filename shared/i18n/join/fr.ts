import { formatFor } from '../format';
import type { JoinMessages } from './en';

/**
 * French. Typography: a non-breaking space (\u00a0) before « : » and inside « », a narrow one
 * (\u202f) before ; ! ?, a non-breaking space between a number and its unit. The player is
 * « vous ». Game words are the French booklet's: « Simple », « Picante », « trios liés », « le plus
 * petit / le plus grand numéro », « trio de 7 ».
 */

const f = formatFor('fr');

/** « de Bob », « d’Ana »: the preposition before a player's name, elided before a vowel. */
const de = (name: string) => (/^[aeiouàâäéèêëîïôöùûüæœ]/i.test(name) ? `d’${name}` : `de ${name}`);

export const frJoin: JoinMessages = {
  siteTagline: 'Le jeu de cartes de mémoire. Révélez, retenez, réunissez trois cartes identiques.',
  yourName: 'Votre nom',
  namePlaceholder: 'ex.\u00a0: Léa',
  enterName: 'Entrez un nom pour commencer une partie.',
  players: 'Joueurs',
  mode: 'Mode',
  bots: 'Bots',
  level: 'Niveau',
  modeSimple: 'Simple',
  modeSimpleHint: 'Remportez trois trios quelconques pour gagner.',
  modeSpicy: 'Picante',
  modeSpicyHint: 'Remportez deux trios liés pour gagner (des valeurs dont la somme ou la différence fait 7).',
  logClassic: 'Classique',
  logClassicHint: 'Le journal oublie les valeurs dès que les cartes se retournent\u00a0: la mémoire compte.',
  logOpen: 'Journal ouvert',
  logOpenHint: 'Le journal garde chaque valeur révélée\u00a0: une partie plus détendue.',
  levelEasy: 'Facile',
  levelEasyHint: 'Des bots distraits\u00a0: parfait pour une première partie.',
  levelNormal: 'Normal',
  levelNormalHint: 'Des bots qui retiennent chaque carte qu’ils voient.',
  levelHard: 'Difficile',
  levelHardHint: 'Des bots qui comptent les cartes et raisonnent comme des joueurs aguerris.',
  teamsOfTwo: 'Équipes de deux',
  teamsHint: 'les partenaires s’assoient face à face et mettent leurs trios en commun',
  teamsNeed: 'à 4 ou 6 joueurs',
  threeTriosOption: 'Trois trios gagnent aussi',
  threeTriosHint:
    'le mode Picante tel que l’écrit le livret français\u00a0: trois trios quelconques, ou deux trios liés',
  threeTriosOnlySpicy: 'en mode Picante',
  openTable: 'Table ouverte',
  openTableHint: 'affichée sur la page d’accueil\u00a0: tout le monde peut s’asseoir',
  settingsOpenTable: 'ouverte à tous',
  settingsPlayers: (n: number) => f.plural(n, { one: `${n} joueur`, other: `${n} joueurs` }),
  settingsSimple: 'Simple (trois trios pour gagner)',
  settingsSpicy: 'Picante (deux trios liés pour gagner)',
  settingsSpicyThree: 'Picante (deux trios liés ou trois trios pour gagner)',
  settingsTeams: 'équipes de deux',
  settingsClassicLog: 'journal classique',
  settingsOpenLog: 'journal ouvert',
  turnTimer: 'Temps par tour',
  timerOff: 'Aucun',
  timerOffHint: 'Pas de limite de temps\u00a0: pour jouer entre amis.',
  timerRelaxed: 'Détendu',
  timerRelaxedHint: '3\u00a0minutes par tour, puis un bot le termine.',
  timerNormal: 'Normal',
  timerNormalHint: '90\u00a0secondes par tour, puis un bot le termine.',
  timerFast: 'Rapide',
  timerFastHint: '30\u00a0secondes par tour, puis un bot le termine.',
  settingsNoTimer: 'sans limite de temps',
  settingsRelaxedTimer: 'tours de 3\u00a0minutes',
  settingsFastTimer: 'tours de 30\u00a0secondes',
  share: 'Partager',
  shareText: 'Venez jouer à Trio avec moi\u202f!',
  showQr: 'Code QR',
  hideQr: 'Masquer le code QR',
  qrLabel: 'Code QR du lien d’invitation',
  backToGameLabel: 'Votre partie en cours',
  backToGameText: 'Une partie où vous avez une place est toujours en cours.',
  backToGame: 'Retourner à votre partie',
  savedGame: 'Revoir une partie enregistrée',
  playNow: 'Jouer maintenant',
  playNowLead: 'Une partie contre des bots, tout de suite.',
  dealing: 'Distribution…',
  cannotReachServer: 'Impossible de joindre le serveur. Vérifiez votre connexion.',
  createFailed: 'Impossible de créer la partie. Réessayez.',
  friendsTitle: 'Jouer avec des amis',
  friendsLead: 'Créez une table, puis partagez son lien.',
  creating: 'Création…',
  createGame: 'Créer une partie',
  playTrio: 'Jouer à Trio',
  againstBots: ({ n, level }: { n: number; level: string }) =>
    f.plural(n, {
      one: `Contre ${n} bot (${level}).`,
      other: `Contre ${n} bots (${level}).`,
    }),
  inviteAfterSitting: 'Dès que vous aurez pris place, vous recevrez un lien d’invitation pour vos amis.',
  createTheGame: 'Créer la partie',
  backToSeatTitle: 'Retour à votre place',
  backToSeatLead: 'Cet appareil a une place dans cette partie. Entrez votre nom pour la reprendre.',
  takeMySeat: 'Reprendre ma place',
  joinTitle: 'Rejoindre la table',
  joinLead: 'On vous invite à une partie de Trio. Comment les autres doivent-ils vous appeler\u202f?',
  join: 'Rejoindre',
  atTable: (names: string) => `À la table\u00a0: ${names}`,
  seatsFree: (n: number) =>
    n === 0 ? 'aucune place libre' : f.plural(n, { one: `${n} place libre`, other: `${n} places libres` }),
  watchTitle: 'Regarder cette partie',
  watchOverLead:
    'Cette partie vient de se terminer. Vous pouvez regarder la table jusqu’à ce que l’hôte lance une revanche.',
  watchFreeLead: (n: number) =>
    f.plural(n, {
      one: 'Cette partie a déjà commencé. Vous allez la regarder, et pouvez prendre la place libre.',
      other: `Cette partie a déjà commencé. Vous allez la regarder, et pouvez prendre l’une des ${n} places libres.`,
    }),
  watchLead:
    'Cette partie a déjà commencé\u00a0: vous allez la regarder. Comment les autres doivent-ils vous appeler\u202f?',
  watch: 'Regarder',
  justWatch: 'Regarder sans jouer',
  justWatchHint: 'Regarder sans donner de nom.',
  spectatorName: 'Spectateur',
  goneSupersededTitle: 'Partie ouverte dans un autre onglet',
  goneSupersededBody:
    'Cette partie est ouverte dans un autre onglet ou une autre fenêtre. Continuez là-bas, ou jouez plutôt ici.',
  goneOutdatedTitle: 'Trio a été mis à jour',
  goneOutdatedBody: 'Une nouvelle version du jeu est disponible. Rechargez la page pour continuer à jouer.',
  goneFullTitle: 'Cette salle est pleine',
  goneFullBody:
    'Toutes les places, pour jouer comme pour regarder, sont prises. Lancez votre propre partie\u202f!',
  goneMissingTitle: 'Cette partie n’existe pas',
  goneMissingBody:
    'Le lien est peut-être mal saisi, ou la partie est terminée et a été supprimée. Lancez-en une nouvelle et partagez son lien.',
  roomNotFound: (id: string) => `La salle ${id} est introuvable.`,
  createNewGame: 'Créer une nouvelle partie',
  playHere: 'Jouer ici',
  waitingForPlayers: 'En attente de joueurs',
  inviteLink: 'Lien d’invitation',
  copy: 'Copier',
  copied: 'Copié ✓',
  linkCopied: 'Lien copié. Envoyez-le à vos amis\u202f!',
  selectToCopy: 'Sélectionnez le lien et copiez-le pour le partager.',
  playingAs: ['Vous jouez sous le nom de ', ''],
  changeName: 'Changer de nom',
  save: 'Enregistrer',
  seats: 'Places',
  tableFullWatching: 'La table est complète\u00a0: vous regardez cette partie.',
  pickSeat: 'Choisissez une place pour jouer, ou restez pour regarder.',
  spectators: (n: number) =>
    f.plural(n, { one: `${n} personne regarde sans place`, other: `${n} personnes regardent sans place` }),
  spectatorsWithYou: (n: number) =>
    f.plural(n - 1, {
      one: `Vous et ${n - 1} autre personne regardez sans place`,
      other: `Vous et ${n - 1} autres personnes regardez sans place`,
    }),
  youAloneWatching: 'Vous regardez sans place',
  startGame: 'Lancer la partie',
  waitingForMore: (n: number) =>
    f.plural(n, { one: `Il manque ${n} joueur`, other: `Il manque ${n} joueurs` }),
  waitingForHost: 'En attente de l’hôte pour lancer la partie…',
  settings: 'Réglages',
  emptySeat: 'Place vide',
  tagYou: 'vous',
  tagHost: 'hôte',
  tagAway: 'absent',
  sitHere: 'S’asseoir ici',
  sitIn: (n: number) => `S’asseoir à la place ${n}`,
  botLevelFor: (n: number) => `Niveau du bot de la place ${n}`,
  addBot: '+ Bot',
  addBotIn: (n: number) => `Ajouter un bot à la place ${n}`,
  leaveSeat: 'Quitter la place',
  freeSeat: 'Libérer la place',
  freeSeatOf: (name: string) => `Libérer la place ${de(name)}`,
  removeBot: 'Retirer',
  removeBotIn: (n: number) => `Retirer le bot de la place ${n}`,
};

export default frJoin;
