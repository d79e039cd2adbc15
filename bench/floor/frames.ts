/**
 * The floor's stand-in for a game: no rules, but frames and rows of the room's sizes (a 3-player
 * state frame is 550–700 bytes, a stored state about 550, a move's events 80–300). The turn passes
 * every second move, after a "mismatch", as a Trio turn of two reveals does; the game never ends.
 */

/** One socket of the floor, with the seat its attachment records. */
export interface Viewer {
  ws: WebSocket;
  player: string;
  seat: number | null;
}

const HANDS = [
  [1, 2, 2, 4, 6, 7, 9, 11, 12],
  [1, 3, 3, 5, 5, 8, 10, 10, 12],
  [2, 4, 6, 6, 7, 8, 9, 11, 12],
];
const CENTER = [1, 3, 4, 5, 7, 8, 9, 10, 11];
const FACE_DOWN = CENTER.map(() => 'face_down');
const LAST_TURN = {
  seat: 0,
  revealed: [
    { target: { kind: 'center', slot: 2 }, value: 4 },
    { target: { kind: 'hand', seat: 1, end: 'highest' }, value: 12 },
  ],
  outcome: 'mismatch',
};

export interface FloorState {
  readonly game: number;
  readonly version: number;
  readonly turn: number;
  /** The events of the move that made this state. */
  readonly events: unknown[];
  /** The state after `seat` played `action` (both taken as they came). */
  after(seat: number, action: unknown): FloorState;
  /** What the snapshot row holds: a whole state, hidden cards included. */
  stored(): unknown;
}

/** Game `game` at `version` (0: the deal). */
export function floorState(game: number, version = 0, events: unknown[] = []): FloorState {
  const turn = Math.floor(version / 2) % 3;
  return {
    game,
    version,
    turn,
    events,
    after(seat, action) {
      const target =
        typeof action === 'object' && action !== null && 'target' in action ? action.target : null;
      const revealed = { type: 'revealed', seat, target, value: 5 };
      const ends = (version + 1) % 2 === 0;
      const next = ends
        ? [
            revealed,
            { type: 'mismatch', seat, revealed: LAST_TURN.revealed },
            { type: 'turn_started', seat: (seat + 1) % 3 },
          ]
        : [revealed];
      return floorState(game, version + 1, next);
    },
    stored: () => ({
      config: { players: 3, mode: 'simple', teams: false, spicyThreeTrios: false },
      phase: 'play',
      turn,
      hands: HANDS,
      center: CENTER,
      revealed: [],
      trios: [[], [], []],
      teams: null,
      swap: null,
      lastTurn: LAST_TURN,
      winner: null,
      seed: 'floor-0123456789abcdef',
      rng: [4012345678, 123456789, 2345678901, 345678901],
    }),
  };
}

/** The `state` frame for one socket: its own view, serialised as any room must. */
export function stateFrame(state: FloorState, seat: number | null): string {
  return JSON.stringify({
    type: 'state',
    game: state.game,
    version: state.version,
    view: {
      config: { players: 3, mode: 'simple', teams: false, spicyThreeTrios: false },
      viewer: seat,
      phase: 'play',
      turn: state.turn,
      hand: seat === null ? null : (HANDS[seat] ?? null),
      handSizes: [9, 9, 9],
      center: FACE_DOWN,
      revealed: [],
      trios: [[], [], []],
      teams: null,
      swap: null,
      // As a classic log shows it: a mismatch's cards only in the frame with the mismatch.
      lastTurn: state.events.length > 1 ? LAST_TURN : null,
      winner: null,
    },
    events: state.events,
    timer: { dueForMs: 0, limitMs: 90_000 },
  });
}
