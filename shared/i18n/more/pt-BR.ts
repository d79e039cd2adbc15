import type { MoreMessages } from './en';

/**
 * Brazilian Portuguese, with "você". The modes are "Simples" and "Picante" everywhere (settings,
 * rules, log, previews); trios are "conectados"; a team of two is a "dupla" ("Dupla A"). A number
 * as a noun is masculine ("seu 5", "mais um 7"), a card feminine ("a menor carta").
 */

/** The number before a unit: "30 s" on one line. */
const sec = (seconds: number) => `${seconds}\u00a0s`;

export const ptBRMore: MoreMessages = {
  closeRules: 'Fechar as regras',
  close: 'Fechar',

  leaveTitle: 'Sair desta partida?',
  leaveBody:
    'A partida continua sem você: um bot joga por você até você voltar. Seu lugar fica guardado neste aparelho, e a página inicial oferece um caminho de volta.',
  stay: 'Ficar',
  leave: 'Sair',

  winningTrios: 'os trios vencedores',
  teamSwap: 'Troca da dupla',
  swapDecided: (teams: number) =>
    teams === 1
      ? 'Sua dupla já decidiu. Esperando a outra dupla…'
      : 'Sua dupla já decidiu. Esperando as outras duplas…',
  swapOffered: (value: number) =>
    `Você ofereceu seu ${value}. Se seu parceiro também oferecer uma carta, vocês trocam. Esperando…`,
  swapSkipped: 'Você pulou esta troca: nenhuma carta muda de mão. Esperando seu parceiro…',
  swapHowTo:
    'Toque numa carta da sua mão para oferecê-la ao seu parceiro, em segredo. A troca só acontece se os dois oferecerem uma.',
  skipSwap: 'Pular a troca',
  showResult: 'Ver o resultado',
  victory: 'Vitória!',
  gameOver: 'Fim de jogo',
  youWin: 'Você venceu!',
  wins: (name: string) => `${name} venceu`,
  yourTeamWins: 'Sua dupla venceu!',
  teamWins: ({ team, names }: { team: string; names: string }) => `${team} (${names}) venceu`,
  winSevens: 'O trio de 7 vence na hora.',
  winConnected: ({ pair, sum }: { pair: string; sum: string }) => `Dois trios conectados: ${pair} (${sum}).`,
  winThree: (values: string) => `Três trios: ${values}.`,
  rematch: 'Revanche',
  rematchByHost: 'O anfitrião pode começar uma revanche.',
  rematchBy: (name: string) => `${name} (anfitrião) pode começar uma revanche.`,
  newGame: 'Nova partida',
  seeTable: 'Ver a mesa',
  swapDone: ({ gave, got }: { gave: number; got: number }) =>
    `Troca feita: você deu um ${gave} e recebeu um ${got}.`,
  swapDoneSame: 'Troca feita: você deu e recebeu o mesmo valor.',
  away: 'ausente',
  awayBotPlays: 'ausente · bot jogando',
  awaySoon: 'ausente · bot em breve',
  awayIn: (seconds: number) => `ausente · um bot joga em ${sec(seconds)}`,
  awayInShort: (seconds: number) => `ausente · bot em ${sec(seconds)}`,
  awayTitle: 'Depois de um minuto de ausência, um bot joga no lugar da pessoa até ela voltar',
};

export default ptBRMore;
