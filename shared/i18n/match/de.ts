import { formatFor } from '../format';
import type { MatchMessages } from './en';

/** German: quick match and the open tables (the conventions of ../lobby/de.ts). */

const f = formatFor('de');

export const deMatch: MatchMessages = {
  quickTitle: 'Schnelles Spiel',
  quickLead: 'Spiel mit Leuten, die du noch nicht kennst: Wir finden dir einen Tisch in deiner Nähe.',
  anyPlayers: 'Egal',
  anyMode: 'Egal',
  waitLegend: 'Bots besetzen die freien Plätze nach',
  waitChoice: (seconds: number) => `${seconds}\u00a0s`,
  findTable: 'Tisch suchen',
  looking: ({ n, players }: { n: number; players: number }) => `Suche Mitspieler\u00a0… ${n} von ${players}`,
  waited: (seconds: number) => `Du wartest seit ${seconds}\u00a0s`,
  fillIn: (seconds: number) =>
    seconds > 0
      ? `Spätestens in ${seconds}\u00a0s besetzen Bots die freien Plätze`
      : 'Bots besetzen die freien Plätze\u00a0…',
  cancel: 'Abbrechen',
  found: 'Tisch gefunden! Es geht zu deinem Platz\u00a0…',
  otherTab: 'Du suchst schon in einem anderen Tab einen Tisch.',
  lost: 'Verbindung verloren. Neue Suche\u00a0…',
  unavailable: 'Schnelles Spiel ist gerade nicht verfügbar. Versuch es gleich noch einmal.',
  tablesTitle: 'Offene Tische',
  tablesLead: 'Spiele, die auf Mitspieler warten. Ein Klick, und du sitzt.',
  noTables:
    'Gerade ist kein Tisch offen. Erstelle einen mit „Mit Freunden spielen“ und kreuze „Offener Tisch“ an.',
  tableSeats: (n: number) => f.plural(n, { one: '1 Platz frei', other: `${n} Plätze frei` }),
  tableWaiting: (seconds: number) =>
    seconds < 60 ? `wartet seit ${seconds}\u00a0s` : `wartet seit ${Math.floor(seconds / 60)}\u00a0min`,
  sitDown: 'Hinsetzen',
  sitDownAt: (table: string) => `Hinsetzen: ${table}`,
  tablesUnavailable: 'Die offenen Tische können gerade nicht geladen werden.',
  nameFirst: 'Gib oben auf der Seite deinen Namen ein, um zu spielen.',
  nameFirstGo: 'Namen eingeben',
};

export default deMatch;
