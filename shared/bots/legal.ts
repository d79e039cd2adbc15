import type { PlayerView, Target } from '../engine/types';

/**
 * Every target the active seat may reveal now, derived from its view alone (docs/rules.md, A turn):
 * each face-down center slot (not one already face up this turn, not an empty one), and the lowest
 * and the highest card of every non-empty hand, the seat's own included. With one card left both
 * ends are the same card, so only `lowest` is listed (as the engine's `legalActions` does).
 */
export function legalTargets(view: PlayerView): Target[] {
  const out: Target[] = [];
  view.center.forEach((c, slot) => {
    if (c === 'face_down') out.push({ kind: 'center', slot });
  });
  view.handSizes.forEach((size, seat) => {
    if (size > 0) {
      out.push({ kind: 'hand', seat, end: 'lowest' });
      if (size > 1) out.push({ kind: 'hand', seat, end: 'highest' });
    }
  });
  return out;
}

/** Whether two targets point at the same place (same slot, or same seat and end). */
export function sameTarget(a: Target, b: Target): boolean {
  if (a.kind === 'center') return b.kind === 'center' && a.slot === b.slot;
  return b.kind === 'hand' && a.seat === b.seat && a.end === b.end;
}
