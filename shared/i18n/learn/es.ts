import type { LearnMessages } from './en';

/** Spanish: the guided first game and the local game (the conventions of ../table/es.ts). */

export const esLearn: LearnMessages = {
  title: 'Aprende Trio en dos minutos',
  stepOf: ({ n, total }) => `Paso ${n} de ${total}`,
  intro: ({ bot2, bot3 }) =>
    `Juegas contra dos jugadores de la computadora, ${bot2} y ${bot3}. Reúne tríos, tres cartas del mismo número: tres tríos ganan, y el trío de 7 gana al instante.`,
  start: 'Empezar',
  skip: 'Saltar la lección',
  askLowest: (bot2) =>
    `Tu turno. Pide a alguien su carta más baja o más alta: toca la carta más baja de ${bot2}.`,
  turnCenter: ({ bot2, value }) =>
    `${bot2} mostró un ${value}. También puedes girar una carta del centro: toca la que está resaltada.`,
  mismatch: ({ first, second }) =>
    `Un ${second} no es un ${first}: dos números distintos terminan tu turno, y las cartas vuelven a su sitio. Ahora mira jugar a los demás y recuerda lo que muestran.`,
  watch: 'Los bots juegan su turno. Cada carta que muestran es una pista.',
  ownLowest:
    'Los demás mostraron dos 4: la carta más baja de un jugador y una carta del centro. Tú también tienes un 4, y tu mano está ordenada: es tu carta más baja. Tócala.',
  askAgain: (bot) => `Ahora pide a ${bot} su carta más baja: el 4 que viste.`,
  lastFour: 'Falta un 4: la carta del centro donde apareció un 4. Tócala.',
  trio: 'Tres iguales forman un trío, y es tuyo. Tu turno termina; los demás siguen jugando.',
  sevens: 'Los demás destaparon los tres 7 en el centro. El trío de 7 gana al instante: toca el primer 7.',
  secondSeven: 'Llevas dos 7. Toca el segundo.',
  lastSeven: 'Y el último 7.',
  won: '¡Ganaste con el trío de 7!',
  spicy:
    'Una cosa más, para después: en el modo Picante ganan dos tríos conectados. Dos números están conectados si suman 7 o se diferencian en 7 (tus 4 con 3 o con 11); una carta boca arriba muestra sus conexiones en las esquinas inferiores.',
  playNow: 'Jugar ya',
  readRules: 'Leer las reglas',
  tapHighlighted: 'Toca la carta resaltada.',
  offlineGame: 'Esta partida es sin conexión: juegas contra la computadora, en este dispositivo.',
  leave: 'Salir',
  offlineHome:
    'No tienes conexión. «Jugar ya» empieza una partida contra la computadora en este dispositivo.',
  needsConnection: 'Esto necesita conexión.',
};

export default esLearn;
