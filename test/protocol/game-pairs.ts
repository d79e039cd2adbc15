import {
  type Action,
  applyAction,
  type CardValue,
  createGame,
  type GameConfigInput,
  type GameEvent,
  type GameState,
  type LogMode,
  legalActions,
  playerView,
  type Seat,
} from '../../shared/engine';
import { historyMessage, stateMessage } from '../../shared/protocol/frames';
import { redealHidden } from '../fixtures/hidden';
import { actor, must, sameJson, testRng } from '../fixtures/play';

/** Pairs of games that differ only in hidden cards, played side by side, and the frames they send. */

const TIMER = { dueForMs: 1200, limitMs: 90_000 };

/** The `state` frame a socket of `viewer` gets, as text (what goes on the wire). */
export function frame(state: GameState, viewer: Seat | null, log: LogMode, events: GameEvent[]): string {
  return JSON.stringify(stateMessage({ game: 3, version: 41, state, viewer, log, events, timer: TIMER }));
}

/** The `history` frame of `events` from the deal on, as text. */
export function history(events: GameEvent[], log: LogMode): string {
  return JSON.stringify(historyMessage({ game: 3, version: events.length, complete: true, events, log }));
}

/**
 * Whether one move's events in two games agree on everything but revealed values: the same events,
 * seats and places, where a revealed value (and a mismatch's) may differ. A classic log hides such
 * values once their turn ends in a mismatch; anything else that differs would be public for good.
 */
function sameButValues(a: GameEvent[], b: GameEvent[]): boolean {
  return (
    a.length === b.length &&
    a.every((e, i) => {
      const f = b[i]!;
      if (e.type === 'revealed' && f.type === 'revealed') {
        return e.seat === f.seat && sameJson(e.target, f.target);
      }
      if (e.type === 'mismatch' && f.type === 'mismatch') {
        return (
          e.seat === f.seat &&
          sameJson(
            e.revealed.map((r) => r.target),
            f.revealed.map((r) => r.target),
          )
        );
      }
      return sameJson(e, f);
    })
  );
}

/** What one pair of games showed: moves compared, and mismatches whose values differed. */
export interface PairRun {
  moves: number;
  hiddenMismatches: number;
}

/**
 * Two games of `config` whose deals differ only in what `viewer` cannot see (the other hands and
 * the center, shuffled among themselves) and whose seeds differ, played with the same actions for
 * as long as their events agree but for values (`sameButValues`). After every move, for `log`:
 * - the frame of that move, and a resync frame, are the same for both games exactly when nothing
 *   face up differs and (open log) the last turns are the same: a classic log turns a mismatch
 *   back after the frame that reports it, an open log keeps showing it; at the end, also the
 *   final hands and center (public then);
 * - the history is the same exactly when, classic, nothing face up differs now, or, open, the two
 *   games' events have been the same all along.
 */
export function playPair(
  config: GameConfigInput,
  log: LogMode,
  viewer: Seat | null,
  driver: number,
): PairRun {
  const random = testRng(driver);
  const first = createGame(config, { seed: `a-${driver}` });
  const deal = redealHidden({ hands: first.hands, center: first.center as CardValue[] }, viewer, random);
  let a = first;
  let b = createGame(config, { seed: `b-${driver}`, firstSeat: first.turn, deal });
  const eventsA: GameEvent[] = [];
  const eventsB: GameEvent[] = [];
  let turnDiffers = false;
  let everDiffered = false;
  const run: PairRun = { moves: 0, hiddenMismatches: 0 };
  must(frame(a, viewer, log, []) === frame(b, viewer, log, []), 'the same frame after the deal');
  while (a.phase !== 'over' && run.moves < 400) {
    const seat = actor(a);
    const options: Action[] = legalActions(a, seat);
    let next: [GameState, GameEvent[], GameState, GameEvent[]] | null = null;
    while (options.length > 0 && next === null) {
      const action = options.splice(Math.floor(random() * options.length), 1)[0]!;
      const ra = applyAction(a, seat, action);
      const rb = applyAction(b, seat, action);
      if (ra.ok && rb.ok && sameButValues(ra.events, rb.events))
        next = [ra.state, ra.events, rb.state, rb.events];
    }
    if (next === null) break;
    const [sa, ea, sb, eb] = next;
    a = sa;
    b = sb;
    eventsA.push(...ea);
    eventsB.push(...eb);
    run.moves++;
    const moveDiffers = !sameJson(ea, eb);
    const faceUpDiffered: boolean = moveDiffers || turnDiffers;
    const turnEnded = ea.some((e) => e.type === 'mismatch' || e.type === 'trio_collected');
    if (moveDiffers && turnEnded) run.hiddenMismatches++;
    turnDiffers = !turnEnded && faceUpDiffered;
    everDiffered ||= moveDiffers;
    // Once over, every hand and center card is public (the view's `final`, issue 16): the two games
    // may then differ there by design, as the last move of a game can have the same events in both.
    const lastSame =
      (log === 'classic' || sameJson(a.lastTurn, b.lastTurn)) &&
      (a.phase !== 'over' || sameJson(playerView(a, viewer).final, playerView(b, viewer).final));
    must(
      (frame(a, viewer, log, ea) === frame(b, viewer, log, eb)) === (!faceUpDiffered && lastSame),
      `move ${run.moves}: the same frame exactly when nothing it may show differs`,
    );
    must(
      (frame(a, viewer, log, []) === frame(b, viewer, log, [])) === (!turnDiffers && lastSame),
      `move ${run.moves}: the same resync exactly when nothing it may show differs`,
    );
    if (random() < 0.1 || a.phase === 'over') {
      must(
        (history(eventsA, log) === history(eventsB, log)) ===
          (log === 'classic' ? !turnDiffers : !everDiffered),
        `move ${run.moves}: the same history exactly when the log may show nothing that differs`,
      );
    }
  }
  return run;
}
