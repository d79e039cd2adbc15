import type { ErrorCode } from '../../protocol/errors';

/** A short sentence for each error code the server can send, in Spanish. */
export const esErrors: Record<ErrorCode, string> = {
  'engine/invalid_seat': 'Ese asiento no existe en esta partida.',
  'engine/invalid_action': 'Esa jugada no es posible.',
  'engine/game_over': 'La partida ya terminó.',
  'engine/wrong_phase': 'Eso no es posible ahora mismo.',
  'engine/not_your_turn': 'Espera tu turno.',
  'engine/not_revealable': 'Solo se puede revelar la carta más baja o la más alta de una mano.',
  'engine/empty_hand': 'Esa mano está vacía.',
  'engine/slot_not_face_down': 'Esa carta del centro no está boca abajo.',
  'engine/not_in_hand': 'Esa carta no está en tu mano.',
  'engine/already_decided': 'Ya elegiste qué hacer en este intercambio.',
  'protocol/invalid_message': 'El servidor no entendió eso. Intenta recargar la página.',
  'protocol/rate_limited': 'Más despacio, por favor.',
  'protocol/join_required': 'Todavía conectando. Inténtalo de nuevo en un momento.',
  'protocol/already_joined': 'Ya estás en esta sala.',
  'room/not_found': 'Esta partida no existe (o ya no).',
  'room/full': 'Esta sala está llena.',
  'room/not_host': 'Solo el anfitrión puede hacer eso.',
  'room/seat_taken': 'Ese asiento está ocupado.',
  'room/seat_invalid': 'Ese asiento no existe en esta partida.',
  'room/already_seated': 'Ya tienes un asiento. Déjalo primero para cambiarte.',
  'room/player_present': 'Esa persona está aquí: solo ella puede dejar su asiento.',
  'room/seat_reserved': 'Ese asiento está reservado para quien creó esta partida.',
  'room/not_seated': 'Siéntate para jugar.',
  'room/reactions_off':
    'Las reacciones están desactivadas durante una partida por equipos: los compañeros solo se comunican con el intercambio.',
  'room/rename_off':
    'Los nombres no cambian durante una partida por equipos: los compañeros solo se comunican con el intercambio.',
  'room/no_such_page':
    'Esa parte del registro no está disponible. Recarga la página para volver a ver el registro.',
  'room/game_running': 'Esta partida todavía se está jugando: su repetición se abre cuando termine.',
  'room/game_not_found': 'No hay ninguna partida así en esta sala.',
  'room/wrong_status': 'Eso no es posible en este momento de la partida.',
  'room/seats_empty': 'Cada asiento necesita un jugador o un bot antes de empezar.',
  'room/stale_version': 'La mesa cambió justo antes de tu jugada. Vuelve a mirar.',
  'room/invalid_name': 'Un nombre debe tener de 1 a 24 caracteres normales.',
  'match/wrong_queue': 'Esta búsqueda no corresponde a esta conexión. Inténtalo de nuevo.',
  'match/already_seeking': 'Ya estás buscando una mesa (quizá en otra pestaña).',
  'match/not_seeking': 'No estás buscando mesa.',
  'match/queue_full': 'Hay demasiada gente buscando mesa ahora mismo. Inténtalo de nuevo en un momento.',
  'http/bad_request': 'Esa solicitud no es válida.',
  'http/not_found': 'Esa página no existe.',
  'http/method_not_allowed': 'El servidor no acepta ese tipo de solicitud aquí.',
  'http/unsupported_media_type': 'Esa solicitud no es válida.',
  'http/rate_limited':
    'Demasiadas partidas nuevas desde tu red ahora mismo. Espera un minuto y vuelve a intentarlo.',
  'http/upgrade_required': 'No se pudo establecer la conexión.',
  'http/not_implemented': 'El servidor no ofrece eso.',
  'http/internal': 'Algo salió mal en el servidor. Inténtalo de nuevo.',
};

export default esErrors;
