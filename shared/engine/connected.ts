import type { CardValue } from './types';

/**
 * Whether two values are **connected** (spicy mode): different, and adding up to 7 or differing
 * by 7 (docs/rules.md, Components). Exactly 8 pairs: {1,6} {2,5} {3,4} {1,8} {2,9} {3,10} {4,11}
 * {5,12}; 7 connects to nothing. Not "mod 7": 2–12 and 5–9 are not connected.
 */
export function isConnected(a: CardValue, b: CardValue): boolean {
  // Integers that add up to 7 or differ by 7 are never equal, so "different" needs no check.
  return a + b === 7 || a - b === 7 || b - a === 7;
}
