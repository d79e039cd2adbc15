import type { RecordErrorCode } from '../../record/errors';
import { formatFor } from '../format';
import type { ReplayMessages } from './en';

/** Brazilian Portuguese (the player is « você », as in ../table/pt-BR.ts; game words: trio, centro, revelar). */

const f = formatFor('pt-BR');

export const ptBRReplay: ReplayMessages = {
  replay: 'Replay',
  gameNumber: (n: number) => `Partida ${n}`,
  savedGame: 'Partida salva',
  loading: 'Carregando a partida…',
  backToRoom: 'Voltar para a sala',
  openTitle: 'Assistir a uma partida salva',
  openHint: 'Abra uma partida salva de um replay (um arquivo .trio.json): ela roda aqui, sem o servidor.',
  openFile: 'Abrir um arquivo…',
  openOther: 'Abrir outro arquivo…',
  save: 'Salvar a partida',
  saveTitle: 'Baixar esta partida como arquivo .trio.json, para assistir de novo em qualquer lugar',

  controls: 'Controles do replay',
  first: 'Primeiro passo',
  previous: 'Passo anterior',
  next: 'Próximo passo',
  last: 'Último passo',
  play: 'Reproduzir',
  pause: 'Pausar',
  speed: 'Velocidade',
  speedX: (n: number) => `${f.number(n)}×`,
  stepSlider: 'Passo',
  stepOf: ({ step, total }: { step: number; total: number }) =>
    `Passo ${f.number(step)} de ${f.number(total)}`,

  atTheDeal: 'As cartas são distribuídas.',
  cardLabel: ({ value, revealed, offered }: { value: number; revealed: boolean; offered: boolean }) =>
    `${value}${revealed ? ', revelada neste turno' : ''}${offered ? ', oferecida ao parceiro' : ''}`,
  handOf: (name: string) => `a mão de ${name}`,
  slotRevealed: ({ n, value }: { n: number; value: number }) =>
    `espaço ${n} do centro, ${value}, revelada neste turno`,
  slotShown: ({ n, value }: { n: number; value: number }) => `espaço ${n} do centro, ${value}`,
  outcomeMismatch: 'Não combinou: as cartas voltam',
  outcomeTrio: 'Um trio!',
  offers: 'oferece uma carta',
  declines: 'recusa',

  deal: (name: string) => `A distribuição: ${name} começa.`,
  dealSwap: 'A distribuição: os parceiros podem trocar uma carta.',
  offer: ({ name, value }: { name: string; value: number }) => `${name} oferece um ${value} para a troca.`,
  skip: (name: string) => `${name} recusa a troca.`,

  summary: 'Resumo',
  player: 'Jogador',
  turns: 'Turnos',
  reveals: 'Reveladas',
  matches: 'Acertos',
  mismatches: 'Erros',
  trios: 'Trios',
  longestRun: 'Sequência',
  longestRunTitle: 'O maior número de trios conquistados em turnos seguidos',
  summaryAbbr: { reveals: 'Revel.', longestRun: 'Seq.' },
  longestRunNote:
    'Acertos: cartas com o mesmo número da revelada logo antes. Sequência: o maior número de turnos seguidos terminados em trio.',
  winningTurn: ({ name, turn, own }: { name: string; turn: number; own: number }) =>
    `${name} venceu no turno ${f.number(turn)} da partida (no seu ${f.number(own)}º turno).`,

  roomGames: 'Partidas nesta sala',
  gameWon: ({ n, names, reason }: { n: number; names: string; reason: string }) =>
    `Partida ${f.number(n)} · ${names} venceu · ${reason}`,
  watchReplay: 'Assistir ao replay',
  newTab: (label: string) => `${label} (abre em uma nova aba)`,
  newTabHint: 'Os replays abrem em uma nova aba: esta mesa continua aberta aqui.',
  localSaveHint:
    'Esta partida foi jogada neste dispositivo: salve-a e abra o arquivo em “Assistir a uma partida salva” para vê-la de novo.',

  showEarlier: 'Mostrar jogadas anteriores',
  loadingEarlier: 'Carregando jogadas anteriores…',

  unreachable: 'Não foi possível acessar o servidor. Verifique sua conexão ou abra uma partida salva.',
  roomMissing: 'Esta sala de jogo não existe (mais).',
  recordError: {
    'record/invalid': 'Este arquivo não é uma partida de Trio salva.',
    'record/wrong_protocol':
      'Esta partida foi salva por outra versão do Trio Online: não dá para reproduzi-la aqui.',
    'record/bad_deal':
      'Esta partida salva tem uma distribuição impossível: ela foi alterada depois de salva.',
    'record/bad_seats': 'Esta partida salva não indica um jogador por lugar.',
    'record/illegal_action':
      'Esta partida salva tem uma jogada contra as regras: ela foi alterada depois de salva.',
    'record/unfinished': 'Esta partida salva termina antes de alguém vencer.',
    'record/after_end': 'Esta partida salva continua depois da vitória: ela foi alterada depois de salva.',
    'record/wrong_winner':
      'Esta partida salva termina com outro vencedor do que diz: ela foi alterada depois de salva.',
  } satisfies Record<RecordErrorCode, string>,
  atMove: (n: number) => `(jogada ${f.number(n)})`,
};

export default ptBRReplay;
