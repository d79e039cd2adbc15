import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../shared/engine/types';
import { TURN_TIMERS } from '../../shared/protocol';
import { DEFAULT_TIMING, holdAfter, timingFrom, turnLimitFor } from '../../worker/room/timing';

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

describe('turn timer limits', () => {
  it('are the settings’ limits for a whole turn by default: 3 min, 90 s, 30 s, and none when off', () => {
    expect(turnLimitFor(DEFAULT_TIMING, 'relaxed')).toBe(180_000);
    expect(turnLimitFor(DEFAULT_TIMING, 'normal')).toBe(90_000);
    expect(turnLimitFor(DEFAULT_TIMING, 'fast')).toBe(30_000);
    expect(turnLimitFor(DEFAULT_TIMING, 'off')).toBeNull();
    expect(TURN_TIMERS).toEqual({ off: null, relaxed: 180_000, normal: 90_000, fast: 30_000 });
  });

  it('TURN_LIMIT_MS replaces the normal limit and scales the others; off stays off', () => {
    const quick = timingFrom(undefined, '9000');
    expect(turnLimitFor(quick, 'normal')).toBe(9000);
    expect(turnLimitFor(quick, 'relaxed')).toBe(18_000);
    expect(turnLimitFor(quick, 'fast')).toBe(3000);
    expect(turnLimitFor(quick, 'off')).toBeNull();
    // Never below 1 ms, and a value that is not a positive integer is ignored.
    expect(turnLimitFor(timingFrom(undefined, '1'), 'fast')).toBe(1);
    expect(timingFrom(undefined, '0')).toEqual(DEFAULT_TIMING);
    expect(timingFrom(undefined, '90s')).toEqual(DEFAULT_TIMING);
  });
});
