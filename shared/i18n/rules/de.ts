import type { RulesMessages } from './en';

/** The rules in German (docs/rules.md): the modes are "einfach" and "scharf", as on the settings. */
export const deRules: RulesMessages = {
  learnLink: 'Neu bei Trio? In zwei Minuten gelernt',
  howTitle: 'So wird gespielt',
  howSteps: [
    '**Aufdecken:** eine verdeckte Karte in der Mitte oder die niedrigste oder höchste Karte einer beliebigen Hand.',
    '**Vergleichen:** Deine nächste Karte muss denselben Wert zeigen. Ein anderer Wert beendet deinen Zug, und die Karten gehen zurück: Merk dir, wo sie lagen!',
    '**Sammeln:** Drei gleiche Werte ergeben ein Trio. Im _einfachen_ Modus gewinnen drei Trios, im _scharfen_ zwei _verbundene_ Trios (Werte, die zusammen 7 ergeben oder sich um 7 unterscheiden). Das 7er-Trio gewinnt in beiden Modi sofort.',
  ],
  cardsTitle: 'Die Karten',
  cards: [
    '36 Karten: die Werte 1 bis 12, jeder dreimal. Jede Hand bleibt sortiert, von der niedrigsten bis zur höchsten Karte.',
    'Bei 3 Spielern bekommt jeder 9 Karten, und 9 liegen verdeckt in der Mitte; bei 4 sind es 7 und 8, bei 5 sind es 6 und 6, bei 6 sind es 5 und 6.',
  ],
  turnTitle: 'Ein Zug',
  turn: 'Gespielt wird reihum im Uhrzeigersinn. In deinem Zug deckst du eine Karte nach der anderen auf: eine beliebige verdeckte Karte in der Mitte oder die **niedrigste** oder **höchste** Karte einer beliebigen Hand, deine eigene eingeschlossen. Nie eine Karte, die mitten in einer Hand steckt.',
  turnList: [
    'Zeigt eine Karte einen anderen Wert als die vorige, ist das **kein Treffer**: Der Zug endet, und jede Karte geht dorthin zurück, woher sie kam.',
    'Drei gleiche Werte ergeben ein **Trio**: Du behältst es, und der Zug endet.',
    'Vorzeitig aufhören darfst du nicht: Nach zwei gleichen Werten musst du eine dritte Karte aufdecken. Ein Zug hat immer 2 oder 3 aufgedeckte Karten (so will es die offizielle Regel).',
  ],
  winTitle: 'Gewinnen',
  winList: [
    'Das 7er-Trio gewinnt sofort, in jedem Modus.',
    '**Einfach:** drei beliebige Trios.',
    '**Scharf:** zwei _verbundene_ Trios, also Werte, die zusammen 7 ergeben oder sich um 7 unterscheiden. Drei Trios, die nicht verbunden sind, gewinnen nicht. Im scharfen Modus zeigen die kleinen Zahlen unten auf einer aufgedeckten Karte, mit welchen Werten sie verbunden ist.',
  ],
  threeTriosRule:
    '**Hausregel „drei Trios“ (Picante):** Im französischen Regelheft steht „En mode Picante, il faut remporter 3 trios ou 2 trios liés“ (im Picante-Modus braucht man 3 Trios oder 2 verbundene Trios). Mit dieser Option gewinnt man eine scharfe Partie auch mit drei beliebigen Trios. Die Regeln des Verlags (und dieser Tisch, solange der Host die Option nicht einschaltet) verlangen zwei verbundene Trios.',
  threeTriosOn: 'An diesem Tisch gilt die Hausregel: Im scharfen Modus gewinnen auch drei Trios.',
  tableCaption: 'Verbundene Werte (scharf)',
  tableValue: 'Wert',
  tableConnected: 'Verbunden mit',
  goodToKnowTitle: 'Gut zu wissen',
  goodToKnow: [
    'Wer keine Karten mehr auf der Hand hat, ist trotzdem weiter am Zug und deckt in der Mitte und bei den anderen Händen auf.',
    'Eine aufgedeckte Karte verlässt die Hand: Fragst du dieselbe Hand noch einmal nach ihrer niedrigsten Karte, kommt die nächstniedrigere. Zwei gleiche Karten an einem Ende werden einzeln aufgedeckt.',
    'Ein Trio, das dir so ausgeteilt wurde, zählt erst, wenn seine drei Karten in einem Zug aufgedeckt werden.',
  ],
  teamsTitle: 'Teams (4 oder 6 Spieler)',
  teams:
    'Partner sitzen sich gegenüber und zählen ihre Trios zusammen. Alle Karten werden ausgeteilt, es gibt also keine Mitte. Nach dem Austeilen und jedes Mal, wenn ein anderes Team ein Trio sammelt, dürfen Partner heimlich eine Karte **tauschen**: Getauscht wird nur, wenn beide eine anbieten. Keine Hinweise: Der Tausch ist eure einzige Verständigung.',
  houseTitle: 'Hausregeln von Trio Online',
  house: [
    'Wer beginnt, wird ausgelost (laut Regelheft beginnt, wer zuletzt eine Avocado gegessen hat).',
    'Ein Team, bei dem ein Partner keine Karten mehr hat, setzt beim Tausch aus.',
  ],
};

export default deRules;
