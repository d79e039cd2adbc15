import { type Table as AnyTable, tableKit } from '../harness/table-kit';
import { createRoom, TestClient, trueState } from './client';

/** The table helpers (test/harness/) over workerd: real WebSockets through the Worker. */

export { seenVersion } from '../fixtures/versions';
export { classicLog, expectCleanFrames, expectNoLeak } from '../harness/leaks';
export { chooseAction, chooser, type PlannedMove, planMoves } from '../harness/moves';
export { everyone, hearers } from '../harness/table-kit';

export type Table = AnyTable<TestClient>;

export const { seatTable, playToEnd, botTable, soloTable, lastingTable } = tableKit({
  createRoom,
  join: TestClient.join,
  trueState,
});
