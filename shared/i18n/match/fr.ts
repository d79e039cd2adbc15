import { formatFor } from '../format';
import type { MatchMessages } from './en';

/** French: quick match and the open tables (the conventions of ../lobby/fr.ts). */

const f = formatFor('fr');

export const frMatch: MatchMessages = {
  quickTitle: 'Partie rapide',
  quickLead:
    'Jouez avec des gens que vous ne connaissez pas encore\u00a0: nous vous trouvons une table près de chez vous.',
  anyPlayers: 'Peu importe',
  anyMode: 'Peu importe',
  waitLegend: 'Des bots complètent la table après',
  waitChoice: (seconds: number) => `${seconds}\u00a0s`,
  findTable: 'Trouver une table',
  looking: ({ n, players }: { n: number; players: number }) => `Recherche de joueurs… ${n} sur ${players}`,
  waited: (seconds: number) => `En attente depuis ${seconds}\u00a0s`,
  fillIn: (seconds: number) =>
    seconds > 0
      ? `Des bots prendront les places libres dans ${seconds}\u00a0s au plus tard`
      : 'Des bots prennent les places libres…',
  cancel: 'Annuler',
  found: 'Table trouvée\u202f! Direction votre place…',
  otherTab: 'Vous cherchez déjà une table dans un autre onglet.',
  lost: 'Connexion perdue. Nouvelle recherche…',
  unavailable: 'La partie rapide est indisponible pour le moment. Réessayez dans un instant.',
  tablesTitle: 'Tables ouvertes',
  tablesLead: 'Des parties attendent des joueurs. Un clic et vous êtes assis.',
  noTables:
    'Aucune table ouverte pour le moment. Créez-en une avec «\u00a0Jouer avec des amis\u00a0» et cochez «\u00a0Table ouverte\u00a0».',
  tableSeats: (n: number) => f.plural(n, { one: `${n} place libre`, other: `${n} places libres` }),
  tableWaiting: (seconds: number) =>
    seconds < 60
      ? `en attente depuis ${seconds}\u00a0s`
      : `en attente depuis ${Math.floor(seconds / 60)}\u00a0min`,
  sitDown: 'S’asseoir',
  sitDownAt: (table: string) => `S’asseoir\u00a0: ${table}`,
  tablesUnavailable: 'Les tables ouvertes ne peuvent pas être chargées pour le moment.',
  nameFirst: 'Entrez votre nom en haut de la page pour jouer.',
  nameFirstGo: 'Entrer mon nom',
};

export default frMatch;
