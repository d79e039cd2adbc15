import { formatFor } from '../format';
import type { PreviewMessages } from './en';

/** The Worker's link previews (Open Graph, Twitter, oEmbed), in the words of this language's catalog. */
const f = formatFor('es');

export const esPreview: PreviewMessages = {
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
    `Trio — ${mode === 'simple' ? 'Simple' : 'Picante'}, ${f.plural(players, { one: `${players} jugador`, other: `${players} jugadores` })}${teams ? ' en equipos' : ''}, ${state}`,
  previewPlaying: 'partida en curso',
  previewOver: 'partida terminada',
  previewFull: 'mesa llena',
  previewFree: (n: number) => f.plural(n, { one: `${n} asiento libre`, other: `${n} asientos libres` }),
  previewNobody: 'Aún no se ha sentado nadie.',
  previewAtTable: (names: string) => `En la mesa: ${names}.`,
  previewGoalSimple: 'Modo Simple: ganan tres tríos (o los tres 7).',
  previewGoalSpicy: 'Modo Picante: ganan dos tríos conectados.',
  previewGoalSpicyThree: 'Modo Picante: ganan dos tríos conectados o tres tríos.',
  previewPitch: 'Juega a Trio en el navegador: sin cuenta ni instalación.',
  previewImageAlt: 'Trio: tres cartas iguales',
  siteDescription:
    'Juega a Trio en línea con amigos o contra bots: comparte un enlace, sin cuenta ni instalación.',
  notFoundTitle: 'Aquí no hay ninguna página',
  notFoundBody:
    'Puede que la dirección esté mal escrita o incompleta. El enlace de una partida es /g/ seguido de su código.',
  notFoundHome: 'Ir a Trio Online',
  notFoundPageTitle: 'Página no encontrada · Trio Online',
};
