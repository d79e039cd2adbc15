import type { BarMessages } from './en';

/**
 * Spanish, for Spain and Latin America alike: the player is «tú», and plural «you» is avoided
 * (neither «vosotros» nor «ustedes»). Modes «Simple» and «Picante», «tríos conectados», «la carta
 * más baja / más alta», «trío de 7». Opening ¿ ¡, no space before punctuation.
 */

export const esBar: BarMessages = {
  keepSeatNote: 'Este navegador no guarda nada para este marco: si recargas la página, perderás tu asiento.',
  keepSeatLink: 'Conserva tu asiento en una pestaña ↗',
  closeRules: 'Cerrar las reglas',
  close: 'Cerrar',
  leaveTitle: '¿Salir de esta partida?',
  leaveBody:
    'La partida sigue sin ti: un bot juega tus turnos hasta que vuelvas. Tu asiento se guarda en este dispositivo, y desde la página de inicio puedes volver.',
  stay: 'Quedarme',
  leave: 'Salir',
};

export default esBar;
