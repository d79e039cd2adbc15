import { describe, expect, it } from 'vitest';
import { MAX_OPEN_TABLES, type TableListing } from '../../shared/protocol';
import { CHECK_AFTER_MS, TABLES_PER_SOURCE, TableList } from '../../worker/tables/TableList';
import { Prng } from './fuzz-random';
import { NodeStorage } from './node-storage';

/**
 * The directory of open tables fuzzed in plain Node (worker/tables/TableList.ts), like the room:
 * rooms that open, fill, empty and close, reporting (a report may be lost), hosts that share an
 * address, alarms early and twice, checks that fail or hang while the room reports, restarts,
 * time passing. After every step every shown entry is public facts only, the list keeps its
 * caps, and a room is shown only as it last said (by a report or a check, whichever came last).
 */

const ID_CHARS = 'abcdefghjkmnpqrstuvwxyz23456789';
const ROOMS = Array.from(
  { length: 70 },
  (_, i) => `tabe${ID_CHARS[i % 31]}${ID_CHARS[Math.floor(i / 31)]}xxxxxx`,
);
const SOURCES = ['', 'a1b2c3d4', 'e5f6a7b8', '0badcafe'];
const SEEDS = [1, 2, 3, 4];
const STEPS = 400;

describe('the directory of open tables, fuzzed', () => {
  it.each(SEEDS)('seed %i: public facts only, caps kept, each room as it last said', async (seed) => {
    const random = new Prng(seed);
    const storage = await NodeStorage.open();
    let now = 1_000_000;
    /** What each room would say if asked now (null: not listed). */
    const truth = new Map<string, TableListing | null>();
    /** What last reached the directory for each room, by a report or a check's answer. */
    const said = new Map<string, TableListing | null>();
    const sourceOf = new Map<string, string>();
    const make = () =>
      new TableList({
        storage,
        alarm: storage,
        clock: { now: () => now },
        check: async (id) => {
          await Promise.resolve();
          if (random.chance(0.1)) throw new Error('the room does not answer');
          const answer = truth.get(id) ?? null;
          // Recorded as it arrives; a report made meanwhile stands over it (TableList keeps it).
          if (!reportedWhileAsked.has(id)) said.set(id, answer);
          return answer;
        },
      });
    const reportedWhileAsked = new Set<string>();
    let list = make();
    const report = async (id: string) => {
      const listing = truth.get(id) ?? null;
      if (random.chance(0.1)) return; // lost on the way: the alarm's check corrects it
      said.set(id, listing);
      reportedWhileAsked.add(id);
      await list.publish(id, listing, sourceOf.get(id) ?? '');
    };
    for (let step = 0; step < STEPS; step++) {
      const r = random.next();
      const id = ROOMS[random.int(ROOMS.length)] ?? '';
      if (r < 0.55) {
        // The room changes: opens with some seats free, or leaves the list.
        sourceOf.set(id, sourceOf.get(id) ?? SOURCES[random.int(SOURCES.length)] ?? '');
        const listed = random.chance(0.7);
        truth.set(
          id,
          listed
            ? {
                id,
                mode: random.chance(0.5) ? 'simple' : 'spicy',
                players: 4,
                teams: false,
                seatsFree: 1 + random.int(3),
              }
            : null,
        );
        await report(id);
      } else if (r < 0.75) {
        reportedWhileAsked.clear();
        await (random.chance(0.3) ? Promise.all([list.onAlarm(), list.onAlarm()]) : list.onAlarm());
      } else if (r < 0.95) {
        now += random.int(CHECK_AFTER_MS);
      } else {
        list = make();
      }
      const shown = list.list();
      expect(shown.length).toBeLessThanOrEqual(MAX_OPEN_TABLES);
      const perSource = new Map<string, number>();
      for (const table of shown) {
        // Public facts only: exactly these fields, never the source.
        expect(Object.keys(table).sort()).toEqual([
          'id',
          'mode',
          'players',
          'seatsFree',
          'teams',
          'waitingMs',
        ]);
        expect(table.waitingMs).toBeGreaterThanOrEqual(0);
        const source = sourceOf.get(table.id) ?? '';
        if (source !== '') perSource.set(source, (perSource.get(source) ?? 0) + 1);
        // As the room last said.
        const last = said.get(table.id);
        expect(last).not.toBeNull();
        expect(table).toMatchObject({ ...last, id: table.id });
      }
      for (const count of perSource.values()) expect(count).toBeLessThanOrEqual(TABLES_PER_SOURCE);
      expect(new Set(shown.map((t) => t.id)).size).toBe(shown.length);
    }
  });
});
