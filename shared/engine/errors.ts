import { type ActionResult, ENGINE_ERRORS, type EngineErrorCode } from './types';

/** The default sentence for each code: short, for people, never naming a hidden card. */
const MESSAGES: Record<EngineErrorCode, string> = {
  [ENGINE_ERRORS.invalidSeat]: 'That is not a seat in this game.',
  [ENGINE_ERRORS.invalidAction]: 'That is not a valid action.',
  [ENGINE_ERRORS.gameOver]: 'The game is over.',
  [ENGINE_ERRORS.wrongPhase]: 'That action is not possible in this phase of the game.',
  [ENGINE_ERRORS.notYourTurn]: 'It is not your turn.',
  [ENGINE_ERRORS.notRevealable]: 'There is no such card to reveal.',
  [ENGINE_ERRORS.emptyHand]: 'That hand is empty.',
  [ENGINE_ERRORS.slotNotFaceDown]: 'That center slot has no face-down card.',
  [ENGINE_ERRORS.notInHand]: 'You do not hold a card of that value.',
  [ENGINE_ERRORS.alreadyDecided]: 'You have already decided on this swap.',
};

/** A rejection: the input state stands (docs/design.md, The engine: illegal moves are values, not throws). */
export function fail(code: EngineErrorCode, message: string = MESSAGES[code]): ActionResult {
  return { ok: false, error: { code, message } };
}
