import { type BotLevel, type BotMemory, createBot, observe } from '../../shared/bots/index';
import type { CardValue, GameEvent, PlayerView, Reveal, Seat, Target } from '../../shared/engine/index';

/** A hand-built 3-player simple view for seat 0, turn 0, nothing revealed; override what a test needs. */
export function viewOf(over: Partial<PlayerView> = {}): PlayerView {
  return {
    config: { players: 3, mode: 'simple', teams: false, spicyThreeTrios: false },
    viewer: 0,
    phase: 'play',
    turn: 0,
    hand: [1, 2, 3, 5, 6, 8, 9, 10, 12],
    handSizes: [9, 9, 9],
    center: new Array(9).fill('face_down'),
    revealed: [],
    trios: [[], [], []],
    teams: null,
    swap: null,
    lastTurn: null,
    winner: null,
    final: null,
    ...over,
  };
}

export const center = (slot: number): Target => ({ kind: 'center', slot });
export const lowest = (seat: Seat): Target => ({ kind: 'hand', seat, end: 'lowest' });
export const highest = (seat: Seat): Target => ({ kind: 'hand', seat, end: 'highest' });

/** The events of a turn by `seat` that revealed `cards` and ended on a mismatch. */
export function mismatchTurn(seat: Seat, cards: [Target, CardValue][]): GameEvent[] {
  const revealed: Reveal[] = cards.map(([target, value]) => ({ target, value }));
  return [
    { type: 'turn_started', seat },
    ...revealed.map((r): GameEvent => ({ type: 'revealed', seat, target: r.target, value: r.value })),
    { type: 'mismatch', seat, revealed },
  ];
}

/**
 * A new `level` bot on seat 0 (generator seeded with `seed`) that saw `view`, then each of `turns`
 * ([seat, cards]) end in a mismatch, in order.
 */
export function botThatSaw(
  level: BotLevel,
  seed: string,
  view: PlayerView,
  turns: [Seat, [Target, CardValue][]][],
): BotMemory {
  let bot = observe(createBot(level, 0, seed), view, []);
  for (const [seat, cards] of turns) bot = observe(bot, view, mismatchTurn(seat, cards));
  return bot;
}

/** This turn's reveals, as a view lists them. */
export function reveals(cards: [Target, CardValue][]): Reveal[] {
  return cards.map(([target, value]) => ({ target, value }));
}

/** The view with `revealed` face up: center slots show their values, hand sizes shrink. */
export function during(view: PlayerView, cards: [Target, CardValue][]): PlayerView {
  const centerView = view.center.slice();
  const sizes = view.handSizes.slice();
  let hand = view.hand === null ? null : view.hand.slice();
  for (const [t, v] of cards) {
    if (t.kind === 'center') centerView[t.slot] = v;
    else {
      sizes[t.seat] = (sizes[t.seat] ?? 0) - 1;
      if (t.seat === view.viewer && hand !== null)
        hand = t.end === 'lowest' ? hand.slice(1) : hand.slice(0, -1);
    }
  }
  return { ...view, center: centerView, handSizes: sizes, hand, revealed: reveals(cards) };
}

/** Deeply freezes a value, so a test fails if the code under test mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
