import type { BarMessages } from './en';

/**
 * Brazilian Portuguese, with "você". The modes are "Simples" and "Picante" everywhere (settings,
 * rules, log, previews); trios are "conectados"; a team of two is a "dupla" ("Dupla A"). A number
 * as a noun is masculine ("seu 5", "mais um 7"), a card feminine ("a menor carta").
 */

export const ptBRBar: BarMessages = {
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
};

export default ptBRBar;
