import type { RulesMessages } from './en';

/** The rules in Brazilian Portuguese (docs/rules.md): the modes are "Simples" and "Picante", as on the settings. */
export const ptBRRules: RulesMessages = {
  learnLink: 'Novo no Trio? Aprenda em dois minutos',
  howTitle: 'Como jogar',
  howSteps: [
    '**Revele** uma carta virada para baixo no centro, ou a menor ou a maior carta da mão de qualquer pessoa.',
    '**Combine** o valor com a próxima carta que você revelar. Um valor diferente encerra sua vez e as cartas voltam: lembre onde elas estavam!',
    '**Conquiste** três valores iguais para formar um trio. No modo _Simples_, três trios vencem; no _Picante_, dois trios _conectados_ (valores que somam 7 ou têm diferença de 7). O trio de 7 vence na hora nos dois modos.',
  ],
  cardsTitle: 'As cartas',
  cards: [
    '36 cartas: os valores de 1 a 12, três de cada. Cada mão fica sempre em ordem, da menor para a maior carta.',
    'Com 3 jogadores, cada um recebe 9 cartas e 9 ficam viradas para baixo no centro; com 4, são 7 e 8; com 5, 6 e 6; com 6, 5 e 6.',
  ],
  turnTitle: 'Um turno',
  turn: 'Os turnos seguem no sentido horário. Na sua vez, revele as cartas uma de cada vez: qualquer carta virada para baixo no centro, ou a **menor** ou a **maior** carta de qualquer mão, incluindo a sua. Nunca uma carta do meio de uma mão.',
  turnList: [
    'Um valor diferente do anterior **não combina**: o turno acaba e todas as cartas voltam para onde estavam.',
    'Três valores iguais formam um **trio**: você fica com ele e o turno acaba.',
    'Não é permitido parar antes: depois de dois valores iguais, você precisa revelar uma terceira carta. Um turno tem sempre 2 ou 3 cartas reveladas (é a regra oficial).',
  ],
  winTitle: 'Como vencer',
  winList: [
    'O trio de 7 vence na hora, em qualquer modo.',
    '**Simples:** três trios quaisquer.',
    '**Picante:** dois trios _conectados_, ou seja, valores que somam 7 ou têm diferença de 7. Três trios que não estão conectados não vencem. Numa partida no modo Picante, os números pequenos no pé de uma carta virada para cima são os valores com que ela se conecta.',
  ],
  threeTriosRule:
    '**Regra da casa “três trios” (Picante):** o livreto francês diz “En mode Picante, il faut remporter 3 trios ou 2 trios liés” (no modo Picante, é preciso conquistar 3 trios ou 2 trios conectados). Com esta opção, uma partida no modo Picante também é vencida com três trios quaisquer. As regras da editora (e esta mesa, a menos que o anfitrião ative a opção) pedem dois trios conectados.',
  threeTriosOn: 'Esta mesa joga com a regra da casa: três trios também vencem no modo Picante.',
  tableCaption: 'Valores conectados (Picante)',
  tableValue: 'Valor',
  tableConnected: 'Conectado a',
  goodToKnowTitle: 'Bom saber',
  goodToKnow: [
    'Quem está com a mão vazia continua jogando na sua vez, revelando cartas do centro e das outras mãos.',
    'Uma carta revelada sai da mão: pedir de novo a menor carta da mesma mão revela a próxima menor. Duas cartas iguais na mesma ponta são reveladas uma de cada vez.',
    'Um trio que já veio na sua mão não vale nada até as três cartas serem reveladas num turno.',
  ],
  teamsTitle: 'Duplas (4 ou 6 jogadores)',
  teams:
    'Os parceiros sentam frente a frente e somam seus trios. Todas as cartas são distribuídas, então não há centro. Depois da distribuição, e sempre que outra dupla conquista um trio, os parceiros podem **trocar** uma carta em segredo: a troca só acontece se os dois oferecerem uma. Nada de dicas: a troca é a única forma de comunicação entre vocês.',
  houseTitle: 'Regras da casa do Trio Online',
  house: [
    'O primeiro jogador é sorteado (o livreto manda começar quem comeu abacate por último).',
    'Uma dupla em que um dos parceiros está com a mão vazia não faz a troca.',
  ],
};

export default ptBRRules;
