import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../shared/engine/types';
import { logEvents, logPage } from '../../worker/room/history';
import type { StoredMove } from '../../worker/room/store/parse-history-rows';

/**
 * Where pages of the log are cut (worker/room/history.ts): at turn boundaries only, seamlessly
 * (the page before boundary `b` ends where the log from `b` begins), and never past moves stored
 * without events. Moves here make two-reveal turns: move 2k − 1 reveals, move 2k mismatches and
 * starts the next turn, so every odd version is a boundary.
 */

const hand = { kind: 'hand', seat: 1, end: 'lowest' } as const;
function move(seq: number): StoredMove {
  const seat = Math.floor((seq - 1) / 2) % 3;
  const revealed: GameEvent = { type: 'revealed', seat, target: hand, value: seq % 2 === 1 ? 4 : 5 };
  if (seq % 2 === 1) return { seq, events: [revealed] };
  const mismatch: GameEvent = { type: 'mismatch', seat, revealed: [] };
  return { seq, events: [revealed, mismatch, { type: 'turn_started', seat: (seat + 1) % 3 }] };
}
const moves = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => move(from + i));
const eventsOf = (list: StoredMove[]) => list.flatMap((m) => m.events ?? []);

describe('cutting the log into pages', () => {
  it('a page reaching the deal holds every event before its end, and says there is nothing more', () => {
    const page = logPage(moves(1, 6), 7, 240);
    expect(page).toEqual({ from: 1, before: 7, more: false, events: eventsOf(moves(1, 6)).slice(0, -1) });
  });

  it('a page limited in size starts at the first boundary it may, with that turn’s turn_started', () => {
    const all = moves(1, 20);
    const page = logPage(all.slice(21 - 6 - 2), 21, 6);
    const turnStarted = all[13]!.events!.at(-1);
    expect(page).toEqual({
      from: 15,
      before: 21,
      more: true,
      events: [turnStarted, ...eventsOf(all.slice(14, 20)).slice(0, -1)],
    });
  });

  it('pages chain: each one ends where the next newer one starts, back to the deal', () => {
    const all = moves(1, 60);
    const history = logEvents(
      all.slice(40).map((m) => ({ seq: m.seq, events: m.events! })),
      60,
    );
    expect(history.from).toBe(43);
    let log = history.events;
    let before = history.from!;
    for (let guard = 0; guard < 20; guard++) {
      const page = logPage(all.slice(Math.max(0, before - 10 - 2), before - 1), before, 10)!;
      log = [...page.events, ...log];
      if (!page.more) break;
      before = page.from;
    }
    expect(log).toEqual(eventsOf(all));
  });

  it('moves stored without events end the pages: the oldest page starts after them, with nothing more', () => {
    const old = moves(1, 4).map((m) => ({ seq: m.seq, events: null }));
    const kept = moves(5, 12);
    const page = logPage([...old, ...kept], 13, 240);
    expect(page).toEqual({
      from: 7,
      before: 13,
      more: false,
      events: [kept[1]!.events!.at(-1), ...eventsOf(kept.slice(2)).slice(0, -1)],
    });
  });

  it('a `before` that is not a turn boundary, or not among the moves, has no page', () => {
    expect(logPage(moves(1, 6), 6, 240)).toBeNull();
    expect(logPage(moves(1, 6), 9, 240)).toBeNull();
    expect(logPage(moves(1, 6), 1, 240)).toBeNull();
    expect(logPage([], 3, 240)).toBeNull();
  });
});
