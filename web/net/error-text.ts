import { ERROR_CODES, type ErrorCode } from '../../shared/protocol/errors';

/**
 * Short sentences for people, one per error code the server can send. Partial on purpose: a code
 * added to the protocol later still shows the server's own sentence until it gets one here.
 */
const TEXT: Partial<Record<ErrorCode, string>> = {
  [ERROR_CODES.invalidSeat]: 'That seat is not in this game.',
  [ERROR_CODES.invalidAction]: 'That move is not possible.',
  [ERROR_CODES.gameOver]: 'The game is already over.',
  [ERROR_CODES.wrongPhase]: 'That is not possible right now.',
  [ERROR_CODES.notYourTurn]: 'Wait for your turn.',
  [ERROR_CODES.notRevealable]: 'Only the lowest or highest card of a hand can be revealed.',
  [ERROR_CODES.emptyHand]: 'That hand is empty.',
  [ERROR_CODES.slotNotFaceDown]: 'That center card is not face down.',
  [ERROR_CODES.notInHand]: 'That card is not in your hand.',
  [ERROR_CODES.alreadyDecided]: 'You already made your swap choice.',
  [ERROR_CODES.invalidMessage]: 'The server did not understand that. Try reloading the page.',
  [ERROR_CODES.rateLimited]: 'Slow down a little.',
  [ERROR_CODES.joinRequired]: 'Still connecting. Try again in a moment.',
  [ERROR_CODES.alreadyJoined]: 'You are already in this room.',
  [ERROR_CODES.notFound]: 'This game does not exist (any more).',
  [ERROR_CODES.full]: 'This room is full.',
  [ERROR_CODES.notHost]: 'Only the host can do that.',
  [ERROR_CODES.seatTaken]: 'That seat is taken.',
  [ERROR_CODES.playerPresent]: 'That player is here: only they can leave their seat.',
  [ERROR_CODES.seatReserved]: 'That seat is kept for the player who created this game.',
  [ERROR_CODES.alreadySeated]: 'You already have a seat. Leave it first to move.',
  [ERROR_CODES.notSeated]: 'Take a seat to play.',
  [ERROR_CODES.wrongStatus]: 'That is not possible at this stage of the game.',
  [ERROR_CODES.seatsEmpty]: 'Every seat needs a player or a bot before the start.',
  [ERROR_CODES.staleVersion]: 'The table changed just before your move. Look again.',
  [ERROR_CODES.invalidName]: 'A name needs 1 to 24 ordinary characters.',
  [ERROR_CODES.badRequest]: 'That request was not valid.',
  [ERROR_CODES.httpNotFound]: 'That page does not exist.',
  [ERROR_CODES.httpRateLimited]:
    'Too many new games from your network just now. Wait a minute and try again.',
  [ERROR_CODES.upgradeRequired]: 'The connection could not be set up.',
  [ERROR_CODES.internal]: 'Something went wrong on the server. Try again.',
};

function isKnown(code: string): code is ErrorCode {
  return Object.hasOwn(TEXT, code);
}

/** A sentence for an error code; unknown codes fall back to the server's own message. */
export function errorText(code: string, message: string): string {
  return (isKnown(code) ? TEXT[code] : undefined) ?? (message || 'Something went wrong.');
}
