import { isFaceUp } from './reveal';
import type { CenterSlotView, GameState, LastTurn, PlayerView, Reveal, Seat, SwapChoice } from './types';

function copyReveals(revealed: readonly Reveal[]): Reveal[] {
  return revealed.map((r) => ({
    target:
      r.target.kind === 'center'
        ? { kind: 'center', slot: r.target.slot }
        : { kind: 'hand', seat: r.target.seat, end: r.target.end },
    value: r.value,
  }));
}

function copyLastTurn(last: LastTurn | null): LastTurn | null {
  return last === null
    ? null
    : { seat: last.seat, revealed: copyReveals(last.revealed), outcome: last.outcome };
}

/**
 * What `viewer` may see of the game — the only form in which state leaves the server
 * (DESIGN.md, PlayerView). Built field by field from fresh objects: the viewer's own hand, every
 * hand's size, each center slot as face down, empty or (face up this turn) its value, this turn's
 * reveals, trios, teams, the swap phase's pending seats and the viewer's own offer, the last turn
 * and the winner. Never another hand, a face-down value, another seat's offer, the seed or the PRNG.
 * `viewer` null (or not a seat of this game) gives the spectator view.
 */
export function playerView(state: GameState, viewer: Seat | null): PlayerView {
  const players = state.config.players;
  const seat = viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < players ? viewer : null;
  const center: CenterSlotView[] = state.center.map((value, slot) => {
    if (value === null) return 'empty';
    return isFaceUp(state.revealed, slot) ? value : 'face_down';
  });
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
  return {
    config: { players, mode: state.config.mode, teams: state.config.teams },
    viewer: seat,
    phase: state.phase,
    turn: state.turn,
    hand: seat === null ? null : state.hands[seat]!.slice(),
    handSizes: state.hands.map((hand) => hand.length),
    center,
    revealed: copyReveals(state.revealed),
    trios: state.trios.map((t) => t.slice()),
    teams: state.teams === null ? null : state.teams.map((t) => t.slice()),
    swap,
    lastTurn: copyLastTurn(state.lastTurn),
    winner: state.winner === null ? null : { seats: state.winner.seats.slice(), reason: state.winner.reason },
  };
}
