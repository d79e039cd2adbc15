/**
 * Game records (docs/design.md, Game records): reading one (`readRecord`, `readRecordText`), replaying
 * it through `shared/engine` (`replay`), and the short per-seat summary of a finished game
 * (`summarize`). The record's type and schema are the protocol's (`shared/protocol/record.ts`).
 * Pure and isomorphic: the Worker, the replay page and tests use the same functions.
 */
export { RECORD_ERRORS, type RecordError, type RecordErrorCode } from './errors';
export {
  type RecordResult,
  type Replayed,
  type ReplayStep,
  readRecord,
  readRecordText,
  replay,
} from './replay';
export { type GameSummary, type SeatSummary, summarize, type WinningTurn } from './summary';
