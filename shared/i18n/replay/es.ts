import type { RecordErrorCode } from '../../record/errors';
import { formatFor } from '../format';
import type { ReplayMessages } from './en';

/** Spanish (the player is « tú », as in ../table/es.ts; game words: trío, centro, revelar). */

const f = formatFor('es');

export const esReplay: ReplayMessages = {
  replay: 'Repetición',
  gameNumber: (n: number) => `Partida ${n}`,
  savedGame: 'Partida guardada',
  loading: 'Cargando la partida…',
  backToRoom: 'Volver a la sala',
  openTitle: 'Ver una partida guardada',
  openHint:
    'Abre una partida guardada desde una repetición (un archivo .trio.json): se reproduce aquí, sin el servidor.',
  openFile: 'Abrir un archivo…',
  openOther: 'Abrir otro archivo…',
  save: 'Guardar la partida',
  saveTitle: 'Descargar esta partida como archivo .trio.json, para volver a verla en cualquier sitio',

  controls: 'Controles de la repetición',
  first: 'Primer paso',
  previous: 'Paso anterior',
  next: 'Paso siguiente',
  last: 'Último paso',
  play: 'Reproducir',
  pause: 'Pausa',
  speed: 'Velocidad',
  speedX: (n: number) => `${f.number(n)}×`,
  stepSlider: 'Paso',
  stepOf: ({ step, total }: { step: number; total: number }) =>
    `Paso ${f.number(step)} de ${f.number(total)}`,

  atTheDeal: 'Se reparten las cartas.',
  cardLabel: ({ value, revealed, offered }: { value: number; revealed: boolean; offered: boolean }) =>
    `${value}${revealed ? ', revelada en este turno' : ''}${offered ? ', ofrecida al compañero' : ''}`,
  handOf: (name: string) => `la mano de ${name}`,
  slotRevealed: ({ n, value }: { n: number; value: number }) =>
    `posición ${n} del centro, ${value}, revelada en este turno`,
  slotShown: ({ n, value }: { n: number; value: number }) => `posición ${n} del centro, ${value}`,
  outcomeMismatch: 'No coinciden: las cartas vuelven a su sitio',
  outcomeTrio: '¡Un trío!',
  offers: 'ofrece una carta',
  declines: 'no cambia',

  deal: (name: string) => `El reparto: empieza ${name}.`,
  dealSwap: 'El reparto: los compañeros pueden intercambiar una carta.',
  offer: ({ name, value }: { name: string; value: number }) =>
    `${name} ofrece un ${value} para intercambiar.`,
  skip: (name: string) => `${name} no hace el intercambio.`,

  summary: 'Resumen',
  player: 'Jugador',
  turns: 'Turnos',
  reveals: 'Reveladas',
  matches: 'Aciertos',
  mismatches: 'Fallos',
  trios: 'Tríos',
  longestRun: 'Racha',
  longestRunTitle: 'El mayor número de tríos conseguidos en turnos seguidos',
  summaryAbbr: { reveals: 'Revel.', matches: 'Acier.' },
  longestRunNote:
    'Aciertos: cartas con el mismo número que la revelada justo antes. Racha: el mayor número de turnos seguidos terminados en trío.',
  winningTurn: ({ name, turn, own }: { name: string; turn: number; own: number }) =>
    `${name} ganó en el turno ${f.number(turn)} de la partida (su turno n.º ${f.number(own)}).`,

  roomGames: 'Partidas en esta sala',
  gameWon: ({ n, names, reason }: { n: number; names: string; reason: string }) =>
    `Partida ${f.number(n)} · ganó ${names} · ${reason}`,
  watchReplay: 'Ver la repetición',
  newTab: (label: string) => `${label} (se abre en una pestaña nueva)`,
  newTabHint: 'Las repeticiones se abren en una pestaña nueva: esta mesa sigue abierta aquí.',
  localSaveHint:
    'Esta partida se jugó en este dispositivo: guárdala y abre el archivo en «Ver una partida guardada» para verla de nuevo.',

  showEarlier: 'Ver jugadas anteriores',
  loadingEarlier: 'Cargando jugadas anteriores…',

  unreachable: 'No se puede contactar con el servidor. Revisa tu conexión o abre una partida guardada.',
  roomMissing: 'Esta sala de juego no existe (o ya no).',
  recordError: {
    'record/invalid': 'Este archivo no es una partida de Trio guardada.',
    'record/wrong_protocol':
      'Esta partida se guardó con otra versión de Trio Online: no se puede reproducir aquí.',
    'record/bad_deal': 'Esta partida guardada tiene un reparto imposible: se modificó después de guardarla.',
    'record/bad_seats': 'Esta partida guardada no indica un jugador por puesto.',
    'record/illegal_action':
      'Esta partida guardada tiene una jugada que rompe las reglas: se modificó después de guardarla.',
    'record/unfinished': 'Esta partida guardada se detiene antes de que alguien gane.',
    'record/after_end':
      'Esta partida guardada sigue después de la victoria: se modificó después de guardarla.',
    'record/wrong_winner':
      'Esta partida guardada termina con otro ganador del que indica: se modificó después de guardarla.',
  } satisfies Record<RecordErrorCode, string>,
  atMove: (n: number) => `(jugada ${f.number(n)})`,
};

export default esReplay;
