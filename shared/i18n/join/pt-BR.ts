import { formatFor } from '../format';
import type { JoinMessages } from './en';

/**
 * Brazilian Portuguese, with "você". The modes are "Simples" and "Picante" everywhere (settings,
 * rules, log, previews); trios are "conectados"; a team of two is a "dupla" ("Dupla A"). A number
 * as a noun is masculine ("seu 5", "mais um 7"), a card feminine ("a menor carta").
 */

const f = formatFor('pt-BR');

/**
 * A count's form: CLDR files 0 with 1 in Portuguese ("0 carta"), but Brazilian usage puts zero in
 * the plural ("0 cartas").
 */
const plural = (n: number, forms: { one: string; other: string }) =>
  n === 0 ? forms.other : f.plural(n, forms);

export const ptBRJoin: JoinMessages = {
  siteTagline: 'O jogo de cartas de memória. Revele, lembre, junte três iguais.',
  yourName: 'Seu nome',
  namePlaceholder: 'ex.: Ana',
  enterName: 'Digite um nome para começar uma partida.',
  players: 'Jogadores',
  mode: 'Modo',
  bots: 'Bots',
  level: 'Nível',
  modeSimple: 'Simples',
  modeSimpleHint: 'Conquiste três trios quaisquer para vencer.',
  modeSpicy: 'Picante',
  modeSpicyHint: 'Conquiste dois trios conectados para vencer (valores que somam 7 ou têm diferença de 7).',
  logClassic: 'Clássico',
  logClassicHint: 'O histórico esquece os valores quando as cartas voltam: a memória faz diferença.',
  logOpen: 'Histórico aberto',
  logOpenHint: 'O histórico guarda todos os valores revelados: um jogo mais tranquilo.',
  levelEasy: 'Fácil',
  levelEasyHint: 'Bots esquecidos: bons para uma primeira partida.',
  levelNormal: 'Normal',
  levelNormalHint: 'Bots que se lembram de todas as cartas que veem.',
  levelHard: 'Difícil',
  levelHardHint: 'Bots que contam as cartas e raciocinam como um jogador experiente.',
  teamsOfTwo: 'Duplas',
  teamsHint: 'os parceiros sentam frente a frente e somam seus trios',
  teamsNeed: 'com 4 ou 6 jogadores',
  threeTriosOption: 'Três trios também vencem',
  threeTriosHint: 'a leitura do modo Picante no livreto francês: três trios quaisquer ou dois conectados',
  threeTriosOnlySpicy: 'no modo picante',
  openTable: 'Mesa aberta',
  openTableHint: 'aparece na página inicial: qualquer pessoa pode sentar',
  settingsOpenTable: 'aberta a todos',
  settingsPlayers: (n: number) => plural(n, { one: '1 jogador', other: `${n} jogadores` }),
  settingsSimple: 'simples (três trios vencem)',
  settingsSpicy: 'picante (dois trios conectados vencem)',
  settingsSpicyThree: 'picante (dois trios conectados ou três trios vencem)',
  settingsTeams: 'duplas',
  settingsClassicLog: 'histórico clássico',
  settingsOpenLog: 'histórico aberto',
  backToGameLabel: 'Sua partida em andamento',
  backToGameText: 'Uma partida sua ainda está em andamento.',
  backToGame: 'Voltar para sua partida',
  playNow: 'Jogar agora',
  playNowLead: 'Uma partida contra o computador, começando na hora.',
  dealing: 'Distribuindo…',
  friendsTitle: 'Jogar com amigos',
  friendsLead: 'Crie uma mesa e depois compartilhe o link dela.',
  creating: 'Criando…',
  createGame: 'Criar partida',
  playTrio: 'Jogar Trio',
  againstBots: ({ n, level }: { n: number; level: string }) =>
    plural(n, {
      one: `Contra 1 jogador do computador (${level}).`,
      other: `Contra ${n} jogadores do computador (${level}).`,
    }),
  inviteAfterSitting: 'Assim que você se sentar, recebe um link de convite para seus amigos.',
  createTheGame: 'Criar a partida',
  backToSeatTitle: 'De volta ao seu lugar',
  backToSeatLead: 'Este aparelho tem um lugar nesta partida. Digite seu nome para voltar a ele.',
  takeMySeat: 'Voltar ao meu lugar',
  joinTitle: 'Entrar na mesa',
  joinLead: 'Você recebeu um convite para uma partida de Trio. Como os outros devem chamar você?',
  join: 'Entrar',
  watchTitle: 'Assistir a esta partida',
  watchOverLead:
    'Esta partida acabou de terminar. Você pode acompanhar a mesa até o anfitrião começar uma revanche.',
  watchFreeLead: (n: number) =>
    plural(n, {
      one: 'Esta partida já começou. Você vai assistir e pode ocupar o lugar livre.',
      other: `Esta partida já começou. Você vai assistir e pode ocupar um dos ${n} lugares livres.`,
    }),
  watchLead: 'Esta partida já começou: você vai assistir. Como os outros devem chamar você?',
  watch: 'Assistir',
  goneSupersededTitle: 'Aberta em outra aba',
  goneSupersededBody: 'Esta partida está aberta em outra aba ou janela. Continue por lá ou jogue aqui.',
  goneOutdatedTitle: 'O Trio foi atualizado',
  goneOutdatedBody: 'Há uma nova versão do jogo. Recarregue a página para continuar jogando.',
  goneFullTitle: 'Esta sala está cheia',
  goneFullBody: 'Todos os lugares para jogar e para assistir estão ocupados. Comece sua própria partida!',
  goneMissingTitle: 'Esta partida não existe',
  goneMissingBody:
    'O link pode estar digitado errado, ou a partida terminou e foi apagada. Comece uma nova e compartilhe o link dela.',
  roomNotFound: (id: string) => `A sala ${id} não foi encontrada.`,
  createNewGame: 'Criar uma nova partida',
  playHere: 'Jogar aqui',
  waitingForPlayers: 'Esperando jogadores',
  inviteLink: 'Link de convite',
  copy: 'Copiar',
  copied: 'Copiado ✓',
  linkCopied: 'Link copiado. Mande para seus amigos!',
  selectToCopy: 'Selecione o link e copie para compartilhar.',
  playingAs: ['Jogando como ', ''],
  changeName: 'Mudar nome',
  save: 'Salvar',
  seats: 'Lugares',
  tableFullWatching: 'A mesa está cheia: você está assistindo a esta partida.',
  pickSeat: 'Escolha um lugar para jogar ou fique só assistindo.',
  spectators: (n: number) =>
    plural(n, { one: '1 pessoa assistindo sem lugar', other: `${n} pessoas assistindo sem lugar` }),
  spectatorsWithYou: (n: number) =>
    plural(n - 1, {
      one: 'Você e mais 1 pessoa estão assistindo sem lugar',
      other: `Você e mais ${n - 1} pessoas estão assistindo sem lugar`,
    }),
  youAloneWatching: 'Você está assistindo sem lugar',
  startGame: 'Começar a partida',
  waitingForMore: (n: number) =>
    plural(n, { one: 'Esperando mais 1 jogador', other: `Esperando mais ${n} jogadores` }),
  waitingForHost: 'Esperando o anfitrião começar a partida…',
  settings: 'Configurações',
  emptySeat: 'Lugar vazio',
  tagYou: 'você',
  tagHost: 'anfitrião',
  tagBotLevel: (level: string) => `bot · ${level}`,
  tagAway: 'ausente',
  sitHere: 'Sentar aqui',
  sitIn: (n: number) => `Sentar no lugar ${n}`,
  botLevelFor: (n: number) => `Nível do bot no lugar ${n}`,
  addBot: '+ Bot',
  addBotIn: (n: number) => `Colocar um bot no lugar ${n}`,
  leaveSeat: 'Sair do lugar',
  freeSeat: 'Liberar lugar',
  freeSeatOf: (name: string) => `Liberar o lugar de ${name}`,
  removeBot: 'Remover',
  removeBotIn: (n: number) => `Remover o bot do lugar ${n}`,
};

export default ptBRJoin;
