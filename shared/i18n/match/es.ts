import { formatFor } from '../format';
import type { MatchMessages } from './en';

/** Spanish: quick match and the open tables (the conventions of ../lobby/es.ts). */

const f = formatFor('es');

export const esMatch: MatchMessages = {
  quickTitle: 'Partida rápida',
  quickLead: 'Juega con gente que aún no conoces: te buscamos una mesa cerca.',
  anyPlayers: 'Da igual',
  anyMode: 'Da igual',
  waitLegend: 'Los bots ocupan los asientos libres tras',
  waitChoice: (seconds: number) => `${seconds}\u00a0s`,
  findTable: 'Buscar mesa',
  looking: ({ n, players }: { n: number; players: number }) => `Buscando jugadores… ${n} de ${players}`,
  waited: (seconds: number) => `Esperando desde hace ${seconds}\u00a0s`,
  fillIn: (seconds: number) =>
    seconds > 0
      ? `Los bots ocuparán los asientos libres en ${seconds}\u00a0s como mucho`
      : 'Los bots están ocupando los asientos libres…',
  cancel: 'Cancelar',
  found: '¡Mesa encontrada! Te llevamos a tu asiento…',
  otherTab: 'Ya estás buscando mesa en otra pestaña.',
  lost: 'Conexión perdida. Buscando de nuevo…',
  unavailable: 'La partida rápida no está disponible ahora. Inténtalo de nuevo en un momento.',
  tablesTitle: 'Mesas abiertas',
  tablesLead: 'Partidas que esperan jugadores. Un clic y ya estás sentado.',
  noTables: 'No hay ninguna mesa abierta ahora. Crea una con «Jugar con amigos» y marca «Mesa abierta».',
  tableSeats: (n: number) => f.plural(n, { one: '1 asiento libre', other: `${n} asientos libres` }),
  tableWaiting: (seconds: number) =>
    seconds < 60
      ? `esperando desde hace ${seconds}\u00a0s`
      : `esperando desde hace ${Math.floor(seconds / 60)}\u00a0min`,
  sitDown: 'Sentarse',
  sitDownAt: (table: string) => `Sentarse: ${table}`,
  tablesUnavailable: 'No se pueden cargar las mesas abiertas ahora.',
  nameFirst: 'Escribe tu nombre en la parte de arriba de la página para jugar.',
  nameFirstGo: 'Escribir mi nombre',
};

export default esMatch;
