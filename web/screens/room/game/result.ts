import { signal } from '@preact/signals';

/**
 * The game number whose result the player put away to look at the final table (Escape or "See the
 * table"), or null; reset on leaving the room (session.ts). Read by the game-over card and by the
 * "Show the result" button that brings it back.
 */
export const closedFor = signal<number | null>(null);
