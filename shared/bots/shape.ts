/**
 * Keeping a bot memory's shape (center slots, hand lengths) consistent with the current view: when
 * in doubt (a bot created mid-game, a missed event) the knowledge is dropped, never guessed.
 */
import type { CardValue, PlayerView, Seat } from '../engine/types';
import type { BotMemory, HandKnowledge } from './memory';

/** The hand knowledge for `seat`, created empty when missing. */
export function handOf(m: BotMemory, seat: Seat): HandKnowledge {
  let h = m.hands[seat];
  if (h === undefined) {
    h = { cards: [], loose: [] };
    m.hands[seat] = h;
  }
  return h;
}

/** Whether `syncWithView` would change nothing. */
export function inSync(m: BotMemory, view: PlayerView): boolean {
  if (m.center.length !== view.center.length || m.hands.length !== view.handSizes.length) return false;
  for (let i = 0; i < view.center.length; i++)
    if (view.center[i] === 'empty' && m.center[i] !== null) return false;
  for (let s = 0; s < view.handSizes.length; s++) {
    let expected = view.handSizes[s] ?? 0;
    for (const r of view.revealed) if (r.target.kind === 'hand' && r.target.seat === s) expected++;
    if (m.hands[s]?.cards.length !== expected) return false;
  }
  return true;
}

/** Keeps the memory's shape consistent with the view (sizes, empty slots), forgetting on any doubt. */
export function syncWithView(m: BotMemory, view: PlayerView): void {
  if (m.center.length !== view.center.length) m.center = view.center.map(() => null);
  view.center.forEach((c, i) => {
    if (c === 'empty' && m.center[i] !== null) m.center[i] = null;
  });
  for (let s = 0; s < view.handSizes.length; s++) {
    const h = handOf(m, s);
    let expected = view.handSizes[s] ?? 0;
    for (const r of view.revealed) if (r.target.kind === 'hand' && r.target.seat === s) expected++;
    if (h.cards.length !== expected) {
      h.cards = new Array<CardValue | null>(expected).fill(null);
      delete h.not;
    }
  }
  if (m.hands.length !== view.handSizes.length) m.hands.length = view.handSizes.length;
}
