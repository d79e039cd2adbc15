import type { RecordErrorCode } from '../../record/errors';
import { formatFor } from '../format';
import type { ReplayMessages } from './en';

/**
 * French (typography and game words as ../table/fr.ts: « vous », « Picante », « trios liés »).
 */

const f = formatFor('fr');

/** « de Bob », « d’Ana »: the preposition before a player's name, elided before a vowel. */
const de = (name: string) => (/^[aeiouàâäéèêëîïôöùûüæœ]/i.test(name) ? `d’${name}` : `de ${name}`);

const ordinal = (n: number): string => (n === 1 ? '1er' : `${n}e`);

export const frReplay: ReplayMessages = {
  replay: 'Revoir la partie',
  gameNumber: (n: number) => `Partie ${n}`,
  savedGame: 'Partie enregistrée',
  loading: 'Chargement de la partie…',
  backToRoom: 'Retour à la salle',
  openTitle: 'Revoir une partie enregistrée',
  openHint:
    'Ouvrez une partie enregistrée (un fichier .trio.json)\u00a0: elle se rejoue ici, sans le serveur.',
  openFile: 'Ouvrir un fichier…',
  openOther: 'Ouvrir un autre fichier…',
  save: 'Enregistrer la partie',
  saveTitle: 'Télécharger cette partie en fichier .trio.json, pour la revoir n’importe où',

  controls: 'Commandes de lecture',
  first: 'Première étape',
  previous: 'Étape précédente',
  next: 'Étape suivante',
  last: 'Dernière étape',
  play: 'Lecture',
  pause: 'Pause',
  speed: 'Vitesse',
  speedX: (n: number) => `${f.number(n)}×`,
  stepSlider: 'Étape',
  stepOf: ({ step, total }: { step: number; total: number }) =>
    `Étape ${f.number(step)} sur ${f.number(total)}`,

  atTheDeal: 'Les cartes sont distribuées.',
  cardLabel: ({ value, revealed, offered }: { value: number; revealed: boolean; offered: boolean }) =>
    `${value}${revealed ? ', révélée ce tour-ci' : ''}${offered ? ', proposée au partenaire' : ''}`,
  handOf: (name: string) => `la main ${de(name)}`,
  slotRevealed: ({ n, value }: { n: number; value: number }) =>
    `case ${n} du centre, ${value}, révélée ce tour-ci`,
  slotShown: ({ n, value }: { n: number; value: number }) => `case ${n} du centre, ${value}`,
  outcomeMismatch: 'Raté\u00a0: les cartes retournent à leur place',
  outcomeTrio: 'Un trio\u202f!',
  offers: 'propose une carte',
  declines: 'refuse',

  deal: (name: string) => `La distribution\u00a0: ${name} commence.`,
  dealSwap: 'La distribution\u00a0: les partenaires peuvent échanger une carte.',
  offer: ({ name, value }: { name: string; value: number }) => `${name} propose son ${value} à l’échange.`,
  skip: (name: string) => `${name} refuse l’échange.`,

  summary: 'Résumé',
  player: 'Joueur',
  turns: 'Tours',
  reveals: 'Révélées',
  matches: 'Enchaînées',
  mismatches: 'Ratés',
  trios: 'Trios',
  longestRun: 'Série',
  longestRunTitle: 'Le plus de trios remportés en tours consécutifs',
  summaryAbbr: { matches: 'Ench.' },
  longestRunNote:
    'Enchaînées : cartes de même valeur que la carte révélée juste avant. Série : le plus de tours d’affilée terminés par un trio.',
  winningTurn: ({ name, turn, own }: { name: string; turn: number; own: number }) =>
    `${name} a gagné au tour ${f.number(turn)} de la partie (son ${ordinal(own)} tour).`,

  roomGames: 'Les parties de cette salle',
  gameWon: ({ n, names, reason }: { n: number; names: string; reason: string }) =>
    `Partie ${f.number(n)} · victoire ${de(names)} · ${reason}`,
  watchReplay: 'Revoir la partie',
  newTab: (label: string) => `${label} (s’ouvre dans un nouvel onglet)`,
  newTabHint:
    '«\u00a0Revoir la partie\u00a0» s’ouvre dans un nouvel onglet\u00a0: cette table reste ouverte ici.',
  localSaveHint:
    'Cette partie s’est jouée sur cet appareil\u00a0: enregistrez-la, puis ouvrez le fichier dans «\u00a0Revoir une partie enregistrée\u00a0» pour la revoir.',

  showEarlier: 'Afficher les coups précédents',
  loadingEarlier: 'Chargement des coups précédents…',

  unreachable:
    'Impossible de joindre le serveur. Vérifiez votre connexion, ou ouvrez une partie enregistrée.',
  roomMissing: 'Cette salle de jeu n’existe pas (ou plus).',
  recordError: {
    'record/invalid': 'Ce fichier n’est pas une partie de Trio enregistrée.',
    'record/wrong_protocol':
      'Cette partie a été enregistrée par une autre version de Trio Online\u00a0: elle ne peut pas être rejouée ici.',
    'record/bad_deal':
      'Cette partie enregistrée a une distribution impossible\u00a0: elle a été modifiée après l’enregistrement.',
    'record/bad_seats': 'Cette partie enregistrée n’indique pas un joueur par place.',
    'record/illegal_action':
      'Cette partie enregistrée contient un coup contraire aux règles\u00a0: elle a été modifiée après l’enregistrement.',
    'record/unfinished': 'Cette partie enregistrée s’arrête avant que quelqu’un ait gagné.',
    'record/after_end':
      'Cette partie enregistrée continue après la victoire\u00a0: elle a été modifiée après l’enregistrement.',
    'record/wrong_winner':
      'Cette partie enregistrée finit avec un autre gagnant que celui indiqué\u00a0: elle a été modifiée après l’enregistrement.',
  } satisfies Record<RecordErrorCode, string>,
  atMove: (n: number) => `(coup ${f.number(n)})`,
};

export default frReplay;
