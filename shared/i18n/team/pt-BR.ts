import type { TeamMessages } from './en';

/**
 * Brazilian Portuguese, with "você". The modes are "Simples" and "Picante" everywhere (settings,
 * rules, log, previews); trios are "conectados"; a team of two is a "dupla" ("Dupla A"). A number
 * as a noun is masculine ("seu 5", "mais um 7"), a card feminine ("a menor carta").
 */

const DUPLA = 'Dupla ';
/** “A dupla A” at the start of a sentence (the team's name is `team(letter)`, “Dupla A”); a player's name stays as it is. */
const TheDupla = (team: string) => (team.startsWith(DUPLA) ? `A dupla ${team.slice(DUPLA.length)}` : team);

export const ptBRTeam: TeamMessages = {
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
  swapDone: ({ gave, got }: { gave: number; got: number }) =>
    `Troca feita: você deu um ${gave} e recebeu um ${got}.`,
  swapDoneSame: 'Troca feita: você deu e recebeu o mesmo valor.',
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
  logYourTeamSwapped: 'Sua dupla trocou uma carta.',
  logYourTeamNoSwap: 'Sua dupla não trocou.',
  logYourTeamWon: 'Sua dupla venceu a partida!',
};

export default ptBRTeam;
