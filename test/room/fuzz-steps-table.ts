import type { BotLevel, ClientMessage, RoomConfig } from '../../shared/protocol';
import type { Facts } from './fuzz-invariants';
import { legalAct, randomAction, sendAct } from './fuzz-moves';
import type { Prng } from './fuzz-random';
import type { FuzzSocket } from './fuzz-socket';
import type { World } from './fuzz-world';

/**
 * Steps at the table: the lobby (sit, stand, rename, settings, computer players, start — by the
 * host mostly, by anyone sometimes), the rematch, and `act` in every form: legal, illegal, stale,
 * replayed, from a spectator, for the previous game.
 */

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

/** A room config: any valid one, or (`valid` false) teams with 3 or 5 players. */
export function randomConfig(r: Prng, valid = true): RoomConfig {
  const players = r.pick([3, 4, 5, 6] as const);
  const teamsFit = players === 4 || players === 6;
  return {
    players,
    mode: r.pick(['simple', 'spicy'] as const),
    teams: valid ? teamsFit && r.chance(0.4) : !teamsFit,
    log: r.pick(['classic', 'open'] as const),
  };
}

/** The host's live tab (mostly), or anyone's. */
function actor(w: World, r: Prng, hostBias: number): FuzzSocket | null {
  const live = w.live();
  if (live.length === 0) return null;
  const host = w.fresh().meta().host;
  const hostTab = live.find((t) => t.player === host);
  return hostTab && r.chance(hostBias) ? hostTab : r.pick(live);
}

/** One lobby message from the host or anyone, weighted so that tables fill and games start. */
export async function lobby(w: World, r: Prng): Promise<Facts | null> {
  const tab = actor(w, r, 0.6);
  if (!tab) return null;
  const store = w.fresh();
  const meta = store.meta();
  const players = store.players();
  const free = Array.from({ length: meta.config.players }, (_, s) => s).filter(
    (s) => !store.bot(s) && !players.some((p) => p.seat === s),
  );
  const seat = w.seatOf(tab, store);
  const host = meta.host === tab.player;
  const options: [number, () => ClientMessage][] = [
    [seat === null && free.length > 0 ? 6 : 0, () => ({ type: 'sit', seat: r.pick(free) })],
    [1, () => ({ type: 'sit', seat: r.int(6) })],
    [seat === null ? 0.2 : 1, () => ({ type: 'stand' })],
    [host && free.length > 0 ? 4 : 0.5, () => ({ type: 'add_bot', seat: r.int(6), level: r.pick(LEVELS) })],
    [1, () => ({ type: 'remove_bot', seat: r.int(6) })],
    [0.7, () => ({ type: 'clear_seat', seat: r.int(6) })],
    [0.8, () => ({ type: 'configure', config: randomConfig(r) })],
    [free.length === 0 ? w.eagerness : 0.3, () => ({ type: 'start' })],
    [0.3, () => ({ type: 'rename', name: `${tab.person?.name ?? 'x'}!` })],
  ];
  let roll = r.next() * options.reduce((sum, [weight]) => sum + weight, 0);
  let make = options[0]![1];
  for (const [weight, option] of options) {
    make = option;
    roll -= weight;
    if (roll < 0) break;
  }
  let message = make();
  // An add_bot by the host usually goes to a free seat, so the table fills.
  if (message.type === 'add_bot' && host && free.length > 0 && r.chance(0.8))
    message = { ...message, seat: r.pick(free) };
  await w.send(tab, message);
  return { label: `${tab.label}: ${JSON.stringify(message)}`, sender: tab };
}

/** After a game: the host (mostly) asks for a rematch; sometimes someone else, or `start`. */
export async function rematch(w: World, r: Prng): Promise<Facts | null> {
  const tab = actor(w, r, 0.85);
  if (!tab) return null;
  const message: ClientMessage = r.chance(0.9) ? { type: 'rematch' } : { type: 'start' };
  await w.send(tab, message);
  return { label: `${tab.label}: ${message.type}`, sender: tab };
}

/** One `act`: legal (mostly, when a human must move), illegal, stale, replayed, or misplaced. */
export async function act(w: World, r: Prng): Promise<Facts | null> {
  const current = w.truth.current;
  const live = w.live();
  if (!current || live.length === 0) return null;
  const game = current.game.game;
  const roll = r.next();
  const legal = roll < 0.65 ? legalAct(w, r) : null;
  if (legal) return sendAct(w, legal.tab, legal.message, 'act');
  const tab = r.pick(live);
  const version = tab.seen?.version ?? current.seen;
  if (roll < 0.75) return sendAct(w, tab, { type: 'act', action: randomAction(r), version }, 'act any');
  if (roll < 0.85) {
    const stale = Math.max(0, version - 1 - r.int(3));
    const fresh = legalAct(w, r);
    const from = fresh?.tab ?? tab;
    const action = fresh?.message.action ?? randomAction(r);
    return sendAct(
      w,
      from,
      { type: 'act', action, version: r.chance(0.8) ? stale : version + 1 },
      'act stale',
    );
  }
  if (roll < 0.93 && tab.acts.length > 0) {
    // The same frame again, byte for byte (a client retrying, or a replay attack).
    return sendAct(w, tab, r.pick(tab.acts), 'act replayed');
  }
  const previous = game > 1 ? { game: game - 1 } : {};
  return sendAct(w, tab, { type: 'act', action: randomAction(r), version, ...previous }, 'act misplaced');
}
