import { formatFor } from '../format';
import type { Messages } from './en';

/**
 * French. Typography: a non-breaking space (\u00a0) before « : » and inside « », a narrow one
 * (\u202f) before ; ! ?, a non-breaking space between a number and its unit. The player is
 * « vous ». Game words are the French booklet's: « Simple », « Picante », « trios liés », « le plus
 * petit / le plus grand numéro », « trio de 7 ».
 */

const f = formatFor('fr');

type End = 'lowest' | 'highest';

/** « de Bob », « d’Ana »: the preposition before a player's name, elided before a vowel. */
const de = (name: string) => (/^[aeiouàâäéèêëîïôöùûüæœ]/i.test(name) ? `d’${name}` : `de ${name}`);

const TEAM = 'Équipe ';
/** « L’équipe A » at the start of a sentence (the team's name is `team(letter)`, « Équipe A »). */
const TheTeam = (team: string) => (team.startsWith(TEAM) ? `L’équipe ${team.slice(TEAM.length)}` : team);

/** « le plus petit numéro », « le plus grand numéro » without the article: « plus petit numéro ». */
const endCard = (end: End) => (end === 'lowest' ? 'plus petit numéro' : 'plus grand numéro');
const endShort = (end: End) => (end === 'lowest' ? 'min' : 'max');

export const fr: Messages = {
  // ── The page and its chrome
  lang: 'fr',
  turnMark: '(À vous) ',
  language: 'Langue',
  crashTitle: 'Un problème est survenu',
  crashBody:
    'La page a rencontré un problème inattendu. Rechargez-la pour réessayer\u00a0: votre place dans une partie est conservée.',
  reload: 'Recharger',
  somethingWrong: 'Un problème est survenu. Réessayez.',
  connected: 'En ligne',
  connecting: 'Connexion…',
  reconnecting: 'Reconnexion…',
  reconnectNow: 'Se reconnecter',
  offline: 'Hors ligne',
  rules: 'Règles',
  show: 'Afficher',
  hide: 'Masquer',
  // ── Names, settings and choices
  log: 'Journal',
  team: (letter: string) => `${TEAM}${letter}`,
  teamWord: 'Équipe',
  botName: (n: number) => `Bot ${n}`,
  seatName: (n: number) => `Place ${n}`,
  you: 'Vous',
  list: (items: readonly string[]) => f.list(items),

  // ── The embed
  rejoinLink: 'Lien pour revenir ↗',
  rejoinTitle: 'Reprendre cette place dans un nouvel onglet (gardez ce lien pour vous)',
  openNewTab: 'Ouvrir dans un nouvel onglet ↗',
  openNewTabTitle: 'Ouvrir cette partie dans un nouvel onglet',

  // ── Joining a room
  lookingForGame: 'Recherche de la partie…',
  connectingTable: 'Connexion à la table…',
  // ── The room's bar and dialogs
  watching: (n: number) => f.plural(n, { one: `${n} spectateur`, other: `${n} spectateurs` }),
  // ── The lobby
  // ── At the table
  center: 'Centre',
  thisTurn: 'Ce tour',
  yourHand: 'Votre main',
  spectating: 'Vous regardez cette partie.',
  centerSlot: (n: number) => `la case ${n} du centre`,
  slotEmpty: (n: number) => `case ${n} du centre, vide`,
  slotFaceDown: (n: number) => `case ${n} du centre, face cachée`,
  slotFaceUp: ({ n, value }: { n: number; value: number }) => `case ${n} du centre, ${value} face visible`,
  slotTurningBack: ({ n, value }: { n: number; value: number }) =>
    `case ${n} du centre, ${value}, se retourne`,
  slotShort: (n: number) => `case ${n}`,
  handCardOf: ({ name, end }: { name: string; end: End }) => `le ${endCard(end)} ${de(name)}`,
  cardIs: (card: string) => `${card}\u00a0:`,
  yourHandCard: (end: End) => `votre ${endCard(end)}`,
  handEndShort: (end: End) => ` ${endShort(end)}`,
  yourEndShort: (end: End) => `votre ${endShort(end)}`,
  yourCardLowest: (value: number) => `votre plus petit numéro, ${value}`,
  yourCardHighest: (value: number) => `votre plus grand numéro, ${value}`,
  yourCardLast: (value: number) => `votre dernière carte, ${value}`,
  yourCardMiddle: (value: number) => `votre carte, ${value}, hors d’atteinte`,
  yourCardShown: (value: number) => `votre carte, ${value}`,
  yourRevealed: (value: number) => `votre carte révélée, ${value}`,
  handEmptyYours: 'Votre main est vide\u00a0: révélez au centre et dans les autres mains.',
  handEmpty: 'main vide',
  cardsWord: (n: number) => f.plural(n, { one: ' carte', other: ' cartes' }),
  playingNow: (name: string) => `${name}, en train de jouer`,
  deciding: 'réfléchit…',
  botPlaysIn: (seconds: number) => `un bot joue dans ${seconds}\u00a0s`,
  botPlaysInShort: (seconds: number) => `bot dans ${seconds}\u00a0s`,
  botPlaysForYouIn: (seconds: number) => `un bot joue pour vous dans ${seconds}\u00a0s`,
  noTrios: 'pas encore de trio',
  triosOf: (name: string) => `les trios ${de(name)}`,
  yourTrios: 'vos trios',
  trioOf: (value: number) => `trio de ${value}`,
  // ── The turn banner and this turn's row
  yourTurnReveal: 'À vous\u00a0: révélez une carte',
  yourTurnFind: ({ more, value }: { more: number; value: number }) =>
    more === 1 ? `À vous\u00a0: trouvez encore un ${value}` : `À vous\u00a0: trouvez encore deux ${value}`,
  turnOf: (name: string) => `Au tour ${de(name)}`,
  turnOfBot: (name: string) => `Au tour ${de(name)} (bot)`,
  reasonSevens: 'le trio de 7',
  reasonThree: 'trois trios',
  reasonConnected: 'deux trios liés',
  youAreRevealing: 'Vous révélez',
  isRevealing: (name: string) => `${name} révèle`,
  noMatchBack: 'Raté\u00a0: les cartes se retournent',
  noMatchFor: (name: string) => `Raté pour ${name}\u00a0: les cartes se retournent`,
  noMatchYourTurn: (name: string) =>
    `Raté pour ${name}. À vous\u00a0: elles se retournent dès que vous révélez une carte`,
  noMatchYourTurnShort: (name: string) => `Raté pour ${name}. À vous`,
  hideCards: 'Cacher les cartes',
  youCollected: (value: number) => `Vous avez remporté un trio de ${value}\u202f!`,
  collected: ({ name, value }: { name: string; value: number }) =>
    `${name} a remporté un trio de ${value}\u202f!`,
  revealGlowing:
    'Révélez une carte en surbrillance\u00a0: au centre, ou le plus petit ou le plus grand numéro d’une main.',
  revealGlowingShort: 'Révélez une carte en surbrillance',
  notConnected: 'Pas de connexion pour le moment. Votre coup n’a pas été envoyé.',

  // ── The team swap
  // ── The log
  gameLog: 'Journal de la partie',
  logGoalSimple: 'Simple\u00a0: trois trios pour gagner',
  logGoalSpicy: 'Picante\u00a0: deux trios liés pour gagner',
  logGoalSpicyThree: 'Picante\u00a0: deux trios liés ou trois trios pour gagner',
  logKeepsValues: 'journal ouvert\u00a0: les valeurs restent',
  logForgetsValues: 'journal classique\u00a0: les valeurs disparaissent quand les cartes se retournent',
  logEarlier: '(les coups précédents ne sont pas affichés)',
  logEmpty: 'Aucun coup pour l’instant.',
  logRevealed: ({ name, card }: { name: string; card: string }) => `${name} a révélé ${card}\u00a0:`,
  logYouRevealed: (card: string) => `Vous avez révélé ${card}\u00a0:`,
  ownCard: (end: End) => `son propre ${endCard(end)}`,
  yourOwnCard: (end: End) => `votre propre ${endCard(end)}`,
  logMismatch: 'Raté\u00a0: les cartes retournent à leur place.',
  logTrio: ({ name, value }: { name: string; value: number }) =>
    `${name} a remporté un trio de ${value}\u202f!`,
  logYouTrio: (value: number) => `Vous avez remporté un trio de ${value}\u202f!`,
  logYourTurn: 'À vous',
  logSwapStarted: 'Les équipes peuvent échanger une carte.',
  logSwapped: (team: string) => `${TheTeam(team)} a échangé une carte.`,
  logNoSwap: (team: string) => `${TheTeam(team)} n’a pas fait d’échange.`,
  logWon: (name: string) => `${name} a gagné la partie\u202f!`,
  logYouWon: 'Vous avez gagné la partie\u202f!',
  logTeamWon: ({ team, names }: { team: string; names: string }) =>
    `${TheTeam(team)} (${names}) a gagné la partie\u202f!`,
};

export default fr;
