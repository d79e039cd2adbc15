import type { RoomClient } from '../harness/room-client';
import { type Table as AnyTable, tableKit } from '../harness/table-kit';
import { createRoom, join, trueState } from './node-rooms';

/** The table helpers (test/harness/) over the Node harness: the room's logic, sql.js, in-memory links. */

export { seenVersion } from '../fixtures/versions';
export { classicLog, expectCleanFrames, expectNoLeak } from '../harness/leaks';
export { chooseAction, chooser, type PlannedMove, planMoves } from '../harness/moves';
export { everyone, hearers } from '../harness/table-kit';

export type Table = AnyTable<RoomClient>;

export const { seatTable, playToEnd, botTable, soloTable, lastingTable } = tableKit({
  createRoom,
  join,
  trueState,
});
