import { formatFor } from '../format';
import type { PreviewMessages } from './en';

/** The Worker's link previews (Open Graph, Twitter, oEmbed), in the words of this language's catalog. */
const f = formatFor('fr');

export const frPreview: PreviewMessages = {
  previewTitle: ({
    mode,
    players,
    teams,
    state,
  }: {
    mode: 'simple' | 'spicy';
    players: number;
    teams: boolean;
    state: string;
  }) =>
    `Trio — ${mode === 'simple' ? 'Simple' : 'Picante'}, ${f.plural(players, { one: `${players} joueur`, other: `${players} joueurs` })}${teams ? ' en équipes' : ''}, ${state}`,
  previewPlaying: 'partie en cours',
  previewOver: 'partie terminée',
  previewFull: 'table complète',
  previewFree: (n: number) => f.plural(n, { one: `${n} place libre`, other: `${n} places libres` }),
  previewNobody: 'Personne n’est encore à la table.',
  previewAtTable: (names: string) => `À la table\u00a0: ${names}.`,
  previewGoalSimple: 'Mode Simple\u00a0: trois trios (ou les trois 7) pour gagner.',
  previewGoalSpicy: 'Mode Picante\u00a0: deux trios liés pour gagner.',
  previewGoalSpicyThree: 'Mode Picante\u00a0: deux trios liés ou trois trios pour gagner.',
  previewPitch: 'Jouez à Trio dans le navigateur\u00a0: sans compte, sans installation.',
  previewImageAlt: 'Trio\u00a0: trois cartes identiques',
  siteDescription:
    'Jouez à Trio en ligne avec vos amis ou contre des bots\u00a0: partagez un lien, sans compte ni installation.',
  notFoundTitle: 'Il n’y a rien ici',
  notFoundBody:
    'L’adresse est peut-être mal saisie ou incomplète. Le lien d’une partie ressemble à /g/ suivi de son code.',
  notFoundHome: 'Aller sur Trio Online',
  notFoundPageTitle: 'Page introuvable · Trio Online',
};
