import type { MoreMessages } from './en';

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
/** «del equipo A». */
const ofTeam = (team: string) =>
  team.startsWith(TEAM) ? `del equipo ${team.slice(TEAM.length)}` : `de ${team}`;

export const esMore: MoreMessages = {
  keepSeatNote: 'Este navegador no guarda nada para este marco: si recargas la página, perderás tu asiento.',
  keepSeatLink: 'Conserva tu asiento en una pestaña ↗',
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
  trioCount: (n: number) => `${n} de 3 tríos`,
  // «o» becomes «u» before a word that starts with the sound o: 8 (ocho), 11 (once).
  trioNeeds: ({ value, partners }: { value: number; partners: number[] }) =>
    `el ${value} necesita ${partners.map((p, i) => (i === 0 ? `${p}` : `${p === 8 || p === 11 ? 'u' : 'o'} ${p}`)).join(' ')}`,
  trioNoPartner: (value: number) => `el ${value}: ya no hay pareja`,
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

  // A team game’s words (the table fetches them with the swap panel before it shows a team table).
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
  yourTeamWinsBecause: (reason: string) => `¡Tu equipo gana con ${reason}!`,
  teamWinsBecause: ({ team, names, reason }: { team: string; names: string; reason: string }) =>
    `¡${TheTeam(team)} (${names}) gana con ${reason}!`,
  logYourTeamSwapped: 'Tu equipo intercambió una carta.',
  logYourTeamNoSwap: 'Tu equipo no intercambió.',
  logYourTeamWon: '¡Tu equipo ganó la partida!',

  react: 'Enviar una reacción',
  reactions: 'Reacciones',
  reactClap: 'Aplausos',
  reactWow: 'Guau',
  reactPhew: 'Uf',
  reactThink: 'Pensando',
  reactLaugh: 'Muerto de risa',
  reactScream: 'Susto',
  reactFire: 'En racha',
  reactThumbs: 'Pulgar arriba',
  reactNice: '¡Bien!',
  reactOops: 'Ups',
  reactWellPlayed: 'Bien jugado',
  reactYourTurn: '¡Te toca!',
  reactGoodGame: 'Buena partida',
  reactThanks: 'Gracias',
  reactionBy: ({ name, reaction }: { name: string; reaction: string }) => `${name}: ${reaction}`,
  reactionsTeamOff: 'Sin reacciones en una partida por equipos: los compañeros solo pueden intercambiar.',
  reactionsSeatedOnly: 'Solo los jugadores sentados a la mesa pueden reaccionar.',
  hideReactions: 'Ocultar las reacciones de los demás',
  sounds: 'Sonidos',
  score: (values: string) => `Victorias: ${values}`,
  finalHand: ({ name, values }: { name: string; values: string }) => `Mano de ${name}: ${values}`,

  trioOfWinning: (value: number) => `trío de ${value}, ganador`,

  youWinBecause: (reason: string) => `¡Ganas con ${reason}!`,
  winsBecause: ({ name, reason }: { name: string; reason: string }) => `¡${name} gana con ${reason}!`,
  timesUp: 'Se acabó el tiempo: un bot jugó el resto de tu turno.',
  welcomeBack: '¡Hola de nuevo! Un bot jugó tus turnos mientras no estabas.',
};

export default esMore;
