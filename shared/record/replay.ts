import * as v from 'valibot';
import { applyAction, createGame } from '../engine';
import type { Action, GameEvent, GameState, Seat, Winner } from '../engine/types';
import { PROTOCOL_VERSION } from '../protocol/constants';
import { type GameRecord, GameRecordSchema } from '../protocol/record';
import { RECORD_ERRORS, type RecordError, type RecordErrorCode } from './errors';

/** One replayed action: who acted, what, the state after it and the public events it caused. */
export interface ReplayStep {
  seat: Seat;
  action: Action;
  state: GameState;
  events: GameEvent[];
}

/**
 * A record replayed through the engine: the state at the deal (`start`), one step per action (the
 * state after `actions[i]` is `steps[i].state`), and the final state, whose `winner` is the
 * record's. Every state is the engine's own, hidden cards included: a replay shows a finished game.
 */
export interface Replayed {
  record: GameRecord;
  start: GameState;
  steps: ReplayStep[];
  final: GameState;
}

/** A record read or replayed, or why not. */
export type RecordResult<T> = { ok: true; value: T } | { ok: false; error: RecordError };

/** The seed a replay's states carry: the deal replaces the shuffle, so it decides nothing. */
const REPLAY_SEED = 'replay';

function failure<T>(
  code: RecordErrorCode,
  message: string,
  more: Partial<RecordError> = {},
): RecordResult<T> {
  return { ok: false, error: { ...more, code, message } };
}

function protocolOf(json: unknown): unknown {
  return typeof json === 'object' && json !== null ? Reflect.get(json, 'protocol') : undefined;
}

/**
 * Reads a record from parsed JSON (a file, an HTTP answer): `record/wrong_protocol` for a record
 * of another `PROTOCOL_VERSION` (checked first, whatever else its shape), `record/invalid` with the
 * first wrong field's path for anything else that is not a `GameRecord`. Never throws.
 */
export function readRecord(json: unknown): RecordResult<GameRecord> {
  const protocol = protocolOf(json);
  if (typeof protocol === 'number' && protocol !== PROTOCOL_VERSION) {
    return failure(
      RECORD_ERRORS.wrongProtocol,
      `this record was written with protocol ${protocol}; this game reads protocol ${PROTOCOL_VERSION}`,
    );
  }
  const result = v.safeParse(GameRecordSchema, json);
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return failure(RECORD_ERRORS.invalid, path ? `${path}: ${issue.message}` : issue.message);
}

/** `readRecord` over a file's text: `record/invalid` when it is not JSON. Never throws. */
export function readRecordText(text: string): RecordResult<GameRecord> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: a clear refusal, never a throw (the file may be anything a person picked).
    return failure(RECORD_ERRORS.invalid, 'the file is not JSON');
  }
  return readRecord(json);
}

function sameWinner(a: Winner, b: Winner): boolean {
  const seats = (w: Winner) =>
    w.seats
      .slice()
      .sort((x, y) => x - y)
      .join(',');
  return a.reason === b.reason && seats(a) === seats(b);
}

/**
 * Replays `record` through `shared/engine`: the deal (`createGame` with `record.deal` and
 * `record.firstSeat`), then every action in order with `applyAction`, which must accept each one;
 * the game must be won by the last action, by the record's winner. Pure; never throws.
 *
 * Errors (`RECORD_ERRORS`): `wrong_protocol`; `bad_seats` (not one entry per seat); `bad_deal`
 * (the engine refuses the deal or first seat); `illegal_action` (with `step` and the engine's
 * code); `after_end` (an action after the winning trio, `step`); `unfinished` (no winner after
 * the last action); `wrong_winner`.
 */
export function replay(record: GameRecord): RecordResult<Replayed> {
  if (record.protocol !== PROTOCOL_VERSION) {
    return failure(RECORD_ERRORS.wrongProtocol, `protocol ${record.protocol} is not ${PROTOCOL_VERSION}`);
  }
  const { config } = record;
  if (record.seats.length !== config.players) {
    return failure(RECORD_ERRORS.badSeats, `${record.seats.length} seats for ${config.players} players`);
  }
  let start: GameState;
  try {
    start = createGame(config, { seed: REPLAY_SEED, firstSeat: record.firstSeat, deal: record.deal });
  } catch (error) {
    // The engine refuses a broken deal with a RangeError; it becomes this record's error value.
    const reason = error instanceof RangeError ? error.message : 'the deal does not replay';
    return failure(RECORD_ERRORS.badDeal, reason);
  }
  const steps: ReplayStep[] = [];
  let state = start;
  for (let i = 0; i < record.actions.length; i++) {
    const { seat, action } = record.actions[i]!;
    if (state.phase === 'over') {
      return failure(RECORD_ERRORS.afterEnd, `action ${i + 1} comes after the game was won`, { step: i });
    }
    const result = applyAction(state, seat, action);
    if (!result.ok) {
      return failure(RECORD_ERRORS.illegalAction, `action ${i + 1}: ${result.error.message}`, {
        step: i,
        engine: result.error.code,
      });
    }
    state = result.state;
    steps.push({ seat, action, state, events: result.events });
  }
  if (state.winner === null) {
    return failure(RECORD_ERRORS.unfinished, 'the actions end before anyone has won');
  }
  if (!sameWinner(state.winner, record.winner)) {
    return failure(RECORD_ERRORS.wrongWinner, 'the game replays to another winner than the record says');
  }
  return { ok: true, value: { record, start, steps, final: state } };
}
