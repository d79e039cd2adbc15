import type { MoreMessages } from './en';

/**
 * Brazilian Portuguese, with "você". The modes are "Simples" and "Picante" everywhere (settings,
 * rules, log, previews); trios are "conectados"; a team of two is a "dupla" ("Dupla A"). A number
 * as a noun is masculine ("seu 5", "mais um 7"), a card feminine ("a menor carta").
 */

/** The number before a unit: "30 s" on one line. */
const sec = (seconds: number) => `${seconds}\u00a0s`;
const DUPLA = 'Dupla ';
/** “A dupla A” at the start of a sentence (the team's name is `team(letter)`, “Dupla A”); a player's name stays as it is. */
const TheDupla = (team: string) => (team.startsWith(DUPLA) ? `A dupla ${team.slice(DUPLA.length)}` : team);

export const ptBRMore: MoreMessages = {
  keepSeatNote:
    'Este navegador não guarda nada para este quadro: recarregar a página faria você perder seu lugar.',
  keepSeatLink: 'Guarde seu lugar em uma aba ↗',
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
  trioCount: (n: number) => `${n} de 3 trios`,
  trioNeeds: ({ value, partners }: { value: number; partners: number[] }) =>
    `${value}: falta ${partners.join(' ou ')}`,
  trioNoPartner: (value: number) => `${value}: sem par possível`,
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

  // A team game’s words (the table fetches them with the swap panel before it shows a team table).
  offerCard: (value: number) => `Oferecer seu ${value} ao seu parceiro`,
  offeredCard: (value: number) => `seu ${value}, oferecido ao seu parceiro`,
  /** `team` is "Dupla A" (feminine). */
  teamTrios: (team: string) => `trios da ${team}`,
  swapAfterDeal: 'Depois da distribuição, os parceiros podem trocar uma carta.',
  swapAfterTrio: ({ who, teams }: { who: string; teams: number }) =>
    teams === 1
      ? `${TheDupla(who)} conquistou um trio: a outra dupla pode trocar.`
      : `${TheDupla(who)} conquistou um trio: as outras duplas podem trocar.`,
  swapPick: 'Escolha uma carta para oferecer ao seu parceiro, ou pule',
  swapWaiting: 'Esperando as duplas trocarem…',
  yourTeamWinsBecause: (reason: string) => `Sua dupla venceu ${reason}!`,
  teamWinsBecause: ({ team, names, reason }: { team: string; names: string; reason: string }) =>
    `${team} (${names}) venceu ${reason}!`,
  logYourTeamSwapped: 'Sua dupla trocou uma carta.',
  logYourTeamNoSwap: 'Sua dupla não trocou.',
  logYourTeamWon: 'Sua dupla venceu a partida!',

  react: 'Enviar uma reação',
  reactions: 'Reações',
  reactClap: 'Aplausos',
  reactWow: 'Uau',
  reactPhew: 'Ufa',
  reactThink: 'Pensando',
  reactLaugh: 'Rindo muito',
  reactScream: 'Susto',
  reactFire: 'Pegando fogo',
  reactThumbs: 'Joinha',
  reactNice: 'Boa!',
  reactOops: 'Opa',
  reactWellPlayed: 'Bem jogado',
  reactYourTurn: 'Sua vez!',
  reactGoodGame: 'Boa partida',
  reactThanks: 'Valeu',
  reactionBy: ({ name, reaction }: { name: string; reaction: string }) => `${name}: ${reaction}`,
  reactionsTeamOff: 'Sem reações numa partida em duplas: os parceiros só podem trocar cartas.',
  reactionsSeatedOnly: 'Só quem está sentado à mesa pode reagir.',
  hideReactions: 'Ocultar as reações dos outros',
  sounds: 'Sons',
  score: (values: string) => `Vitórias: ${values}`,
  finalHand: ({ name, values }: { name: string; values: string }) => `Mão de ${name}: ${values}`,

  trioOfWinning: (value: number) => `trio de ${value}, parte da vitória`,

  youWinBecause: (reason: string) => `Você venceu ${reason}!`,
  winsBecause: ({ name, reason }: { name: string; reason: string }) => `${name} venceu ${reason}!`,
  timesUp: 'Acabou o tempo: um bot jogou o resto da sua vez.',
  welcomeBack: 'Que bom que você voltou! Um bot jogou por você enquanto você estava fora.',
};

export default ptBRMore;
