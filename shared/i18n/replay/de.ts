import type { RecordErrorCode } from '../../record/errors';
import { formatFor } from '../format';
import type { ReplayMessages } from './en';

/** German (the player is « du », as in ../table/de.ts; game words: Trio, Mitte, aufdecken). */

const f = formatFor('de');

export const deReplay: ReplayMessages = {
  replay: 'Wiederholung',
  gameNumber: (n: number) => `Partie ${n}`,
  savedGame: 'Gespeicherte Partie',
  loading: 'Die Partie wird geladen\u00a0…',
  backToRoom: 'Zurück zum Raum',
  openTitle: 'Eine gespeicherte Partie ansehen',
  openHint:
    'Öffne eine Partie, die aus einer Wiederholung gespeichert wurde (eine .trio.json-Datei): Sie läuft hier, ohne den Server.',
  openFile: 'Datei öffnen\u00a0…',
  openOther: 'Andere Datei öffnen\u00a0…',
  save: 'Partie speichern',
  saveTitle: 'Diese Partie als .trio.json-Datei herunterladen, um sie überall wieder anzusehen',

  controls: 'Steuerung der Wiederholung',
  first: 'Erster Schritt',
  previous: 'Vorheriger Schritt',
  next: 'Nächster Schritt',
  last: 'Letzter Schritt',
  play: 'Abspielen',
  pause: 'Pause',
  speed: 'Tempo',
  speedX: (n: number) => `${f.number(n)}×`,
  stepSlider: 'Schritt',
  stepOf: ({ step, total }: { step: number; total: number }) =>
    `Schritt ${f.number(step)} von ${f.number(total)}`,

  atTheDeal: 'Die Karten werden ausgeteilt.',
  cardLabel: ({ value, revealed, offered }: { value: number; revealed: boolean; offered: boolean }) =>
    `${value}${revealed ? ', in diesem Zug aufgedeckt' : ''}${offered ? ', dem Partner angeboten' : ''}`,
  handOf: (name: string) => `Hand von ${name}`,
  slotRevealed: ({ n, value }: { n: number; value: number }) =>
    `Feld ${n} in der Mitte, ${value}, in diesem Zug aufgedeckt`,
  slotShown: ({ n, value }: { n: number; value: number }) => `Feld ${n} in der Mitte, ${value}`,
  outcomeMismatch: 'Kein Treffer: Die Karten gehen zurück',
  outcomeTrio: 'Ein Trio!',
  offers: 'bietet eine Karte an',
  declines: 'lehnt ab',

  deal: (name: string) => `Das Austeilen: ${name} fängt an.`,
  dealSwap: 'Das Austeilen: Die Partner dürfen eine Karte tauschen.',
  offer: ({ name, value }: { name: string; value: number }) => `${name} bietet eine ${value} zum Tausch an.`,
  skip: (name: string) => `${name} lehnt den Tausch ab.`,

  summary: 'Zusammenfassung',
  player: 'Spieler',
  turns: 'Züge',
  reveals: 'Aufgedeckt',
  matches: 'Treffer',
  mismatches: 'Fehler',
  trios: 'Trios',
  longestRun: 'Serie',
  longestRunTitle: 'Die meisten Trios in aufeinanderfolgenden Zügen',
  summaryAbbr: { reveals: 'Aufged.' },
  longestRunNote:
    'Treffer: Karten mit derselben Zahl wie die direkt davor aufgedeckte. Serie: die meisten Züge hintereinander, die mit einem Trio endeten.',
  winningTurn: ({ name, turn, own }: { name: string; turn: number; own: number }) =>
    `${name} hat im ${f.number(turn)}. Zug der Partie gewonnen (im eigenen ${f.number(own)}. Zug).`,

  roomGames: 'Partien in diesem Raum',
  gameWon: ({ n, names, reason }: { n: number; names: string; reason: string }) =>
    `Partie ${f.number(n)} · ${names} hat gewonnen · ${reason}`,
  watchReplay: 'Wiederholung ansehen',
  newTab: (label: string) => `${label} (öffnet sich in einem neuen Tab)`,
  newTabHint: 'Wiederholungen öffnen sich in einem neuen Tab: Dieser Tisch bleibt hier offen.',
  localSaveHint:
    'Diese Partie lief auf diesem Gerät: Speichere sie und öffne die Datei unter „Eine gespeicherte Partie ansehen“, um sie noch einmal anzusehen.',

  showEarlier: 'Frühere Züge zeigen',
  loadingEarlier: 'Frühere Züge werden geladen\u00a0…',

  unreachable: 'Der Server ist nicht erreichbar. Prüfe deine Verbindung oder öffne eine gespeicherte Partie.',
  roomMissing: 'Diesen Spielraum gibt es nicht (mehr).',
  recordError: {
    'record/invalid': 'Diese Datei ist keine gespeicherte Trio-Partie.',
    'record/wrong_protocol':
      'Diese Partie wurde von einer anderen Version von Trio Online gespeichert und kann hier nicht wiederholt werden.',
    'record/bad_deal':
      'Diese gespeicherte Partie hat eine unmögliche Verteilung: Sie wurde nach dem Speichern verändert.',
    'record/bad_seats': 'Diese gespeicherte Partie nennt nicht für jeden Platz einen Spieler.',
    'record/illegal_action':
      'Diese gespeicherte Partie enthält einen Zug gegen die Regeln: Sie wurde nach dem Speichern verändert.',
    'record/unfinished': 'Diese gespeicherte Partie endet, bevor jemand gewonnen hat.',
    'record/after_end':
      'Diese gespeicherte Partie geht nach dem Sieg weiter: Sie wurde nach dem Speichern verändert.',
    'record/wrong_winner':
      'Diese gespeicherte Partie endet mit einem anderen Sieger als angegeben: Sie wurde nach dem Speichern verändert.',
  } satisfies Record<RecordErrorCode, string>,
  atMove: (n: number) => `(Zug ${f.number(n)})`,
};

export default deReplay;
