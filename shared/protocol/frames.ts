import type { GameEvent, GameState, LogMode, Seat } from '../engine/types';
import { ownView, playerView, visibleLog } from '../engine/view';
import type { ServerMessage, TurnTimer } from './messages';

/**
 * The two frames that carry a game to a socket, built from the true state through the one door
 * (`playerView` and `visibleLog`, shared/engine/view.ts). The room only serialises them, so a test
 * in plain Node sees exactly the frames a socket would get. Import it by its path: the protocol's
 * index leaves it out, so that the client's bundle never pulls the engine in through the index.
 */

/** The `state` message. */
export type StateMessage = Extract<ServerMessage, { type: 'state' }>;

/** The `history` message. */
export type HistoryMessage = Extract<ServerMessage, { type: 'history' }>;

/** The `log_page` message (server → client). */
export type LogPageMessage = Extract<ServerMessage, { type: 'log_page' }>;

/** What a `state` frame is made of: the game's number, the state's version, the true state. */
export interface StateFrameInput {
  game: number;
  version: number;
  state: GameState;
  /** The socket's seat in this game, or null (spectator: no hand). */
  viewer: Seat | null;
  log: LogMode;
  /** The events of the move this frame follows; [] for a resync. Public facts, sent as they are. */
  events: GameEvent[];
  /**
   * The turn timer at the moment of sending, or null (the room's `turnTimer` is `off`); left out
   * (`null`) once the game is over whatever it is.
   */
  timer: TurnTimer | null;
}

/**
 * The `state` frame for one viewer: its `playerView` in the room's log mode (a classic log's
 * mismatch values only in the frame with the `mismatch` event), the move's events, and the turn
 * timer. The timer is the same for every viewer: in a swap, all pending decisions are due since
 * the phase began, so it tells nobody who has already decided.
 */
export function stateMessage(input: StateFrameInput): StateMessage {
  const { state, events } = input;
  return {
    type: 'state',
    game: input.game,
    version: input.version,
    view: playerView(state, input.viewer, { log: input.log, events }),
    events,
    timer: state.phase === 'over' ? null : input.timer,
  } satisfies ServerMessage;
}

/** Marks where a viewer's own fields go in a frame serialised once (`stateFrames`). */
const MARKS = { viewer: '\u0000viewer\u0000', hand: '\u0000hand\u0000', swap: '\u0000swap\u0000' } as const;
/** The marks as they appear in the serialised frame. */
const MARKED = {
  viewer: JSON.stringify(MARKS.viewer),
  hand: JSON.stringify(MARKS.hand),
  swap: JSON.stringify(MARKS.swap),
} as const;

/**
 * Every viewer's `state` frame of one move, serialised once: returns, for a viewer (a seat, or
 * null for a spectator), exactly `JSON.stringify(stateMessage({ ...input, viewer }))`. The frame
 * is written once with marks where the viewer's own fields go (`ownView`: `viewer`, `hand`,
 * `swap`; every other field is the same for all), and each viewer's frame splices its own in.
 * No mark can occur in the rest: a frame holds no text from people, and JSON escapes U+0000.
 */
export function stateFrames(input: Omit<StateFrameInput, 'viewer'>): (viewer: Seat | null) => string {
  const message = stateMessage({ ...input, viewer: null });
  const marked = { ...message, view: { ...message.view, ...MARKS } };
  const text = JSON.stringify(marked);
  // The marks in the order `view` lists them (viewer, hand, swap), each once: cut around them.
  const atViewer = text.indexOf(MARKED.viewer);
  const atHand = text.indexOf(MARKED.hand, atViewer);
  const atSwap = text.indexOf(MARKED.swap, atHand);
  const head = text.slice(0, atViewer);
  const middle = text.slice(atViewer + MARKED.viewer.length, atHand);
  const tail = text.slice(atHand + MARKED.hand.length, atSwap);
  const end = text.slice(atSwap + MARKED.swap.length);
  return (viewer) => {
    const own = ownView(input.state, viewer);
    return `${head}${JSON.stringify(own.viewer)}${middle}${JSON.stringify(own.hand)}${tail}${JSON.stringify(own.swap)}${end}`;
  };
}

/** What a `history` frame is made of: the game's stored events from the deal (or a turn) on. */
export interface HistoryFrameInput {
  game: number;
  /** The version of the state the socket was just sent. */
  version: number;
  /** False when `events` starts at a turn, not at the deal (only the last moves kept). */
  complete: boolean;
  events: GameEvent[];
  log: LogMode;
  /** When not `complete`: the version (a turn boundary) at which `events` starts, if any. */
  from?: number;
}

/**
 * The `history` frame: the game's log so far as `visibleLog` shows it, the same for every viewer;
 * with `from` when it is not complete and starts at a turn boundary.
 */
export function historyMessage(input: HistoryFrameInput): HistoryMessage {
  const message: HistoryMessage = {
    type: 'history',
    game: input.game,
    version: input.version,
    complete: input.complete,
    events: visibleLog(input.events, input.log),
  } satisfies ServerMessage;
  if (!input.complete && input.from !== undefined) message.from = input.from;
  return message;
}

/** What a `log_page` frame is made of: the events of whole turns between two turn boundaries. */
export interface LogPageFrameInput {
  game: number;
  /** The page's turn boundaries (versions): its first move, and the move after its last. */
  from: number;
  before: number;
  /** Older moves can be asked for (`before: from`). */
  more: boolean;
  /** Every event of the moves `from` to `before - 1`, starting at a turn; every turn in it ended. */
  events: GameEvent[];
  log: LogMode;
}

/**
 * The `log_page` frame: an older page of the log, redacted exactly as the `history` frame is
 * (`visibleLog` in the room's log mode), the same for every viewer. Its turns have all ended, so
 * a classic log shows no value of a card that went back face down.
 */
export function logPageMessage(input: LogPageFrameInput): LogPageMessage {
  return {
    type: 'log_page',
    game: input.game,
    from: input.from,
    before: input.before,
    more: input.more,
    events: visibleLog(input.events, input.log),
  } satisfies ServerMessage;
}
