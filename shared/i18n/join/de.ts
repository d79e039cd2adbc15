import { formatFor } from '../format';
import type { JoinMessages } from './en';

/**
 * German, with "du" (the friendly address). The modes are "Einfach" and "Scharf" everywhere
 * (settings, rules, log, previews); a trio of 7s is the "7er-Trio". A player's name never takes a
 * genitive -s (it breaks on "Max" or "Bot 2"): the messages say "von Ana" or put the name first.
 * An ellipsis follows its word after a no-break space ("Verbinde …"), a unit after its number.
 */

const f = formatFor('de');

export const deJoin: JoinMessages = {
  siteTagline: 'Das Kartenspiel fürs Gedächtnis. Aufdecken, merken, drei Gleiche sammeln.',
  yourName: 'Dein Name',
  namePlaceholder: 'z.\u202fB. Ana',
  enterName: 'Gib einen Namen ein, um eine Partie zu starten.',
  players: 'Spieler',
  mode: 'Modus',
  bots: 'Bots',
  level: 'Stufe',
  modeSimple: 'Einfach',
  modeSimpleHint: 'Sammle drei beliebige Trios, um zu gewinnen.',
  modeSpicy: 'Scharf',
  modeSpicyHint:
    'Sammle zwei verbundene Trios, um zu gewinnen (Werte, die zusammen 7 ergeben oder sich um 7 unterscheiden).',
  logClassic: 'Klassisch',
  logClassicHint:
    'Das Protokoll vergisst die Werte, sobald die Karten zurückgehen: Hier zählt dein Gedächtnis.',
  logOpen: 'Offen',
  logOpenHint: 'Das Protokoll behält jeden aufgedeckten Wert: ein entspannteres Spiel.',
  levelEasy: 'Leicht',
  levelEasyHint: 'Vergessliche Bots: gut für die erste Partie.',
  levelNormal: 'Normal',
  levelNormalHint: 'Bots, die sich jede Karte merken, die sie sehen.',
  levelHard: 'Schwer',
  levelHardHint: 'Bots, die Karten zählen und mitdenken wie echte Profis.',
  teamsOfTwo: 'Zweierteams',
  teamsHint: 'Partner sitzen sich gegenüber und zählen ihre Trios zusammen',
  teamsNeed: 'bei 4 oder 6 Spielern',
  threeTriosOption: 'Auch drei Trios gewinnen',
  threeTriosHint:
    'die Picante-Lesart des französischen Regelhefts: drei beliebige Trios oder zwei verbundene',
  threeTriosOnlySpicy: 'im scharfen Modus',
  openTable: 'Offener Tisch',
  openTableHint: 'auf der Startseite gelistet: jeder kann sich dazusetzen',
  settingsOpenTable: 'offen für alle',
  settingsPlayers: (n: number) => f.plural(n, { one: '1 Spieler', other: `${n} Spieler` }),
  settingsSimple: 'einfach (drei Trios gewinnen)',
  settingsSpicy: 'scharf (zwei verbundene Trios gewinnen)',
  settingsSpicyThree: 'scharf (zwei verbundene Trios oder drei Trios gewinnen)',
  settingsTeams: 'Zweierteams',
  settingsClassicLog: 'klassisches Protokoll',
  settingsOpenLog: 'offenes Protokoll',
  backToGameLabel: 'Deine laufende Partie',
  backToGameText: 'Eine Partie mit dir läuft noch.',
  backToGame: 'Zurück zu deiner Partie',
  playNow: 'Jetzt spielen',
  playNowLead: 'Eine Partie gegen den Computer, die sofort losgeht.',
  dealing: 'Teile aus\u00a0…',
  friendsTitle: 'Mit Freunden spielen',
  friendsLead: 'Eröffne einen Tisch und teile dann seinen Link.',
  creating: 'Erstelle\u00a0…',
  createGame: 'Partie erstellen',
  playTrio: 'Trio spielen',
  againstBots: ({ n, level }: { n: number; level: string }) =>
    f.plural(n, {
      one: `Gegen 1 Computergegner (${level}).`,
      other: `Gegen ${n} Computergegner (${level}).`,
    }),
  inviteAfterSitting: 'Sobald du Platz genommen hast, bekommst du einen Einladungslink für deine Freunde.',
  createTheGame: 'Partie erstellen',
  backToSeatTitle: 'Zurück an deinen Platz',
  backToSeatLead:
    'Dieses Gerät hat einen Platz in dieser Partie. Gib deinen Namen ein, um ihn wieder einzunehmen.',
  takeMySeat: 'Meinen Platz einnehmen',
  joinTitle: 'Setz dich an den Tisch',
  joinLead: 'Du wurdest zu einer Partie Trio eingeladen. Wie sollen die anderen dich nennen?',
  join: 'Mitspielen',
  watchTitle: 'Bei dieser Partie zuschauen',
  watchOverLead:
    'Diese Partie ist gerade zu Ende gegangen. Du kannst am Tisch zuschauen, bis der Host eine Revanche startet.',
  watchFreeLead: (n: number) =>
    f.plural(n, {
      one: 'Diese Partie läuft schon. Du schaust zu und kannst den freien Platz einnehmen.',
      other: `Diese Partie läuft schon. Du schaust zu und kannst einen der ${n} freien Plätze einnehmen.`,
    }),
  watchLead: 'Diese Partie läuft schon: Du schaust zu. Wie sollen die anderen dich nennen?',
  watch: 'Zuschauen',
  goneSupersededTitle: 'In einem anderen Tab geöffnet',
  goneSupersededBody:
    'Diese Partie ist in einem anderen Tab oder Fenster geöffnet. Spiel dort weiter oder stattdessen hier.',
  goneOutdatedTitle: 'Trio wurde aktualisiert',
  goneOutdatedBody: 'Eine neue Version des Spiels ist da. Lade die Seite neu, um weiterzuspielen.',
  goneFullTitle: 'Dieser Raum ist voll',
  goneFullBody: 'Alle Plätze zum Spielen und Zuschauen sind belegt. Starte doch eine eigene Partie!',
  goneMissingTitle: 'Diese Partie gibt es nicht',
  goneMissingBody:
    'Vielleicht ist der Link falsch geschrieben, oder die Partie ist vorbei und wurde aufgeräumt. Starte eine neue und teile ihren Link.',
  roomNotFound: (id: string) => `Raum ${id} wurde nicht gefunden.`,
  createNewGame: 'Neue Partie erstellen',
  playHere: 'Hier spielen',
  waitingForPlayers: 'Warten auf Spieler',
  inviteLink: 'Einladungslink',
  copy: 'Kopieren',
  copied: 'Kopiert ✓',
  linkCopied: 'Link kopiert. Schick ihn deinen Freunden!',
  selectToCopy: 'Markiere den Link und kopiere ihn, um ihn zu teilen.',
  playingAs: ['Du spielst als ', ''],
  changeName: 'Namen ändern',
  save: 'Speichern',
  seats: 'Plätze',
  tableFullWatching: 'Der Tisch ist voll: Du schaust bei dieser Partie zu.',
  pickSeat: 'Such dir einen Platz zum Spielen aus oder schau einfach zu.',
  spectators: (n: number) =>
    f.plural(n, { one: '1 Person schaut ohne Platz zu', other: `${n} Personen schauen ohne Platz zu` }),
  spectatorsWithYou: (n: number) =>
    f.plural(n - 1, {
      one: 'Du schaust mit 1 weiteren Person ohne Platz zu',
      other: `Du schaust mit ${n - 1} weiteren Personen ohne Platz zu`,
    }),
  youAloneWatching: 'Du schaust ohne Platz zu',
  startGame: 'Partie starten',
  waitingForMore: (n: number) =>
    f.plural(n, { one: 'Warten auf 1 weiteren Spieler', other: `Warten auf ${n} weitere Spieler` }),
  waitingForHost: 'Warten, bis der Host die Partie startet\u00a0…',
  settings: 'Einstellungen',
  emptySeat: 'Freier Platz',
  tagYou: 'du',
  tagHost: 'Host',
  tagBotLevel: (level: string) => `Bot · ${level}`,
  tagAway: 'abwesend',
  sitHere: 'Hier setzen',
  sitIn: (n: number) => `Auf Platz ${n} setzen`,
  botLevelFor: (n: number) => `Bot-Stufe für Platz ${n}`,
  addBot: '+ Bot',
  addBotIn: (n: number) => `Bot auf Platz ${n} setzen`,
  leaveSeat: 'Platz verlassen',
  freeSeat: 'Platz freigeben',
  freeSeatOf: (name: string) => `Platz von ${name} freigeben`,
  removeBot: 'Entfernen',
  removeBotIn: (n: number) => `Bot auf Platz ${n} entfernen`,
};

export default deJoin;
