import type { LearnMessages } from './en';

/** Brazilian Portuguese: the guided first game and the local game (the conventions of ../table/pt-BR.ts). */

export const ptBRLearn: LearnMessages = {
  title: 'Aprenda Trio em dois minutos',
  stepOf: ({ n, total }) => `Passo ${n} de ${total}`,
  intro: ({ bot2, bot3 }) =>
    `Você joga contra dois jogadores do computador, ${bot2} e ${bot3}. Junte trios, três cartas do mesmo número: três trios vencem, e o trio de 7 vence na hora.`,
  start: 'Começar',
  skip: 'Pular a lição',
  askLowest: (bot2) => `Sua vez. Peça a alguém a menor ou a maior carta: toque na menor carta de ${bot2}.`,
  turnCenter: ({ bot2, value }) =>
    `${bot2} mostrou um ${value}. Você também pode virar uma carta do centro: toque na que está destacada.`,
  mismatch: ({ first, second }) =>
    `Um ${second} não é um ${first}: dois números diferentes encerram sua vez, e as cartas voltam para o lugar. Agora veja os outros jogarem e lembre o que eles mostram.`,
  watch: 'Os bots jogam a vez deles. Cada carta que mostram é uma pista.',
  ownLowest:
    'Os outros mostraram dois 4: a menor carta de um jogador e uma carta do centro. Você também tem um 4, e sua mão está em ordem: é a sua menor carta. Toque nela.',
  askAgain: (bot) => `Agora peça a ${bot} a menor carta: o 4 que você viu.`,
  lastFour: 'Falta um 4: a carta do centro onde apareceu um 4. Toque nela.',
  trio: 'Três iguais formam um trio, e ele é seu. Sua vez termina; os outros continuam.',
  sevens: 'Os outros revelaram os três 7 no centro. O trio de 7 vence na hora: toque no primeiro 7.',
  secondSeven: 'Dois 7 até agora. Toque no segundo.',
  lastSeven: 'E o último 7.',
  won: 'Você venceu com o trio de 7!',
  spicy:
    'Mais uma coisa, para depois: no modo Picante, dois trios conectados vencem. Dois números estão conectados quando somam 7 ou têm diferença de 7 (seus 4 com 3 ou com 11); uma carta virada para cima mostra suas conexões nos cantos de baixo.',
  playNow: 'Jogar agora',
  readRules: 'Ler as regras',
  tapHighlighted: 'Toque na carta destacada.',
  offlineGame: 'Esta partida é off-line: você joga contra o computador, neste aparelho.',
  leave: 'Sair',
  offlineHome: 'Você está off-line. “Jogar agora” começa uma partida contra o computador neste aparelho.',
  needsConnection: 'Isto precisa de conexão.',
};

export default ptBRLearn;
