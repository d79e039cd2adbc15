import type { OverMessages } from './en';

/**
 * Brazilian Portuguese, with "você". The modes are "Simples" and "Picante" everywhere (settings,
 * rules, log, previews); trios are "conectados"; a team of two is a "dupla" ("Dupla A"). A number
 * as a noun is masculine ("seu 5", "mais um 7"), a card feminine ("a menor carta").
 */

export const ptBROver: OverMessages = {
  winningTrios: 'os trios vencedores',
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
  yourTeamWinsBecause: (reason: string) => `Sua dupla venceu ${reason}!`,
  teamWinsBecause: ({ team, names, reason }: { team: string; names: string; reason: string }) =>
    `${team} (${names}) venceu ${reason}!`,
  trioOfWinning: (value: number) => `trio de ${value}, parte da vitória`,
  youWinBecause: (reason: string) => `Você venceu ${reason}!`,
  winsBecause: ({ name, reason }: { name: string; reason: string }) => `${name} venceu ${reason}!`,
};

export default ptBROver;
