import type { LifeMessages } from './en';

/**
 * Spanish, for Spain and Latin America alike: the player is «tú», and plural «you» is avoided
 * (neither «vosotros» nor «ustedes»). Modes «Simple» and «Picante», «tríos conectados», «la carta
 * más baja / más alta», «trío de 7». Opening ¿ ¡, no space before punctuation.
 */

export const esLife: LifeMessages = {
  away: 'ausente',
  awayBotPlays: 'ausente · juega un bot',
  awaySoon: 'ausente · pronto un bot',
  awayIn: (seconds: number) => `ausente · un bot juega en ${seconds}\u00a0s`,
  awayInShort: (seconds: number) => `ausente · bot en ${seconds}\u00a0s`,
  awayTitle: 'Tras un minuto de ausencia, un bot juega sus turnos hasta que vuelva',
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
  timesUp: 'Se acabó el tiempo: un bot jugó el resto de tu turno.',
  welcomeBack: '¡Hola de nuevo! Un bot jugó tus turnos mientras no estabas.',
};

export default esLife;
