/**
 * The one way the server reports an unexpected error: one JSON line on `console.error`, which
 * Workers Logs keeps as a structured event (docs/deploying.md, What an operator sees). The same
 * rule as for a computer player's failure applies everywhere: a log line never carries a card
 * value, a hand, a seed or a token. An error's message may quote any of them (a value in a
 * RangeError, a token in a failed query), so digits and long hex or base64 runs are masked and the
 * text is cut short; the stack is never logged for server errors (the class, the route and the
 * room locate them). A thrown value that is not an Error is logged the same way (`logError`).
 */

/** Where an error happened. */
export interface ErrorPlace {
  /** The Worker's route (`GET /api/games/:id`) or the room's entry point (`room websocket message`). */
  route: string;
  /** The room's public id, when there is one. */
  room?: string | null;
}

/** One logged error, as the JSON line has it. */
export interface ErrorLine {
  level: 'error';
  /** `unexpected_error` for the server's own, `client_error` for a browser's report. */
  event: 'unexpected_error' | 'client_error';
  route: string;
  room: string | null;
  error: { class: string; message: string };
  /** The errors this isolate has logged since it started, this one included. */
  count: number;
  /** Client reports only: the build that crashed and its stack (code positions, no values). */
  build?: string;
  stack?: string;
}

const MESSAGE_CHARS = 200;
const STACK_CHARS = 2000;

let logged = 0;

/** Runs of 16+ hex digits (a seat token is 32), or of 20+ base64 characters: tokens, hashes. */
const SECRET_RUN = /[0-9a-f]{16,}|[A-Za-z0-9+/_-]{20,}={0,2}/gi;
const HEX_RUN = /[0-9a-f]{16,}/gi;
/** A stack frame: V8's `at fn (url:1:2)`, or Firefox's and Safari's `fn@url:1:2`. */
const FRAME = /^at\s|^[^\s@]*@\S+:\d+:\d+$/;

/** Control characters and line or paragraph separators become one space: one line stays one line. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/** A message with nothing in it that could be a card value or a secret. */
export function maskMessage(text: string): string {
  return oneLine(text).replace(SECRET_RUN, '…').replace(/\d+/g, '#').slice(0, MESSAGE_CHARS);
}

/**
 * A stack's frames (code positions, kept with their line and column numbers), without the lines
 * that are not frames (V8 starts a stack with `Name: message`, which may quote a value), with hex
 * runs (a token) masked.
 */
export function maskStack(stack: string): string {
  const frames = stack
    .split('\n')
    .map((line) => oneLine(line))
    .filter((line) => FRAME.test(line))
    .map((line) => line.replace(HEX_RUN, '…'));
  return frames.join('\n').slice(0, STACK_CHARS);
}

/** The class of any thrown value: an Error's name, else its type (`string`, `object`, …). */
export function errorClass(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  return /^[A-Za-z][\w.]{0,40}$/.test(name) ? name : 'Error';
}

/**
 * The message of the error a room's RPC method rejects with once it has logged the real one: the
 * Worker answers 500 and logs nothing more (`alreadyLogged`).
 */
export const LOGGED_ERROR = 'trio: failed in the room, logged there';

/** Whether `error` is a room's `LOGGED_ERROR`, as it arrives over RPC. */
export function alreadyLogged(error: unknown): boolean {
  return error instanceof Error && error.message === LOGGED_ERROR;
}

/** Writes the line and counts it. */
export function writeErrorLine(line: Omit<ErrorLine, 'level' | 'count'>): ErrorLine {
  logged++;
  const full: ErrorLine = { level: 'error', ...line, count: logged };
  console.error(JSON.stringify(full));
  return full;
}

/**
 * Logs an unexpected server error, once, where it was caught (never again where it is rethrown).
 * Any thrown value: an `Error`'s message, a thrown string itself (masked as a message is), nothing
 * of any other value (its class is its type: `object`, `number`, …).
 */
export function logError(place: ErrorPlace, error: unknown): ErrorLine {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return writeErrorLine({
    event: 'unexpected_error',
    route: oneLine(place.route).slice(0, 100),
    room: place.room ?? null,
    error: { class: errorClass(error), message: maskMessage(message) },
  });
}
