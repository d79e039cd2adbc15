import type { ErrorCode } from '../../protocol/errors';

/**
 * A short sentence for each error code the server can send, in English (a lazy chunk of its own:
 * errors are rare, so a page's first load does without them). Every code must have one: a code
 * added to the protocol fails `tsc` here until it gets its sentence in every language.
 */
export const enErrors: Record<ErrorCode, string> = {
  'engine/invalid_seat': 'That seat is not in this game.',
  'engine/invalid_action': 'That move is not possible.',
  'engine/game_over': 'The game is already over.',
  'engine/wrong_phase': 'That is not possible right now.',
  'engine/not_your_turn': 'Wait for your turn.',
  'engine/not_revealable': 'Only the lowest or highest card of a hand can be revealed.',
  'engine/empty_hand': 'That hand is empty.',
  'engine/slot_not_face_down': 'That center card is not face down.',
  'engine/not_in_hand': 'That card is not in your hand.',
  'engine/already_decided': 'You already made your swap choice.',
  'protocol/invalid_message': 'The server did not understand that. Try reloading the page.',
  'protocol/rate_limited': 'Slow down a little.',
  'protocol/join_required': 'Still connecting. Try again in a moment.',
  'protocol/already_joined': 'You are already in this room.',
  'room/not_found': 'This game does not exist (any more).',
  'room/full': 'This room is full.',
  'room/not_host': 'Only the host can do that.',
  'room/seat_taken': 'That seat is taken.',
  'room/seat_invalid': 'There is no such seat in this game.',
  'room/already_seated': 'You already have a seat. Leave it first to move.',
  'room/player_present': 'That player is here: only they can leave their seat.',
  'room/seat_reserved': 'That seat is kept for the player who created this game.',
  'room/not_seated': 'Take a seat to play.',
  'room/reactions_off': 'Reactions are off while a team game is played: partners may only swap.',
  'room/rename_off': 'Names cannot change while a team game is played: partners may only swap.',
  'room/no_such_page': 'That part of the log is not available. Reload the page to see the log again.',
  'room/game_running': 'This game is still being played: its replay opens once it is over.',
  'room/game_not_found': 'There is no such game in this room.',
  'room/wrong_status': 'That is not possible at this stage of the game.',
  'room/seats_empty': 'Every seat needs a player or a bot before the start.',
  'room/stale_version': 'The table changed just before your move. Look again.',
  'room/invalid_name': 'A name needs 1 to 24 ordinary characters.',
  'match/wrong_queue': 'That search does not fit this connection. Try again.',
  'match/already_seeking': 'You are already looking for a table (perhaps in another tab).',
  'match/not_seeking': 'You are not looking for a table.',
  'match/queue_full': 'Too many people are looking for a table right now. Try again in a moment.',
  'http/bad_request': 'That request was not valid.',
  'http/not_found': 'That page does not exist.',
  'http/method_not_allowed': 'The server does not take that kind of request here.',
  'http/unsupported_media_type': 'That request was not valid.',
  'http/rate_limited': 'Too many new games from your network just now. Wait a minute and try again.',
  'http/upgrade_required': 'The connection could not be set up.',
  'http/not_implemented': 'The server does not offer that.',
  'http/internal': 'Something went wrong on the server. Try again.',
};

export default enErrors;
