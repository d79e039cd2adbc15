import type { CardValue, GameState, Reveal, Seat, SwapChoice } from '../../../shared/engine/types';
import type { Replayed } from '../../../shared/record/replay';

/**
 * What the replay shows at each step of a finished game (step 0: the deal; step s: after
 * `record.actions[s - 1]`), computed from the replayed states. Everything is face up (the game is
 * over: docs/rules.md, Online presentation). The cards of the turn in progress are highlighted where
 * they came from: a center card in its slot, a hand card at the end of its hand it was taken from.
 * A step that ends a turn (a mismatch or a trio) still shows that turn's cards there, as the table
 * did for a moment; the next step shows them back in place (mismatch) or collected (trio). The
 * last step has no next one: it shows the table as the game ended, the winning trio collected (as
 * the room's "See the table" does), with that turn's cards in its row (`reveals`) only.
 */

/** One card on show: its value, and whether it was revealed in the turn shown (or offered in a swap). */
export interface ShownCard {
  value: CardValue;
  revealed: boolean;
  offered: boolean;
}

/** One seat at a step: its hand (ascending, this turn's reveals at their ends), trios, swap choice. */
export interface SeatFrame {
  seat: Seat;
  hand: ShownCard[];
  trios: CardValue[];
  /** In a swap: still deciding, offered a card, skipped; null outside a swap or for a seat not in it. */
  swap: SwapChoice['kind'] | null;
}

/** The whole table at one step. */
export interface Frame {
  step: number;
  state: GameState;
  seats: SeatFrame[];
  /** Per slot: the card (face up, highlighted if revealed this turn) or null once collected. */
  center: ({ value: CardValue; revealed: boolean } | null)[];
  /** The reveals of the turn shown, in order. */
  reveals: Reveal[];
  /** How the step ended its turn, or null when it did not end one. */
  outcome: 'mismatch' | 'trio' | null;
}

/** The state shown at `step` (0 … steps.length). */
export function stateAt(replayed: Replayed, step: number): GameState {
  return step === 0 ? replayed.start : replayed.steps[step - 1]!.state;
}

function choiceOf(state: GameState, seat: Seat): SwapChoice | null {
  return state.phase === 'swap' ? (state.swap?.choices[seat] ?? null) : null;
}

/** The frame at `step`, clamped to the game (0 … steps.length). */
export function frameAt(replayed: Replayed, wanted: number): Frame {
  const step = Math.max(0, Math.min(replayed.steps.length, Math.round(wanted)));
  const state = stateAt(replayed, step);
  const ended = step > 0 && state.revealed.length === 0 && replayed.steps[step - 1]!.action.type === 'reveal';
  const reveals: Reveal[] = ended ? (state.lastTurn?.revealed ?? []) : state.revealed;
  // A step that ended the turn is shown from the state before its reveal, with the whole turn out;
  // the game's end as it ended, nothing of that turn left on the table.
  const last = ended && state.phase === 'over';
  const base = ended && !last ? stateAt(replayed, step - 1) : state;
  const onTable = last ? [] : reveals;
  const hands = base.hands.map((hand) => hand.slice());
  if (ended && !last) {
    const latest = reveals[reveals.length - 1];
    if (latest?.target.kind === 'hand') {
      const hand = hands[latest.target.seat]!;
      if (latest.target.end === 'lowest') hand.shift();
      else hand.pop();
    }
  }
  const seats: SeatFrame[] = hands.map((hand, seat) => {
    const mine = (end: 'lowest' | 'highest') =>
      onTable.filter((r) => r.target.kind === 'hand' && r.target.seat === seat && r.target.end === end);
    const choice = choiceOf(state, seat);
    const offered = choice?.kind === 'offered' ? choice.value : null;
    let marked = false;
    const kept = hand.map((value): ShownCard => {
      const isOffer = !marked && value === offered;
      if (isOffer) marked = true;
      return { value, revealed: false, offered: isOffer };
    });
    const shown = (r: Reveal): ShownCard => ({ value: r.value, revealed: true, offered: false });
    return {
      seat,
      // Lowest reveals came off the front in order; highest ones off the back, the first outermost.
      hand: [...mine('lowest').map(shown), ...kept, ...mine('highest').reverse().map(shown)],
      trios: state.trios[seat]!.slice(),
      swap: choice?.kind ?? null,
    };
  });
  const center = base.center.map((value, slot) =>
    value === null
      ? null
      : { value, revealed: onTable.some((r) => r.target.kind === 'center' && r.target.slot === slot) },
  );
  return {
    step,
    state,
    seats,
    center,
    reveals,
    outcome: ended ? (state.lastTurn?.outcome ?? null) : null,
  };
}
