import { formatFor } from '../format';
import type { PreviewMessages } from './en';

/** The Worker's link previews (Open Graph, Twitter, oEmbed), in the words of this language's catalog. */
const f = formatFor('de');

export const dePreview: PreviewMessages = {
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
    `Trio – ${mode === 'spicy' ? 'scharf' : 'einfach'}, ${players} Spieler${teams ? ' in Teams' : ''}, ${state}`,
  previewPlaying: 'Partie läuft',
  previewOver: 'Partie vorbei',
  previewFull: 'Tisch voll',
  previewFree: (n: number) => f.plural(n, { one: '1 Platz frei', other: `${n} Plätze frei` }),
  previewNobody: 'Noch hat niemand Platz genommen.',
  previewAtTable: (names: string) => `Am Tisch: ${names}.`,
  previewGoalSimple: 'Einfacher Modus: Drei Trios (oder das 7er-Trio) gewinnen.',
  previewGoalSpicy: 'Scharfer Modus: Zwei verbundene Trios gewinnen.',
  previewGoalSpicyThree: 'Scharfer Modus (Picante): Zwei verbundene Trios oder drei Trios gewinnen.',
  previewPitch: 'Spiel Trio im Browser: kein Konto, keine Installation.',
  previewImageAlt: 'Trio: drei gleiche Karten',
  siteDescription:
    'Spiel das Kartenspiel Trio online mit Freunden oder gegen Bots: Link teilen, kein Konto, keine Installation.',
  notFoundTitle: 'Diese Seite gibt es nicht',
  notFoundBody:
    'Die Adresse ist vielleicht falsch geschrieben oder abgeschnitten. Der Link zu einer Partie besteht aus /g/ und ihrem Code.',
  notFoundHome: 'Zu Trio Online',
  notFoundPageTitle: 'Seite nicht gefunden · Trio Online',
};
