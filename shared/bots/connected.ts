/**
 * Whether two values are connected (RULES.md, Components): different, and adding up to 7 or
 * differing by 7. Kept here so bot code needs nothing from the engine but its types.
 */
export function isConnectedValue(a: number, b: number): boolean {
  return a !== b && (a + b === 7 || Math.abs(a - b) === 7);
}
