import { describe, expect, it } from 'vitest';
import type { TableListing } from '../../shared/protocol';
import { CHECK_AFTER_MS, TableList } from '../../worker/tables/TableList';
import { NodeStorage } from './node-storage';

/**
 * The list of open tables in plain Node (worker/tables/TableList.ts): the alarm asks a room
 * that has been silent for its entry, and a report the room makes while it is being asked is not
 * overwritten by the answer, which may be older.
 */

const ROOM = 'tabkestrm234';

const entry = (id: string, seatsFree: number): TableListing => ({
  id,
  mode: 'simple',
  players: 3,
  teams: false,
  seatsFree,
});

/** A list whose `check` waits until the test answers it (`answer`), on a clock the test moves. */
async function listWithPendingCheck() {
  const storage = await NodeStorage.open();
  let now = 1_000_000;
  let answer: (listing: TableListing | null) => void = () => {};
  const asked: string[] = [];
  const list = new TableList({
    storage,
    alarm: storage,
    clock: { now: () => now },
    check: (id) => {
      asked.push(id);
      return new Promise((resolve) => {
        answer = resolve;
      });
    },
  });
  return {
    list,
    asked,
    answer: (listing: TableListing | null) => answer(listing),
    later: (ms: number) => {
      now += ms;
    },
  };
}

describe('the list of open tables, checked on its alarm', () => {
  it("keeps a room's report made while the alarm was asking it, over the alarm's older answer", async () => {
    const { list, asked, answer, later } = await listWithPendingCheck();
    await list.publish(ROOM, entry(ROOM, 2));
    later(CHECK_AFTER_MS);
    const alarm = list.onAlarm();
    expect(asked).toEqual([ROOM]);
    // The room fills a seat and reports it; then the answer it gave before arrives.
    await list.publish(ROOM, entry(ROOM, 1));
    answer(entry(ROOM, 2));
    await alarm;
    expect(list.list().map((t) => t.seatsFree)).toEqual([1]);
  });

  it('does not list again a room that left the list while the alarm was asking it', async () => {
    const { list, answer, later } = await listWithPendingCheck();
    await list.publish(ROOM, entry(ROOM, 2));
    later(CHECK_AFTER_MS);
    const alarm = list.onAlarm();
    await list.publish(ROOM, null);
    answer(entry(ROOM, 2));
    await alarm;
    expect(list.list()).toEqual([]);
  });

  it('applies the answer of a room that did not report meanwhile: a changed entry, or its leaving', async () => {
    const { list, answer, later } = await listWithPendingCheck();
    await list.publish(ROOM, entry(ROOM, 2));
    later(CHECK_AFTER_MS);
    let alarm = list.onAlarm();
    answer(entry(ROOM, 1));
    await alarm;
    expect(list.list().map((t) => t.seatsFree)).toEqual([1]);
    later(CHECK_AFTER_MS);
    alarm = list.onAlarm();
    answer(null);
    await alarm;
    expect(list.list()).toEqual([]);
  });
});
