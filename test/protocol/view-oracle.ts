import type { GameState, PlayerView, Seat, ViewContext } from '../../shared/engine';
import { playerView } from '../../shared/engine';
import { must, sameJson } from '../fixtures/play';

/** Checks of single views against the true state, for the visibility properties. */

/** Whether `viewer` is a seat of this game (else it gets the spectator's view). */
export const isSeat = (state: GameState, viewer: Seat | null): viewer is Seat =>
  viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < state.config.players;

/**
 * Checks a view against the true state, from the contract (docs/design.md, PlayerView) and docs/rules.md
 * rather than from the view's code: every value in it is one its viewer may see — its own hand,
 * the cards face up this turn, trios, and the last turn unless a classic log has turned it back
 * (it is shown only with its `mismatch` event) — and nothing it may see is missing.
 */
export function expectOnlyVisible(
  view: PlayerView,
  state: GameState,
  viewer: Seat | null,
  ctx?: ViewContext,
): void {
  const seat = isSeat(state, viewer) ? viewer : null;
  must(view.viewer === seat, 'the viewer, or null for a spectator');
  must(
    sameJson(view.hand, seat === null ? null : state.hands[seat]),
    'its own hand only; none for a spectator',
  );
  must(
    sameJson(
      view.handSizes,
      state.hands.map((h) => h.length),
    ),
    'every hand’s size',
  );
  state.center.forEach((value, slot) => {
    const up = state.revealed.find((r) => r.target.kind === 'center' && r.target.slot === slot);
    const expected = value === null ? 'empty' : up !== undefined ? up.value : 'face_down';
    must(view.center[slot] === expected, `slot ${slot} ${String(expected)}`);
  });
  must(view.center.length === state.center.length, 'one entry per slot');
  must(sameJson(view.revealed, state.revealed), 'this turn’s face-up cards');
  must(sameJson(view.trios, state.trios), 'the trios');
  const last = state.lastTurn;
  const turnedBack =
    last?.outcome === 'mismatch' && ctx?.log === 'classic' && !ctx.events.some((e) => e.type === 'mismatch');
  must(
    sameJson(view.lastTurn, turnedBack ? null : last),
    'the last turn, unless a classic log turned it back',
  );
  if (state.phase !== 'swap') must(view.swap === null, 'no swap outside a swap phase');
  else {
    const choices = state.swap!.choices;
    const own = seat === null ? null : choices[seat];
    must(
      sameJson(view.swap, {
        // Every seat of a swapping team, decided or not: nobody learns who has decided.
        pending: choices.flatMap((c, s) => (c === null ? [] : [s])),
        offered: own?.kind === 'offered' ? own.value : null,
        skipped: own?.kind === 'skipped',
      }),
      'the pending seats and only its own decision',
    );
  }
  must(
    sameJson(
      [view.config, view.phase, view.turn, view.teams, view.winner],
      [state.config, state.phase, state.turn, state.teams, state.winner],
    ),
    'the public facts',
  );
  const text = JSON.stringify(view);
  must(!text.includes(state.seed) && !text.includes('rng'), 'no seed and no PRNG state');
}

/** A seat's view is the spectator's plus exactly its own hand and its own swap decision. */
export function expectSpectatorPlusOwn(state: GameState, seat: Seat, ctx: ViewContext): void {
  const own = playerView(state, seat, ctx);
  const watcher = playerView(state, null, ctx);
  must(watcher.hand === null, 'a spectator sees no hand');
  const swap = own.swap === null ? null : { ...own.swap, offered: null, skipped: false };
  must(
    sameJson({ ...own, viewer: null, hand: null, swap }, watcher),
    `seat ${seat} sees the spectator’s view`,
  );
}
