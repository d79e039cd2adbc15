import type { TeamMessages } from './en';

/**
 * Spanish, for Spain and Latin America alike: the player is «tú», and plural «you» is avoided
 * (neither «vosotros» nor «ustedes»). Modes «Simple» and «Picante», «tríos conectados», «la carta
 * más baja / más alta», «trío de 7». Opening ¿ ¡, no space before punctuation.
 */

const TEAM = 'Equipo ';
/** «El equipo A» at the start of a sentence. */
const TheTeam = (team: string) => (team.startsWith(TEAM) ? `El equipo ${team.slice(TEAM.length)}` : team);
/** «del equipo A». */
const ofTeam = (team: string) =>
  team.startsWith(TEAM) ? `del equipo ${team.slice(TEAM.length)}` : `de ${team}`;

export const esTeam: TeamMessages = {
  teamSwap: 'Intercambio de equipo',
  swapDecided: (teams: number) =>
    teams === 1
      ? 'Tu equipo ya decidió. Esperando al otro equipo…'
      : 'Tu equipo ya decidió. Esperando a los otros equipos…',
  swapOffered: (value: number) =>
    `Ofreciste tu ${value}. Si tu compañero también ofrece una carta, se intercambian. Esperando…`,
  swapSkipped: 'Pasaste este intercambio: ninguna carta se mueve. Esperando a tu compañero…',
  swapHowTo:
    'Toca una carta de tu mano para ofrecérsela en secreto a tu compañero. Solo hay intercambio si ambos ofrecen una.',
  skipSwap: 'Pasar el intercambio',
  swapDone: ({ gave, got }: { gave: number; got: number }) =>
    `Intercambio hecho: diste un ${gave} y recibiste un ${got}.`,
  swapDoneSame: 'Intercambio hecho: diste y recibiste el mismo valor.',
  offerCard: (value: number) => `Ofrecer tu ${value} a tu compañero`,
  offeredCard: (value: number) => `tu ${value}, ofrecido a tu compañero`,
  teamTrios: (team: string) => `los tríos ${ofTeam(team)}`,
  swapAfterDeal: 'Tras el reparto, los compañeros pueden intercambiar una carta.',
  swapAfterTrio: ({ who, teams }: { who: string; teams: number }) =>
    teams === 1
      ? `${TheTeam(who)} consiguió un trío: el otro equipo puede intercambiar.`
      : `${TheTeam(who)} consiguió un trío: los otros equipos pueden intercambiar.`,
  swapPick: 'Elige una carta para ofrecer a tu compañero, o pasa',
  swapWaiting: 'Esperando el intercambio de los equipos…',
  logYourTeamSwapped: 'Tu equipo intercambió una carta.',
  logYourTeamNoSwap: 'Tu equipo no intercambió.',
  logYourTeamWon: '¡Tu equipo ganó la partida!',
};

export default esTeam;
