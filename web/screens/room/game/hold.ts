import { signal } from '@preact/signals';
import type { LastTurn } from '../../../../shared/engine/types';
import type { StateMessage } from '../../../state/room';

/**
 * The mismatch hold: after a failed turn everybody sees its cards for ≈2.5 s before they turn back
 * (docs/rules.md, Online presentation). It only decorates the table: the next player can act at once,
 * and their first reveal ends the hold. Skippable; with reduced motion the cards just disappear.
 */

export const HOLD_MS = 2500;

/** The failed turn on show, or null. */
export const hold = signal<LastTurn | null>(null);
/** True for the short moment the held cards are turning back. */
export const turningBack = signal(false);

let timer: ReturnType<typeof setTimeout> | undefined;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Starts or ends the hold from a state message. */
export function holdFromState(message: StateMessage): void {
  const { view, events } = message;
  if (view.revealed.length > 0 || view.phase === 'over') {
    endHold();
    return;
  }
  const failed = events.some((e) => e.type === 'mismatch');
  if (failed && view.lastTurn && view.lastTurn.outcome === 'mismatch') {
    clearTimeout(timer);
    turningBack.value = false;
    hold.value = view.lastTurn;
    timer = setTimeout(skipHold, HOLD_MS);
  }
}

/** Turns the held cards back now (the "continue" button or the timer). */
export function skipHold(): void {
  if (!hold.value) return;
  clearTimeout(timer);
  if (reducedMotion()) {
    endHold();
    return;
  }
  turningBack.value = true;
  timer = setTimeout(endHold, 350);
}

export function endHold(): void {
  clearTimeout(timer);
  hold.value = null;
  turningBack.value = false;
}
