import type { RulesMessages } from './en';

/** The rules in Spanish (modes «Simple» and «Picante», «tríos conectados»). */
export const esRules: RulesMessages = {
  learnLink: '¿Nuevo en Trio? Apréndelo en dos minutos',
  howTitle: 'Cómo se juega',
  howSteps: [
    '**Revela** una carta boca abajo del centro, o la carta más baja o más alta de la mano de cualquiera.',
    '**Empareja** su valor con tu siguiente carta. Un valor distinto termina tu turno y las cartas vuelven a su sitio: ¡recuerda dónde estaban!',
    '**Consigue** tres valores iguales para formar un trío. En modo _Simple_ ganan tres tríos; en _Picante_, dos tríos _conectados_ (valores que suman 7 o se diferencian en 7). El trío de 7 gana al instante en ambos modos.',
  ],
  cardsTitle: 'Las cartas',
  cards: [
    '36 cartas: los valores del 1 al 12, tres de cada uno. Cada mano se mantiene ordenada, de la carta más baja a la más alta.',
    'Con 3 jugadores, cada uno recibe 9 cartas y quedan 9 boca abajo en el centro; con 4: 7 y 8; con 5: 6 y 6; con 6: 5 y 6.',
  ],
  turnTitle: 'Un turno',
  turn: 'Se juega por turnos en el sentido de las agujas del reloj. En tu turno, revela cartas de una en una: cualquier carta boca abajo del centro, o la carta **más baja** o **más alta** de cualquier mano, incluida la tuya. Nunca una carta del medio de una mano.',
  turnList: [
    'Un valor distinto del anterior es un **fallo**: el turno termina y cada carta vuelve a su sitio.',
    'Tres valores iguales forman un **trío**: te lo quedas y el turno termina.',
    'No puedes parar antes: tras dos valores iguales, debes revelar una tercera carta. Un turno siempre tiene 2 o 3 cartas reveladas (es la regla oficial).',
  ],
  winTitle: 'Cómo ganar',
  winList: [
    'El trío de 7 gana al instante, en cualquier modo.',
    '**Simple:** tres tríos cualesquiera.',
    '**Picante:** dos tríos _conectados_, es decir, valores que suman 7 o se diferencian en 7. Tres tríos sin conexión no ganan. En una partida Picante, los números pequeños al pie de una carta boca arriba son los valores con los que está conectada.',
  ],
  threeTriosRule:
    '**Regla de la casa «tres tríos» (Picante):** el reglamento francés dice «En mode Picante, il faut remporter 3 trios ou 2 trios liés» («en modo Picante, hay que conseguir 3 tríos o 2 tríos conectados»). Con esta opción, una partida Picante también se gana con tres tríos cualesquiera. Las reglas del editor (y esta mesa, salvo que el anfitrión active la opción) piden dos tríos conectados.',
  threeTriosOn: 'Esta mesa juega con la regla de la casa: en Picante también ganan tres tríos.',
  tableCaption: 'Valores conectados (Picante)',
  tableValue: 'Valor',
  tableConnected: 'Conectado con',
  goodToKnowTitle: 'Conviene saber',
  goodToKnow: [
    'Quien tiene la mano vacía sigue jugando sus turnos, revelando del centro y de las otras manos.',
    'Una carta revelada sale de la mano: si vuelves a pedir la más baja a la misma mano, se revela la siguiente. Dos cartas iguales en un extremo se revelan de una en una.',
    'Un trío repartido en tu mano no cuenta hasta que sus tres cartas se revelan en un turno.',
  ],
  teamsTitle: 'Equipos (4 o 6 jugadores)',
  teams:
    'Los compañeros se sientan enfrente y juntan sus tríos. Se reparten todas las cartas, así que no hay centro. Tras el reparto, y cada vez que otro equipo consigue un trío, los compañeros pueden **intercambiar** una carta en secreto: solo ocurre si ambos ofrecen una. Nada de pistas: el intercambio es la única forma de comunicarse.',
  houseTitle: 'Reglas de la casa de Trio Online',
  house: [
    'El primer jugador se elige al azar (el reglamento pide que empiece quien haya comido aguacate más recientemente).',
    'Un equipo con un compañero sin cartas en la mano se salta su intercambio.',
  ],
};

export default esRules;
