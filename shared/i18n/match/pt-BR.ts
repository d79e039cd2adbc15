import { formatFor } from '../format';
import type { MatchMessages } from './en';

/** Brazilian Portuguese: quick match and the open tables (the conventions of ../lobby/pt-BR.ts). */

const f = formatFor('pt-BR');

export const ptBRMatch: MatchMessages = {
  quickTitle: 'Partida rápida',
  quickLead: 'Jogue com pessoas que você ainda não conhece: encontramos uma mesa perto de você.',
  anyPlayers: 'Tanto faz',
  anyMode: 'Tanto faz',
  waitLegend: 'Bots ocupam os lugares vazios depois de',
  waitChoice: (seconds: number) => `${seconds}\u00a0s`,
  findTable: 'Procurar mesa',
  looking: ({ n, players }: { n: number; players: number }) => `Procurando jogadores… ${n} de ${players}`,
  waited: (seconds: number) => `Esperando há ${seconds}\u00a0s`,
  fillIn: (seconds: number) =>
    seconds > 0
      ? `Bots ocupam os lugares vazios em no máximo ${seconds}\u00a0s`
      : 'Bots estão ocupando os lugares vazios…',
  cancel: 'Cancelar',
  found: 'Mesa encontrada! Levando você ao seu lugar…',
  otherTab: 'Você já está procurando uma mesa em outra aba.',
  lost: 'Conexão perdida. Procurando de novo…',
  unavailable: 'A partida rápida não está disponível agora. Tente de novo daqui a pouco.',
  tablesTitle: 'Mesas abertas',
  tablesLead: 'Partidas esperando jogadores. Um clique e você está sentado.',
  noTables: 'Nenhuma mesa aberta agora. Crie uma em “Jogar com amigos” e marque “Mesa aberta”.',
  tableSeats: (n: number) => f.plural(n, { one: '1 lugar livre', other: `${n} lugares livres` }),
  tableWaiting: (seconds: number) =>
    seconds < 60 ? `esperando há ${seconds}\u00a0s` : `esperando há ${Math.floor(seconds / 60)}\u00a0min`,
  sitDown: 'Sentar',
  sitDownAt: (table: string) => `Sentar: ${table}`,
  tablesUnavailable: 'Não foi possível carregar as mesas abertas agora.',
  nameFirst: 'Digite seu nome no topo da página para jogar.',
  nameFirstGo: 'Digitar meu nome',
};

export default ptBRMatch;
