import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../shared/engine/types';
import { DEFAULT_TIMING, holdAfter, timingFrom } from '../../worker/room/timing';

const reveal: GameEvent = { type: 'revealed', seat: 1, target: { kind: 'center', slot: 0 }, value: 4 };
const trio: GameEvent[] = [
  reveal,
  { type: 'trio_collected', seat: 1, value: 4 },
  { type: 'turn_started', seat: 2 },
];
const mismatch: GameEvent[] = [
  { type: 'revealed', seat: 1, target: { kind: 'center', slot: 1 }, value: 9 },
  { type: 'mismatch', seat: 1, revealed: [] },
  { type: 'turn_started', seat: 2 },
];

describe('computer pacing', () => {
  it('holds 2.5 s after a mismatch and 1.5 s after a trio before a computer reveals, nothing after a plain reveal', () => {
    expect(holdAfter(DEFAULT_TIMING, mismatch)).toBe(2500);
    expect(holdAfter(DEFAULT_TIMING, trio)).toBe(1500);
    expect(holdAfter(DEFAULT_TIMING, [reveal])).toBe(0);
  });

  it('BOT_DELAY_MS replaces the pacing and drops both holds', () => {
    const fast = timingFrom('40');
    expect([fast.revealMin, fast.revealMax]).toEqual([40, 40]);
    expect(holdAfter(fast, mismatch)).toBe(0);
    expect(holdAfter(fast, trio)).toBe(0);
    expect(timingFrom('soon')).toEqual(DEFAULT_TIMING);
  });
});
