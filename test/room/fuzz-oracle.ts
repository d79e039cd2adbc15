import { isDeepStrictEqual } from 'node:util';
import type { GameEvent, GameState, Seat } from '../../shared/engine/types';
import type { LogEvent, RoomConfig } from '../../shared/protocol';

/**
 * What a viewer may see, written from the rules (docs/rules.md: Setup, A turn, Team variant, Online
 * presentation) and the true game state, independently of the room's and the engine's own view
 * code: the fuzz compares every frame a socket receives with these, so a frame that carries
 * anything more (another seat's hand, a face-down value, another seat's swap offer, a classic
 * log's turned-back values) or anything else fails.
 */

/** JSON data as the wire carries it (no `undefined`, no prototypes), for exact comparison. */
export function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** The first place where two JSON values differ, as a path with both sides, or null. */
export function difference(got: unknown, want: unknown, path = ''): string | null {
  if (isDeepStrictEqual(got, want)) return null;
  if (typeof got === 'object' && got && typeof want === 'object' && want) {
    const keys = new Set([...Object.keys(got), ...Object.keys(want)]);
    for (const key of keys) {
      const inner = difference(Reflect.get(got, key), Reflect.get(want, key), `${path}.${key}`);
      if (inner) return inner;
    }
  }
  return `${path || '(frame)'}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`;
}

/** `difference` for any two values as JSON, fast when their JSON texts are the same. */
export function jsonDifference(got: unknown, want: unknown, path = ''): string | null {
  const a = JSON.stringify(got);
  const b = JSON.stringify(want);
  if (a === b) return null;
  return difference(a === undefined ? a : JSON.parse(a), b === undefined ? b : JSON.parse(b), path);
}

/**
 * The view `viewer` (a seat, or null for a spectator) may have of `state`, as JSON: its own hand
 * only, every hand's size, a center card's value only while it is face up this turn, this turn's
 * reveals, the trios, teams, in a swap the seats still deciding and its own choice only, the
 * winner. `lastTurn` (the turn that just ended) is shown unless `hideLastTurn`. Compare it as JSON
 * (`jsonDifference`): it shares arrays with `state`.
 */
export function visibleView(state: GameState, viewer: Seat | null, hideLastTurn: boolean): unknown {
  const faceUp = new Set<number>();
  for (const r of state.revealed) if (r.target.kind === 'center') faceUp.add(r.target.slot);
  const own = viewer === null ? null : (state.swap?.choices[viewer] ?? null);
  // In the order the view's fields are sent, so that equal views have equal JSON text.
  return {
    config: state.config,
    viewer,
    phase: state.phase,
    turn: state.turn,
    hand: viewer === null ? null : state.hands[viewer],
    handSizes: state.hands.map((hand) => hand.length),
    center: state.center.map((value, slot) => {
      if (value === null) return 'empty';
      return faceUp.has(slot) ? value : 'face_down';
    }),
    revealed: state.revealed,
    trios: state.trios,
    teams: state.teams,
    swap:
      state.phase === 'swap' && state.swap
        ? {
            pending: state.swap.choices.flatMap((choice, seat) => (choice === null ? [] : [seat])),
            offered: own?.kind === 'offered' ? own.value : null,
            skipped: own?.kind === 'skipped',
          }
        : null,
    lastTurn: hideLastTurn ? null : state.lastTurn,
    winner: state.winner,
    // At game over every card is public, to every viewer alike; before, none of this is.
    final:
      state.phase === 'over'
        ? { hands: state.hands, center: state.center.map((value) => value ?? 'empty') }
        : null,
  };
}

/**
 * Whether a state frame must leave out the last turn (docs/rules.md, Online presentation): in a
 * classic log the values of a mismatch are public only while the cards are shown, that is in the
 * frame that reports the mismatch; every later frame (and any resync) has `lastTurn: null`.
 */
export function lastTurnHidden(
  state: GameState,
  log: RoomConfig['log'],
  events: readonly GameEvent[],
): boolean {
  return (
    log === 'classic' && state.lastTurn?.outcome === 'mismatch' && !events.some((e) => e.type === 'mismatch')
  );
}

/**
 * A game's log as a viewer may read it (docs/rules.md, Online presentation). Open log: every event as
 * it happened. Classic: a revealed value stays only while its card is face up — in the turn still
 * running, or in a turn that collected a trio; the reveals of a turn that ended in a mismatch (and
 * the mismatch itself) lose their values.
 */
export function visibleLog(events: readonly GameEvent[], log: RoomConfig['log']): unknown {
  if (log === 'open') return asJson(events);
  const out: LogEvent[] = [];
  let turn: number[] = [];
  for (const event of events) {
    if (event.type === 'revealed') {
      turn.push(out.length);
      out.push(event);
    } else if (event.type === 'mismatch') {
      for (const i of turn) {
        const shown = out[i];
        if (shown?.type === 'revealed') out[i] = { ...shown, value: null };
      }
      out.push({ ...event, revealed: event.revealed.map((r) => ({ target: r.target, value: null })) });
      turn = [];
    } else {
      if (event.type === 'trio_collected') turn = [];
      out.push(event);
    }
  }
  return asJson(out);
}

/**
 * The events the `history` message carries for a game at `version`, given every move's events
 * (`moves[v]`: the events of the move that made version v): the last `keep` moves, whole turns
 * only when older ones are left out (`complete` false: the list starts at a `turn_started`, and
 * `from` is the version after the move that started that turn).
 */
export function historyEvents(
  moves: readonly (readonly GameEvent[])[],
  version: number,
  keep: number,
): { complete: boolean; events: GameEvent[]; from?: number } {
  const first = Math.max(1, version - keep + 1);
  const events = moves.slice(first, version + 1).flat();
  if (first === 1) return { complete: true, events };
  const start = events.findIndex((e) => e.type === 'turn_started');
  if (start === -1) return { complete: false, events: [] };
  // `from`: the version after the move whose `turn_started` the list starts with.
  let move = first;
  while (!moves[move]!.some((e) => e.type === 'turn_started')) move++;
  return { complete: false, events: events.slice(start), from: move + 1 };
}
