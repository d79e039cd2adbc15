/**
 * How often a game's whole state is written (a checkpoint): at the deal, then every
 * `SNAPSHOT_EVERY` versions. Every move in between is only its action row; a room that wakes
 * rebuilds the state from the latest checkpoint and the actions after it.
 */
export const SNAPSHOT_EVERY = 8;
