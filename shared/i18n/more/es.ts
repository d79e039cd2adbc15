import type { MoreMessages } from './en';

/**
 * Spanish, for Spain and Latin America alike: the player is «tú», and plural «you» is avoided
 * (neither «vosotros» nor «ustedes»). Modes «Simple» and «Picante», «tríos conectados», «la carta
 * más baja / más alta», «trío de 7». Opening ¿ ¡, no space before punctuation.
 */

const TEAM = 'Equipo ';
/** «el equipo A» inside a sentence (the team's name is `team(letter)`, «Equipo A»). */
const theTeam = (team: string) => (team.startsWith(TEAM) ? `el equipo ${team.slice(TEAM.length)}` : team);

export const esMore: MoreMessages = {
  closeRules: 'Cerrar las reglas',
  close: 'Cerrar',

  leaveTitle: '¿Salir de esta partida?',
  leaveBody:
    'La partida sigue sin ti: un bot juega tus turnos hasta que vuelvas. Tu asiento se guarda en este dispositivo, y desde la página de inicio puedes volver.',
  stay: 'Quedarme',
  leave: 'Salir',

  winningTrios: 'los tríos ganadores',
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
  showResult: 'Ver el resultado',
  victory: '¡Victoria!',
  gameOver: 'Fin de la partida',
  youWin: '¡Ganaste!',
  wins: (name: string) => `Gana ${name}`,
  yourTeamWins: '¡Gana tu equipo!',
  teamWins: ({ team, names }: { team: string; names: string }) => `Gana ${theTeam(team)} (${names})`,
  winSevens: 'El trío de 7 gana al instante.',
  winConnected: ({ pair, sum }: { pair: string; sum: string }) => `Dos tríos conectados: ${pair} (${sum}).`,
  winThree: (values: string) => `Tres tríos: ${values}.`,
  rematch: 'Revancha',
  rematchByHost: 'El anfitrión puede empezar una revancha.',
  rematchBy: (name: string) => `${name} (anfitrión) puede empezar una revancha.`,
  newGame: 'Nueva partida',
  seeTable: 'Ver la mesa',
  swapDone: ({ gave, got }: { gave: number; got: number }) =>
    `Intercambio hecho: diste un ${gave} y recibiste un ${got}.`,
  swapDoneSame: 'Intercambio hecho: diste y recibiste el mismo valor.',
  away: 'ausente',
  awayBotPlays: 'ausente · juega un bot',
  awaySoon: 'ausente · pronto un bot',
  awayIn: (seconds: number) => `ausente · un bot juega en ${seconds}\u00a0s`,
  awayInShort: (seconds: number) => `ausente · bot en ${seconds}\u00a0s`,
  awayTitle: 'Tras un minuto de ausencia, un bot juega sus turnos hasta que vuelva',
};

export default esMore;
