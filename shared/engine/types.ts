/**
 * The Trio rules engine's data types.
 *
 * Glossary (the rulebook's words, docs/rules.md):
 * - **hand**: the cards a seat holds, always sorted ascending; nobody sees another seat's hand.
 * - **center**: the face-down cards between the players, each in a fixed **slot** (none in team games).
 * - **reveal**: turning one card face up: a face-down center card by slot, or the **lowest** or
 *   **highest** card of any hand (the active seat's own included).
 * - **trio**: three cards of one value revealed in a row; collected by the active seat for good.
 * - **turn**: the active seat's reveals until a mismatch or a trio (2 or 3 reveals, no voluntary stop).
 * - **mode**: `simple` (3 trios win) or `spicy` (2 **connected** trios win); the 7s always win.
 *   House option `spicyThreeTrios` (the French booklet's "Picante"): in spicy, 3 trios also win.
 * - **connected**: two different values that add up to 7 or differ by 7.
 * - **team** / **swap**: the 4- and 6-player team variant; partners sit opposite and may swap one card.
 */

/** A card's value, 1..12. Three copies of each make the 36-card deck (docs/rules.md, Components). */
export type CardValue = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** A seat at the table, 0-based; play goes clockwise in seat order 0, 1, 2, … */
export type Seat = number;

/** `simple`: any 3 trios win. `spicy`: 2 connected trios win (docs/rules.md, Winning). */
export type Mode = 'simple' | 'spicy';

/** How a game is set up. `teams` is only valid with 4 or 6 players (docs/rules.md, Team variant). */
export interface GameConfig {
  players: 3 | 4 | 5 | 6;
  mode: Mode;
  teams: boolean;
  /**
   * House option (docs/rules.md, Winning; off by default): in spicy, three trios of any kind also win
   * (reason `three_trios`), as the French booklet's objective paragraph reads ("En mode Picante, il
   * faut remporter 3 trios ou 2 trios liés"). Two connected trios and the 7s win as ever. No effect
   * in simple, where three trios always win.
   */
  spicyThreeTrios: boolean;
}

/**
 * A `GameConfig` as `createGame` takes it: the house options may be left out (absent = off), so a
 * caller that predates an option sets up the official game.
 */
export type GameConfigInput = Omit<GameConfig, 'spicyThreeTrios'> & { spicyThreeTrios?: boolean };

/** Which end of a hand a reveal takes. */
export type HandEnd = 'lowest' | 'highest';

/** What a reveal points at: a center slot (fixed index) or one end of a seat's hand. */
export type Target = { kind: 'center'; slot: number } | { kind: 'hand'; seat: Seat; end: HandEnd };

/**
 * What a seat can do.
 * - `reveal`: the active seat reveals one card (phase `play`).
 * - `swap`: team variant, phase `swap`: offer one card of the own hand to the partner.
 * - `skip_swap`: team variant, phase `swap`: decline this swap (the team's swap then does not happen).
 */
export type Action =
  | { type: 'reveal'; target: Target }
  | { type: 'swap'; value: CardValue }
  | { type: 'skip_swap' };

/** One card face up this turn: where it came from and its value. */
export interface Reveal {
  target: Target;
  value: CardValue;
}

/** The game's phase: `swap` (team swaps pending), `play` (turns), `over` (a winner exists). */
export type Phase = 'swap' | 'play' | 'over';

/** Why a game was won (docs/rules.md, Winning). */
export type WinReason = 'trio_of_sevens' | 'three_trios' | 'connected_trios';

/** The winning seats (both partners in a team game) and why. */
export interface Winner {
  seats: Seat[];
  reason: WinReason;
}

/** The turn that just ended, kept so clients can show a mismatch before the cards turn back. */
export interface LastTurn {
  seat: Seat;
  revealed: Reveal[];
  outcome: 'mismatch' | 'trio';
}

/**
 * One seat's decision in a swap phase: still deciding, offered a card, or skipped.
 * Private to that seat: never in another seat's view.
 */
export type SwapChoice = { kind: 'deciding' } | { kind: 'offered'; value: CardValue } | { kind: 'skipped' };

/** The swap phase's hidden bookkeeping. `choices` has one entry per seat (null: not swapping now). */
export interface SwapState {
  choices: (SwapChoice | null)[];
}

/**
 * The whole game, hidden cards included. Plain JSON data; never sent to a client as is:
 * `playerView` is the only way it leaves the server.
 */
export interface GameState {
  config: GameConfig;
  phase: Phase;
  /** The seat whose turn it is (in phase `swap`: the seat that plays next). */
  turn: Seat;
  /** Per seat, the cards still in hand, ascending (this turn's revealed hand cards excluded). */
  hands: CardValue[][];
  /** Per slot: the card's value, or null once its card has been collected in a trio. */
  center: (CardValue | null)[];
  /** This turn's face-up cards, in reveal order. */
  revealed: Reveal[];
  /** Per seat, the value of each trio that seat collected, in order. */
  trios: CardValue[][];
  /** Partners, or null without teams. */
  teams: Seat[][] | null;
  swap: SwapState | null;
  lastTurn: LastTurn | null;
  winner: Winner | null;
  /** The seed the game was created with. Never in a view. */
  seed: string;
  /** The PRNG's state (four 32-bit words). Never in a view. */
  rng: [number, number, number, number];
}

/** The face of a center slot as a viewer sees it: face down, empty (collected), or face up this turn. */
export type CenterSlotView = 'face_down' | 'empty' | CardValue;

/**
 * What one viewer may see of a game — the only form in which game state leaves the server.
 * `viewer` null is a spectator: no hand, nothing private.
 */
export interface PlayerView {
  config: GameConfig;
  viewer: Seat | null;
  phase: Phase;
  turn: Seat;
  /** The viewer's own hand, ascending; null for spectators. */
  hand: CardValue[] | null;
  /** Cards still in each hand (this turn's revealed ones excluded). */
  handSizes: number[];
  /** Per slot; [] in team games. */
  center: CenterSlotView[];
  revealed: Reveal[];
  trios: CardValue[][];
  teams: Seat[][] | null;
  /**
   * Phase `swap` only. `pending`: every seat of every team still deciding (a seat that already
   * offered or skipped stays listed, so nobody learns who decided). `offered`: the viewer's own
   * offer. `skipped`: the viewer declined this swap (its partner may still be deciding).
   */
  swap: { pending: Seat[]; offered: CardValue | null; skipped: boolean } | null;
  lastTurn: LastTurn | null;
  winner: Winner | null;
  /**
   * Phase `over` only, else null: the game is over for everyone, so every card is public. `hands`:
   * per seat, the cards left in that hand, ascending; `center`: per slot, its card's value, or
   * `empty` where a trio took it ([] in team games, as `center`).
   */
  final: FinalCards | null;
}

/** Every card still on the table when a game ends (`PlayerView.final`). */
export interface FinalCards {
  hands: CardValue[][];
  center: (CardValue | 'empty')[];
}

/**
 * Public facts about what happened, for the log and animations. Every event may go to every
 * socket: none carries a hidden card (swap events name the team, never the cards).
 */
export type GameEvent =
  | { type: 'revealed'; seat: Seat; target: Target; value: CardValue }
  | { type: 'mismatch'; seat: Seat; revealed: Reveal[] }
  | { type: 'trio_collected'; seat: Seat; value: CardValue }
  | { type: 'swap_started'; teams: Seat[][] }
  | { type: 'swap_done'; team: Seat[]; swapped: boolean }
  | { type: 'turn_started'; seat: Seat }
  | { type: 'game_won'; seats: Seat[]; reason: WinReason };

/**
 * How a room's log treats revealed values (docs/rules.md, Online presentation): `classic` (the memory
 * game) keeps a value only while its card is face up; `open` keeps every value.
 */
export type LogMode = 'classic' | 'open';

/** A reveal as a log shows it: `value` null once the card went back face down (classic log). */
export interface LogReveal {
  target: Target;
  value: CardValue | null;
}

/**
 * A `GameEvent` as a log replays it (`visibleLog`): the same events, but the value of a revealed
 * card, and of each card in a mismatch, may be `null` where the log mode hides it.
 */
export type LogEvent =
  | { type: 'revealed'; seat: Seat; target: Target; value: CardValue | null }
  | { type: 'mismatch'; seat: Seat; revealed: LogReveal[] }
  | Exclude<GameEvent, { type: 'revealed' | 'mismatch' }>;

/** A rejected action: a namespaced code from `ERROR_CODES` and a sentence for people. */
export interface EngineError {
  code: EngineErrorCode;
  message: string;
}

/** `applyAction`'s result: the next state and its events, or an error (the input state stands). */
export type ActionResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: EngineError };

/** Every code the engine can reject an action with. */
export const ENGINE_ERRORS = {
  invalidSeat: 'engine/invalid_seat',
  invalidAction: 'engine/invalid_action',
  gameOver: 'engine/game_over',
  wrongPhase: 'engine/wrong_phase',
  notYourTurn: 'engine/not_your_turn',
  notRevealable: 'engine/not_revealable',
  emptyHand: 'engine/empty_hand',
  slotNotFaceDown: 'engine/slot_not_face_down',
  notInHand: 'engine/not_in_hand',
  alreadyDecided: 'engine/already_decided',
} as const;

/** A code from `ENGINE_ERRORS`. */
export type EngineErrorCode = (typeof ENGINE_ERRORS)[keyof typeof ENGINE_ERRORS];
