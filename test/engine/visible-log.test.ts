import { describe, expect, it } from 'vitest';
import { type GameEvent, type GameState, playerView, visibleLog } from '../../shared/engine';
import { gameWith, SIMPLE3, TEAMS4 } from '../fixtures/deals';
import { act, center, highest, lowest, reveals, skip, swap } from '../fixtures/play';

/**
 * docs/rules.md, Online presentation: by default (classic) a card's value stays in the log only while
 * it is face up; an open log keeps the values. After a mismatch everyone sees the turn's cards for
 * a moment, in the view sent with the mismatch.
 */

// Seat 0 plays first. Center: 8 12 9 9 10 10 11 11 12; seat 0 holds 1 1 2 3 4 5 6 7 8.
const game = (): GameState =>
  gameWith(SIMPLE3, {
    hands: [
      [1, 1, 2, 3, 4, 5, 6, 7, 8],
      [1, 2, 2, 3, 3, 9, 10, 11, 12],
    ],
    center: [8, 12, 9, 9, 10, 10, 11, 11, 12],
  });

/** Seat 0 mismatches (8 then 12), seat 1 collects the 12s, seat 2 reveals a 9 and keeps going. */
function threeTurns(): { states: GameState[]; events: GameEvent[][] } {
  const states: GameState[] = [];
  const events: GameEvent[][] = [];
  let s = game();
  for (const target of [center(0), center(1), center(1), highest(1), center(8), center(2)]) {
    const r = act(s, s.turn, target);
    s = r.state;
    states.push(s);
    events.push(r.events);
  }
  return { states, events };
}

const revealedValues = (log: ReturnType<typeof visibleLog>) =>
  log.flatMap((e) => (e.type === 'revealed' ? [e.value] : []));

describe('visibleLog (docs/rules.md, Online presentation)', () => {
  it('open: every event as it happened, values and all', () => {
    const events = threeTurns().events.flat();
    expect(visibleLog(events, 'open')).toEqual(events);
  });

  it('classic: a mismatched turn keeps who revealed what from where, not the values', () => {
    const log = visibleLog(threeTurns().events.flat(), 'classic');
    expect(log.slice(0, 3)).toEqual([
      { type: 'revealed', seat: 0, target: { kind: 'center', slot: 0 }, value: null },
      { type: 'revealed', seat: 0, target: { kind: 'center', slot: 1 }, value: null },
      {
        type: 'mismatch',
        seat: 0,
        revealed: [
          { target: { kind: 'center', slot: 0 }, value: null },
          { target: { kind: 'center', slot: 1 }, value: null },
        ],
      },
    ]);
    expect(log[3]).toEqual({ type: 'turn_started', seat: 1 });
  });

  it('classic: a trio’s values stay (it stays face up), and so do the running turn’s', () => {
    const log = visibleLog(threeTurns().events.flat(), 'classic');
    expect(revealedValues(log)).toEqual([null, null, 12, 12, 12, 9]);
    expect(log).toContainEqual({ type: 'trio_collected', seat: 1, value: 12 });
  });

  it('classic: a log cut at a turn (an incomplete history) hides the same values', () => {
    const events = threeTurns().events.flat();
    const start = events.findIndex((e) => e.type === 'turn_started');
    expect(visibleLog(events.slice(start), 'classic')).toEqual(visibleLog(events, 'classic').slice(start));
  });

  it('classic: swaps name the team only, and pass unchanged', () => {
    let s = gameWith(TEAMS4, {});
    const events: GameEvent[] = [];
    for (const [seat, action] of [
      [0, swap(s.hands[0]![0]!)],
      [2, swap(s.hands[2]![0]!)],
      [1, skip],
      [3, skip],
    ] as const) {
      const r = act(s, seat, action);
      s = r.state;
      events.push(...r.events);
    }
    const turn = reveals(s, lowest(1), highest(2));
    events.push(...turn.events);
    const log = visibleLog(events, 'classic');
    expect(log.slice(0, 3)).toEqual(events.slice(0, 3));
    expect(log.filter((e) => e.type === 'swap_done')).toHaveLength(2);
    // Seat 1's lowest (4), then seat 2's highest (9): a mismatch.
    expect(turn.events.some((e) => e.type === 'mismatch')).toBe(true);
    expect(revealedValues(log)).toEqual([null, null]);
  });
});

describe('playerView with the room’s log mode', () => {
  it('classic: a mismatch’s cards are in the view sent with it, then gone from later views and resyncs', () => {
    const { states, events } = threeTurns();
    const mismatch = states[1]!;
    expect(playerView(mismatch, 2, { log: 'classic', events: events[1]! }).lastTurn).toEqual({
      seat: 0,
      revealed: [
        { target: { kind: 'center', slot: 0 }, value: 8 },
        { target: { kind: 'center', slot: 1 }, value: 12 },
      ],
      outcome: 'mismatch',
    });
    expect(playerView(mismatch, 2, { log: 'classic', events: [] }).lastTurn).toBeNull();
    expect(playerView(states[2]!, null, { log: 'classic', events: events[2]! }).lastTurn).toBeNull();
  });

  it('open: the last turn stays in every view until the next turn ends', () => {
    const { states, events } = threeTurns();
    const shown = playerView(states[1]!, 0, { log: 'open', events: events[1]! }).lastTurn;
    expect(playerView(states[1]!, 0, { log: 'open', events: [] }).lastTurn).toEqual(shown);
    expect(playerView(states[2]!, 1, { log: 'open', events: events[2]! }).lastTurn).toEqual(shown);
  });

  it('classic: a trio’s last turn stays (the trio stays face up)', () => {
    const { states } = threeTurns();
    const trio = playerView(states[5]!, 0, { log: 'classic', events: [] }).lastTurn;
    expect(trio?.outcome).toBe('trio');
    expect(trio?.revealed.map((r) => r.value)).toEqual([12, 12, 12]);
  });

  it('without the room’s context (bots, tests) the last turn is kept, as in an open log', () => {
    const { states } = threeTurns();
    expect(playerView(states[2]!, 1)).toEqual(playerView(states[2]!, 1, { log: 'open', events: [] }));
    expect(playerView(states[2]!, 1).lastTurn?.outcome).toBe('mismatch');
  });
});
