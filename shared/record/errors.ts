/**
 * Why a game record does not replay (`readRecord`, `replay`): one `as const` table of namespaced
 * codes, like the engine's and the protocol's (CONTRIBUTING.md, Errors). The client shows each in the
 * viewer's language from its code; `message` is an English sentence for logs and tools.
 */
export const RECORD_ERRORS = {
  /** Not JSON, or not a record's shape (`GameRecordSchema`): the message names the field. */
  invalid: 'record/invalid',
  /** Written with another `PROTOCOL_VERSION` than this one. */
  wrongProtocol: 'record/wrong_protocol',
  /** The deal is not a deal for this config (sizes, three copies of each value, first seat). */
  badDeal: 'record/bad_deal',
  /** `seats` does not have one entry per seat. */
  badSeats: 'record/bad_seats',
  /** An action the engine refuses at that point (`step`, with the engine's code in `engine`). */
  illegalAction: 'record/illegal_action',
  /** The actions end before anyone has won. */
  unfinished: 'record/unfinished',
  /** More actions after the game was won (`step`: the first of them). */
  afterEnd: 'record/after_end',
  /** The game replays to another winner than the record says. */
  wrongWinner: 'record/wrong_winner',
} as const;

/** A code from `RECORD_ERRORS`. */
export type RecordErrorCode = (typeof RECORD_ERRORS)[keyof typeof RECORD_ERRORS];

/**
 * Why a record does not replay. `step`: the index in `actions` of the action concerned
 * (`illegal_action`, `after_end`); `engine`: the engine's code for an illegal action.
 */
export interface RecordError {
  code: RecordErrorCode;
  message: string;
  step?: number;
  engine?: string;
}
