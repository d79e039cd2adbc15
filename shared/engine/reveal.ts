import { fail } from './errors';
import { insertSorted, nextSeat, nextState } from './state';
import { openSwap } from './swap-phase';
import { centerTarget, handTarget } from './targets';
import {
  type ActionResult,
  type CardValue,
  ENGINE_ERRORS,
  type GameEvent,
  type GameState,
  type Reveal,
  type Seat,
  type Target,
} from './types';
import { findWinner } from './win';

/** Whether center `slot` is already face up this turn. */
export function isFaceUp(revealed: readonly Reveal[], slot: number): boolean {
  for (const r of revealed) if (r.target.kind === 'center' && r.target.slot === slot) return true;
  return false;
}

/**
 * The active seat reveals one card: a face-down center slot, or the lowest or highest card of any
 * non-empty hand (docs/rules.md, A turn). A revealed hand card leaves its hand until the turn resolves.
 * A value different from the previous one is a **mismatch**: the turn ends and every card goes back
 * (center cards face down in their slot, hand cards into their sorted hand). Three equal values are
 * a **trio**: collected, their slots left empty, the win checked, and the turn ends (no extra turn).
 */
export function applyReveal(state: GameState, seat: Seat, target: Target): ActionResult {
  if (state.phase !== 'play') return fail(ENGINE_ERRORS.wrongPhase);
  if (seat !== state.turn) return fail(ENGINE_ERRORS.notYourTurn);
  let value: CardValue;
  let hands = state.hands;
  let own: Target;
  if (target.kind === 'center') {
    const slot = target.slot;
    if (state.teams !== null) return fail(ENGINE_ERRORS.notRevealable, 'A team game has no center cards.');
    if (!Number.isInteger(slot) || slot < 0 || slot >= state.center.length) {
      return fail(ENGINE_ERRORS.notRevealable, 'There is no such center slot.');
    }
    const v = state.center[slot] as CardValue | null;
    if (v === null || isFaceUp(state.revealed, slot)) return fail(ENGINE_ERRORS.slotNotFaceDown);
    value = v;
    own = centerTarget(slot);
  } else {
    const owner = target.seat;
    if (!Number.isInteger(owner) || owner < 0 || owner >= state.config.players) {
      return fail(ENGINE_ERRORS.notRevealable, 'There is no such seat.');
    }
    const hand = hands[owner]!;
    if (hand.length === 0) return fail(ENGINE_ERRORS.emptyHand);
    hands = hands.slice();
    if (target.end === 'lowest') {
      value = hand[0]!;
      hands[owner] = hand.slice(1);
    } else {
      value = hand[hand.length - 1]!;
      hands[owner] = hand.slice(0, -1);
    }
    own = handTarget(owner, target.end);
  }
  const reveal: Reveal = { target: own, value };
  // States and events are immutable, so they share the reveal's objects rather than copy them.
  const event: GameEvent = { type: 'revealed', seat, target: own, value };
  const before = state.revealed;
  const n = before.length;
  if (n > 0 && before[n - 1]!.value !== value) return mismatch(state, seat, reveal, event);
  const revealed = before.slice();
  revealed.push(reveal);
  if (n === 2) return collect(state, seat, hands, revealed, [event]);
  return {
    ok: true,
    state: nextState(state, {
      phase: 'play',
      turn: seat,
      hands,
      center: state.center,
      revealed,
      trios: state.trios,
      swap: null,
      lastTurn: state.lastTurn,
      winner: null,
    }),
    events: [event],
  };
}

/** A mismatch: every card revealed this turn goes back where it came from; the next seat plays. */
function mismatch(state: GameState, seat: Seat, last: Reveal, revealedEvent: GameEvent): ActionResult {
  // `state.hands` still holds the card just revealed; only the earlier hand reveals go back in.
  // Center cards never left their slot: the center array stands as it is.
  let hands = state.hands;
  let copied = false;
  for (const r of state.revealed) {
    if (r.target.kind === 'hand') {
      if (!copied) {
        hands = hands.slice();
        copied = true;
      }
      hands[r.target.seat] = insertSorted(hands[r.target.seat]!, r.value);
    }
  }
  const all = state.revealed.slice();
  all.push(last);
  const next = nextSeat(state, seat);
  const events: GameEvent[] = [
    revealedEvent,
    { type: 'mismatch', seat, revealed: all },
    { type: 'turn_started', seat: next },
  ];
  return {
    ok: true,
    state: nextState(state, {
      phase: 'play',
      turn: next,
      hands,
      center: state.center,
      revealed: [],
      trios: state.trios,
      swap: null,
      lastTurn: { seat, revealed: all, outcome: 'mismatch' },
      winner: null,
    }),
    events,
  };
}

/** A trio: collected for good, its center slots left empty (no refill, no shifting); win check. */
function collect(
  state: GameState,
  seat: Seat,
  hands: CardValue[][],
  revealed: Reveal[],
  events: GameEvent[],
): ActionResult {
  const value = revealed[0]!.value;
  let center = state.center;
  let copied = false;
  for (const r of revealed) {
    if (r.target.kind === 'center') {
      if (!copied) {
        center = center.slice();
        copied = true;
      }
      center[r.target.slot] = null;
    }
  }
  const trios = state.trios.slice();
  trios[seat] = trios[seat]!.concat(value);
  events.push({ type: 'trio_collected', seat, value });
  const lastTurn = { seat, revealed, outcome: 'trio' as const };
  const winner = findWinner(state, trios, seat, value);
  if (winner !== null) {
    events.push({ type: 'game_won', seats: winner.seats.slice(), reason: winner.reason });
    return {
      ok: true,
      state: nextState(state, {
        phase: 'over',
        turn: seat,
        hands,
        center,
        revealed: [],
        trios,
        swap: null,
        lastTurn,
        winner,
      }),
      events,
    };
  }
  const next = nextSeat(state, seat);
  const played = nextState(state, {
    phase: 'play',
    turn: next,
    hands,
    center,
    revealed: [],
    trios,
    swap: null,
    lastTurn,
    winner: null,
  });
  if (state.teams !== null) return { ok: true, state: openSwap(played, state.teams, seat, events), events };
  events.push({ type: 'turn_started', seat: next });
  return { ok: true, state: played, events };
}
