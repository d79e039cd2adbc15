import type { LifeMessages } from './en';

/**
 * Brazilian Portuguese, with "você". The modes are "Simples" and "Picante" everywhere (settings,
 * rules, log, previews); trios are "conectados"; a team of two is a "dupla" ("Dupla A"). A number
 * as a noun is masculine ("seu 5", "mais um 7"), a card feminine ("a menor carta").
 */

/** The number before a unit: "30 s" on one line. */
const sec = (seconds: number) => `${seconds}\u00a0s`;

export const ptBRLife: LifeMessages = {
  away: 'ausente',
  awayBotPlays: 'ausente · bot jogando',
  awaySoon: 'ausente · bot em breve',
  awayIn: (seconds: number) => `ausente · um bot joga em ${sec(seconds)}`,
  awayInShort: (seconds: number) => `ausente · bot em ${sec(seconds)}`,
  awayTitle: 'Depois de um minuto de ausência, um bot joga no lugar da pessoa até ela voltar',
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
  timesUp: 'Acabou o tempo: um bot jogou o resto da sua vez.',
  welcomeBack: 'Que bom que você voltou! Um bot jogou por você enquanto você estava fora.',
};

export default ptBRLife;
