import { isFaceUp } from './reveal';
import type {
  FinalCards,
  GameEvent,
  GameState,
  LastTurn,
  LogEvent,
  LogMode,
  PlayerView,
  Reveal,
  Seat,
  SwapChoice,
} from './types';

/**
 * What a viewer may see — the one module that decides it (docs/design.md, PlayerView; docs/rules.md, Online
 * presentation). The room's `state` and `history` frames, the client and replays build on these
 * two functions and add no redaction of their own.
 */

/** What the room adds to a view: its log mode and the events the view is sent with. */
export interface ViewContext {
  log: LogMode;
  /** The events of the move this view follows (a resync: none). */
  events: readonly GameEvent[];
}

function copyReveals(revealed: readonly Reveal[]): Reveal[] {
  return revealed.map((r) => ({
    target:
      r.target.kind === 'center'
        ? { kind: 'center', slot: r.target.slot }
        : { kind: 'hand', seat: r.target.seat, end: r.target.end },
    value: r.value,
  }));
}

/**
 * The last turn as the viewer may see it. A trio stays face up, so its values stay. A mismatch's
 * cards went back face down: in a classic log their values are public only while the cards are
 * shown, that is in the view sent with the `mismatch` event (clients hold them from there); every
 * later view of the next turn, and any resync, has none — else anyone could re-read face-down cards.
 */
function visibleLastTurn(last: LastTurn | null, context: ViewContext | undefined): LastTurn | null {
  if (last === null) return null;
  if (
    last.outcome === 'mismatch' &&
    context?.log === 'classic' &&
    !context.events.some((e) => e.type === 'mismatch')
  ) {
    return null;
  }
  return { seat: last.seat, revealed: copyReveals(last.revealed), outcome: last.outcome };
}

/**
 * What `viewer` may see of the game — the only form in which state leaves the server
 * (docs/design.md, PlayerView). Built field by field from fresh objects: the viewer's own hand, every
 * hand's size, each center slot as face down, empty or (face up this turn) its value, this turn's
 * reveals, trios, teams, the swap phase's pending seats and the viewer's own offer, the last turn
 * and the winner. Never another hand, a face-down value, another seat's offer, the seed or the PRNG
 * — until the game is over: then `final` shows every hand and center card to everyone.
 * `viewer` null (or not a seat of this game) gives the spectator view.
 *
 * `context` is the room's (its log mode and the events this view is sent with): in a classic log a
 * mismatched `lastTurn` is `null` except in the view sent with its `mismatch` event. Without it
 * (bots, tests) the last turn is always kept, as an open log keeps it.
 */
export function playerView(state: GameState, viewer: Seat | null, context?: ViewContext): PlayerView {
  const own = ownView(state, viewer);
  return {
    config: {
      players: state.config.players,
      mode: state.config.mode,
      teams: state.config.teams,
      spicyThreeTrios: state.config.spicyThreeTrios,
    },
    viewer: own.viewer,
    phase: state.phase,
    turn: state.turn,
    hand: own.hand,
    handSizes: state.hands.map((hand) => hand.length),
    center: state.center.map((value, slot) => {
      if (value === null) return 'empty';
      return isFaceUp(state.revealed, slot) ? value : 'face_down';
    }),
    revealed: copyReveals(state.revealed),
    trios: state.trios.map((t) => t.slice()),
    teams: state.teams === null ? null : state.teams.map((t) => t.slice()),
    swap: own.swap,
    lastTurn: visibleLastTurn(state.lastTurn, context),
    winner: state.winner === null ? null : { seats: state.winner.seats.slice(), reason: state.winner.reason },
    final: finalCards(state),
  };
}

/**
 * Every hand and center card, once the game is over (phase `over`: nothing is hidden any more,
 * the same for every viewer); null before, whoever looks.
 */
function finalCards(state: GameState): FinalCards | null {
  if (state.phase !== 'over') return null;
  return {
    hands: state.hands.map((hand) => hand.slice()),
    center: state.center.map((value) => (value === null ? 'empty' : value)),
  };
}

/** The three fields of a `PlayerView` that depend on who looks (the rest is the same for all). */
export type OwnView = Pick<PlayerView, 'viewer' | 'hand' | 'swap'>;

/**
 * The part of `playerView(state, viewer)` that is the viewer's own: `viewer` (null unless a seat
 * of this game), its `hand`, and the swap phase's `swap` with its own offer or skip. Every other
 * field is the same in every viewer's view, so a room can serialise it once per move
 * (shared/protocol/frames.ts) and splice these in.
 */
export function ownView(state: GameState, viewer: Seat | null): OwnView {
  const players = state.config.players;
  const seat = viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < players ? viewer : null;
  let swap: PlayerView['swap'] = null;
  if (state.phase === 'swap') {
    const choices = state.swap!.choices;
    const pending: Seat[] = [];
    for (let s = 0; s < choices.length; s++) if (choices[s] !== null) pending.push(s);
    const own = seat === null ? null : (choices[seat] as SwapChoice | null);
    swap = {
      pending,
      offered: own !== null && own.kind === 'offered' ? own.value : null,
      skipped: own !== null && own.kind === 'skipped',
    };
  }
  return { viewer: seat, hand: seat === null ? null : state.hands[seat]!.slice(), swap };
}

/**
 * The events as a log in `log` mode may show them, to every viewer alike (docs/rules.md, Online
 * presentation). Open: `events` itself, unchanged. Classic: a revealed value stays only while its
 * card is face up — the reveals of the turn still running, or of a turn that collected a trio
 * (trios stay face up); the reveals of a turn that ended in a mismatch went back face down, so
 * their values, and the mismatch's, become `null`. `events` must start at a turn boundary (or at
 * the deal). The result has one event per input event, in order; a changed event is a new object.
 */
export function visibleLog(events: GameEvent[], log: LogMode): LogEvent[] {
  if (log === 'open') return events;
  const out: LogEvent[] = [];
  // The reveals of the turn running so far, with their places in `out`.
  let turn: { at: number; event: Extract<GameEvent, { type: 'revealed' }> }[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'revealed':
        turn.push({ at: out.length, event });
        out.push(event);
        break;
      case 'mismatch':
        for (const r of turn) out[r.at] = { ...r.event, value: null };
        turn = [];
        out.push({ ...event, revealed: event.revealed.map((r) => ({ target: r.target, value: null })) });
        break;
      case 'trio_collected':
      case 'turn_started':
        turn = [];
        out.push(event);
        break;
      default:
        out.push(event);
    }
  }
  return out;
}
