import { formatFor } from '../format';
import type { PreviewMessages } from './en';

/** The Worker's link previews (Open Graph, Twitter, oEmbed), in the words of this language's catalog. */
const f = formatFor('pt-BR');

/** Brazilian usage: 0 takes the plural ("0 lugares"), where Intl's rules say singular. */
const plural = (n: number, forms: { one: string; other: string }) =>
  n === 0 ? forms.other : f.plural(n, forms);

export const ptBRPreview: PreviewMessages = {
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
    `Trio — ${mode === 'spicy' ? 'Picante' : 'Simples'}, ${players} jogadores${teams ? ' em duplas' : ''}, ${state}`,
  previewPlaying: 'partida em andamento',
  previewOver: 'partida encerrada',
  previewFull: 'mesa cheia',
  previewFree: (n: number) => plural(n, { one: '1 lugar livre', other: `${n} lugares livres` }),
  previewNobody: 'Ninguém se sentou ainda.',
  previewAtTable: (names: string) => `Na mesa: ${names}.`,
  previewGoalSimple: 'Modo Simples: três trios (ou o trio de 7) vencem.',
  previewGoalSpicy: 'Modo Picante: dois trios conectados vencem.',
  previewGoalSpicyThree: 'Modo Picante: dois trios conectados ou três trios vencem.',
  previewPitch: 'Jogue Trio no navegador: sem conta, sem instalar nada.',
  previewImageAlt: 'Trio: três cartas iguais',
  siteDescription:
    'Jogue o jogo de cartas Trio online com amigos ou contra bots: compartilhe um link, sem conta, sem instalar nada.',
  notFoundTitle: 'Não há nenhuma página aqui',
  notFoundBody:
    'O endereço pode estar digitado errado ou incompleto. O link de uma partida é /g/ seguido do código dela.',
  notFoundHome: 'Ir para o Trio Online',
  notFoundPageTitle: 'Página não encontrada · Trio Online',
};
