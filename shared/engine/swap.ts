import { fail } from './errors';
import { partnerOf } from './queries';
import { insertSorted, removeValue, swapStep } from './state';
import {
  type ActionResult,
  type CardValue,
  ENGINE_ERRORS,
  type GameEvent,
  type GameState,
  type Seat,
  type SwapChoice,
} from './types';

const SKIPPED: SwapChoice = Object.freeze({ kind: 'skipped' });

/**
 * A seat's swap decision in the team variant: offer one card of its own hand (`value`), or skip
 * (`null`). An offer cannot be changed and the card stays in hand until the exchange. When both
 * partners have decided the team's swap resolves: if both offered, both cards move at once and are
 * placed in sorted order; otherwise nothing moves. When every team is done, the next turn starts
 * (docs/rules.md, Team variant).
 *
 * Errors: `engine/wrong_phase` when no swap phase is on; `engine/not_your_turn` when a swap phase
 * is on but this seat's team does not swap in it (the team that collected the trio, or one with an
 * empty-handed partner); `engine/already_decided` when this seat decided already, its team's
 * exchange resolved or not; `engine/not_in_hand`.
 */
export function applySwapDecision(state: GameState, seat: Seat, value: CardValue | null): ActionResult {
  if (state.phase !== 'swap') return fail(ENGINE_ERRORS.wrongPhase);
  // In phase `swap`, `swap` is set and its choices have one entry per seat.
  const current = state.swap!.choices;
  const choice = current[seat] as SwapChoice | null;
  if (choice === null)
    return swappedAlready(state, seat)
      ? fail(ENGINE_ERRORS.alreadyDecided)
      : fail(ENGINE_ERRORS.notYourTurn, 'Your team is not swapping now.');
  if (choice.kind !== 'deciding') return fail(ENGINE_ERRORS.alreadyDecided);
  const hand = state.hands[seat]!;
  if (value !== null && !hand.includes(value)) return fail(ENGINE_ERRORS.notInHand);
  const mine: SwapChoice = value === null ? SKIPPED : { kind: 'offered', value };
  // A swap phase is only ever on in a team game, so every seat has a partner; partners always
  // open a swap together, so the partner's entry is a choice too.
  const partner = partnerOf(state, seat)!;
  const theirs = current[partner] as SwapChoice;
  const choices = current.slice();
  if (theirs.kind === 'deciding') {
    choices[seat] = mine;
    const st = swapStep(state, { phase: 'swap', hands: state.hands, swap: { choices } });
    return { ok: true, state: st, events: [] };
  }
  choices[seat] = null;
  choices[partner] = null;
  let hands = state.hands;
  const swapped = mine.kind === 'offered' && theirs.kind === 'offered';
  if (swapped) {
    hands = hands.slice();
    hands[seat] = insertSorted(removeValue(hand, mine.value), theirs.value);
    hands[partner] = insertSorted(removeValue(hands[partner]!, theirs.value), mine.value);
  }
  const events: GameEvent[] = [
    { type: 'swap_done', team: seat < partner ? [seat, partner] : [partner, seat], swapped },
  ];
  if (choices.every((c) => c === null)) {
    events.push({ type: 'turn_started', seat: state.turn });
    const st = swapStep(state, { phase: 'play', hands, swap: null });
    return { ok: true, state: st, events };
  }
  const st = swapStep(state, { phase: 'swap', hands, swap: { choices } });
  return { ok: true, state: st, events };
}

/**
 * Whether `seat`'s team was one of this swap phase's swapping teams (so a seat without a choice has
 * already decided, and its team's exchange resolved): every team at the deal, every team but the
 * collector's after a trio (`lastTurn`), never a team with an empty-handed partner — as `openSwap`
 * chose them; a swap moves no card count, so the hands still tell.
 */
function swappedAlready(state: GameState, seat: Seat): boolean {
  const partner = partnerOf(state, seat)!;
  const collector = state.lastTurn?.outcome === 'trio' ? state.lastTurn.seat : null;
  if (collector === seat || collector === partner) return false;
  return state.hands[seat]!.length > 0 && state.hands[partner]!.length > 0;
}
