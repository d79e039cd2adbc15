import type { OverMessages } from './en';

/**
 * Spanish, for Spain and Latin America alike: the player is «tú», and plural «you» is avoided
 * (neither «vosotros» nor «ustedes»). Modes «Simple» and «Picante», «tríos conectados», «la carta
 * más baja / más alta», «trío de 7». Opening ¿ ¡, no space before punctuation.
 */

const TEAM = 'Equipo ';
/** «el equipo A» inside a sentence (the team's name is `team(letter)`, «Equipo A»). */
const theTeam = (team: string) => (team.startsWith(TEAM) ? `el equipo ${team.slice(TEAM.length)}` : team);
/** «El equipo A» at the start of a sentence. */
const TheTeam = (team: string) => (team.startsWith(TEAM) ? `El equipo ${team.slice(TEAM.length)}` : team);

export const esOver: OverMessages = {
  winningTrios: 'los tríos ganadores',
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
  trioCount: (n: number) => `${n} de 3 tríos`,
  trioNeeds: ({ value, partners }: { value: number; partners: number[] }) =>
    `el ${value} necesita ${partners.map((p, i) => (i === 0 ? `${p}` : `${p === 8 || p === 11 ? 'u' : 'o'} ${p}`)).join(' ')}`,
  trioNoPartner: (value: number) => `el ${value}: ya no hay pareja`,
  rematch: 'Revancha',
  rematchByHost: 'El anfitrión puede empezar una revancha.',
  rematchBy: (name: string) => `${name} (anfitrión) puede empezar una revancha.`,
  newGame: 'Nueva partida',
  seeTable: 'Ver la mesa',
  yourTeamWinsBecause: (reason: string) => `¡Tu equipo gana con ${reason}!`,
  teamWinsBecause: ({ team, names, reason }: { team: string; names: string; reason: string }) =>
    `¡${TheTeam(team)} (${names}) gana con ${reason}!`,
  trioOfWinning: (value: number) => `trío de ${value}, ganador`,
  youWinBecause: (reason: string) => `¡Ganas con ${reason}!`,
  winsBecause: ({ name, reason }: { name: string; reason: string }) => `¡${name} gana con ${reason}!`,
};

export default esOver;
