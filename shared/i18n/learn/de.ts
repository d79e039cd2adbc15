import type { LearnMessages } from './en';

/** German: the guided first game and the local game (the conventions of ../table/de.ts). */

export const deLearn: LearnMessages = {
  title: 'Trio in zwei Minuten lernen',
  stepOf: ({ n, total }) => `Schritt ${n} von ${total}`,
  intro: ({ bot2, bot3 }) =>
    `Du spielst gegen zwei Computer, ${bot2} und ${bot3}. Sammle Trios, drei Karten mit derselben Zahl: Drei Trios gewinnen, und das 7er-Trio gewinnt sofort.`,
  start: 'Los geht’s',
  skip: 'Lektion überspringen',
  askLowest: (bot2) =>
    `Du bist dran. Frag jemanden nach der niedrigsten oder höchsten Karte: Tippe auf die niedrigste Karte von ${bot2}.`,
  turnCenter: ({ bot2, value }) =>
    `${bot2} hat eine ${value} gezeigt. Du kannst auch eine Karte in der Mitte aufdecken: Tippe auf die markierte.`,
  mismatch: ({ first, second }) =>
    `Eine ${second} ist keine ${first}: Zwei verschiedene Zahlen beenden deinen Zug, und die Karten gehen an ihren Platz zurück. Sieh den anderen zu und merk dir, was sie zeigen.`,
  watch: 'Die Computer spielen ihre Züge. Jede Karte, die sie zeigen, ist ein Hinweis.',
  ownLowest:
    'Die anderen haben zwei 4en gezeigt: die niedrigste Karte eines Mitspielers und eine Karte in der Mitte. Du hast auch eine 4, und deine Hand ist sortiert: Sie ist deine niedrigste Karte. Tippe darauf.',
  askAgain: (bot) => `Frag jetzt ${bot} nach der niedrigsten Karte: die 4, die du gesehen hast.`,
  lastFour: 'Noch eine 4: die Karte in der Mitte, unter der eine 4 lag. Tippe darauf.',
  trio: 'Drei gleiche Zahlen ergeben ein Trio, und es gehört dir. Dein Zug endet; die anderen spielen weiter.',
  sevens:
    'Die anderen haben alle drei 7en in der Mitte aufgedeckt. Das 7er-Trio gewinnt sofort: Tippe auf die erste 7.',
  secondSeven: 'Bisher zwei 7en. Tippe auf die zweite.',
  lastSeven: 'Und die letzte 7.',
  won: 'Du hast mit dem 7er-Trio gewonnen!',
  spicy:
    'Noch etwas für später: Im Modus Scharf gewinnen zwei verbundene Trios. Zwei Zahlen sind verbunden, wenn ihre Summe oder ihr Abstand 7 ist (deine 4en mit 3en oder 11en); eine aufgedeckte Karte zeigt ihre Verbindungen in den unteren Ecken.',
  playNow: 'Jetzt spielen',
  readRules: 'Regeln lesen',
  tapHighlighted: 'Tippe auf die markierte Karte.',
  offlineGame: 'Diese Partie ist offline: Du spielst gegen den Computer, auf diesem Gerät.',
  leave: 'Verlassen',
  offlineHome: 'Du bist offline. „Jetzt spielen“ startet eine Partie gegen den Computer auf diesem Gerät.',
  needsConnection: 'Dafür brauchst du eine Verbindung.',
};

export default deLearn;
