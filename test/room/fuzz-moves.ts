import { applyAction, legalActions } from '../../shared/engine';
import type { Action, CardValue, GameState, Target } from '../../shared/engine/types';
import type { ClientMessage } from '../../shared/protocol';
import type { Snapshot } from '../../worker/room/store/parse-room-rows';
import { seenVersion } from '../fixtures/versions';
import type { Facts } from './fuzz-invariants';
import type { Prng } from './fuzz-random';
import type { FuzzSocket } from './fuzz-socket';
import type { World } from './fuzz-world';

/**
 * The fuzz's moves in a game: who must decide, a legal action (random, or one that goes for a
 * trio, so games end), a random and probably illegal one, and the rules' verdict on an `act`
 * frame — predicted from the true state, so the invariants can hold the room to it.
 */

/** The seats that must decide now: the seat to play, or each seat still deciding in a swap. */
export function deciders(state: GameState): number[] {
  if (state.phase === 'play') return [state.turn];
  if (state.phase !== 'swap' || !state.swap) return [];
  return state.swap.choices.flatMap((choice, seat) => (choice?.kind === 'deciding' ? [seat] : []));
}

/** The value a reveal of `target` would show (the fuzz knows the true state). */
function valueAt(state: GameState, target: Target): CardValue | null | undefined {
  if (target.kind === 'center') return state.center[target.slot];
  const hand = state.hands[target.seat] ?? [];
  return target.end === 'lowest' ? hand[0] : hand.at(-1);
}

/**
 * A legal action for `seat`: mostly one that goes on matching this turn's first card when some
 * card can (omniscient play, so that trios come and games end), else any legal one.
 */
export function chooseAction(state: GameState, seat: number, r: Prng): Action {
  const legal = legalActions(state, seat);
  const first = state.revealed[0]?.value;
  if (first !== undefined && r.chance(0.85)) {
    const matching = legal.filter((a) => a.type === 'reveal' && valueAt(state, a.target) === first);
    if (matching.length > 0) return r.pick(matching);
  }
  return r.pick(legal);
}

const VALUES: readonly CardValue[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Any action at all, legal or not: a reveal anywhere, a swap of any value, a skip. */
export function randomAction(r: Prng): Action {
  const roll = r.int(4);
  if (roll === 0) return { type: 'reveal', target: { kind: 'center', slot: r.int(9) } };
  if (roll === 1)
    return {
      type: 'reveal',
      target: { kind: 'hand', seat: r.int(6), end: r.chance(0.5) ? 'lowest' : 'highest' },
    };
  if (roll === 2) return { type: 'swap', value: r.pick(VALUES) };
  return { type: 'skip_swap' };
}

/**
 * The rules' verdict on `message` from a socket of `seat` (null: no seat), with the current
 * `snapshot` (null: no game yet): the current version as clients see it (`seenVersion`; in a
 * swap, any since the phase began, for a swap decision), the current game when it names one, and
 * an action the engine accepts.
 */
export function verdict(
  message: Extract<ClientMessage, { type: 'act' }>,
  seat: number | null,
  snapshot: Snapshot | null,
): 'accept' | 'refuse' {
  if (seat === null || !snapshot) return 'refuse';
  const swapping = snapshot.state.phase === 'swap' && message.action.type !== 'reveal';
  const seen = seenVersion(snapshot.state, snapshot.version);
  const current =
    (message.game === undefined || message.game === snapshot.game) &&
    (message.version === seen ||
      (swapping && message.version >= snapshot.phaseSince && message.version < seen));
  return current && applyAction(snapshot.state, seat, message.action).ok ? 'accept' : 'refuse';
}

/** Sends `message` (an `act`) on `tab` and says what the rules expect of it. */
export async function sendAct(
  w: World,
  tab: FuzzSocket,
  message: Extract<ClientMessage, { type: 'act' }>,
  label: string,
): Promise<Facts> {
  const store = w.fresh();
  const seat = w.seatOf(tab, store);
  const expect = store.meta().status === 'lobby' ? 'refuse' : verdict(message, seat, store.snapshot());
  await w.send(tab, message);
  return {
    label: `${label} ${tab.label} seat ${seat} ${JSON.stringify(message.action)} v${message.version} → ${expect}`,
    sender: tab,
    act: { expect, seat, action: message.action },
  };
}

/** The humans who must decide now and have a live socket. */
export function humanMovers(w: World): { seat: number; tab: FuzzSocket }[] {
  const current = w.truth.current;
  if (!current || current.state.phase === 'over') return [];
  const store = w.fresh();
  return deciders(current.state).flatMap((seat) => {
    const tab = w.live().find((t) => w.seatOf(t, store) === seat);
    return tab ? [{ seat, tab }] : [];
  });
}

/** A legal `act` from a human who must decide: the one the client would send from what it saw. */
export function legalAct(
  w: World,
  r: Prng,
): { tab: FuzzSocket; message: Extract<ClientMessage, { type: 'act' }> } | null {
  const current = w.truth.current;
  const movers = humanMovers(w);
  if (!current || movers.length === 0) return null;
  const { seat, tab } = r.pick(movers);
  const seen = tab.seen ?? { game: current.game.game, version: current.seen };
  const action = chooseAction(current.state, seat, r);
  return {
    tab,
    message: {
      type: 'act',
      action,
      version: seen.version,
      ...(r.chance(0.5) ? { game: seen.game } : {}),
    },
  };
}
