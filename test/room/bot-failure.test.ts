import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { inRoom, restartAll, runAlarm, storedSnapshot, trueState } from './node-rooms';
import { botTable, chooseAction, chooser, soloTable } from './table';

/**
 * A computer player's bug (an exception from `shared/bots`, or worse) must not stall a room: the
 * game goes on, the alarm keeps coming, and the log line says what failed without naming a card.
 * The bots and the engine's `legalActions` are wrapped so that a test can make them throw.
 */
const fail = vi.hoisted(() => ({ decide: false, observe: false, legal: false }));

/** The error a failing bot throws: its message names a card, which must never reach a log. */
const SECRET = 'the 7 of seat 2 is at its lowest end';

vi.mock('../../shared/bots', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../shared/bots')>();
  return {
    ...real,
    decide: (...args: Parameters<typeof real.decide>) => {
      if (fail.decide) throw new Error(SECRET);
      return real.decide(...args);
    },
    observe: (...args: Parameters<typeof real.observe>) => {
      if (fail.observe) throw new RangeError(SECRET);
      return real.observe(...args);
    },
  };
});

vi.mock('../../shared/engine', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../shared/engine')>();
  return {
    ...real,
    legalActions: (...args: Parameters<typeof real.legalActions>) => {
      if (fail.legal) throw new TypeError(SECRET);
      return real.legalActions(...args);
    },
  };
});

let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  Object.assign(fail, { decide: false, observe: false, legal: false });
  logged.mockRestore();
});

/** Every line the room logged through `console.error`, as text. */
function lines(): string[] {
  return logged.mock.calls.map((call) => call.map(String).join(' '));
}

async function version(id: string): Promise<number> {
  return (await storedSnapshot(id))?.version ?? -1;
}

/** Fires the alarm until the stored game reaches `target` (or 20 tries); alarms may also fire by themselves. */
async function alarmsUntil(id: string, target: number): Promise<number> {
  for (let i = 0; i < 20 && (await version(id)) < target; i++) await runAlarm(id);
  return version(id);
}

describe('a computer player that fails', { timeout: 30_000 }, () => {
  it('whose every decision throws: the first legal action is played, and the log names no card', async () => {
    const { id } = await botTable('hard');
    fail.decide = true;
    expect(await alarmsUntil(id, 3)).toBeGreaterThanOrEqual(3);
    const text = lines();
    expect(text).toContain('bot decide failed (Error); a fresh bot decides');
    expect(text).toContain('bot decide failed (Error); the first legal action is played');
    expect(text.some((line) => line.includes('7') || line.includes('lowest'))).toBe(false);
  });

  it('that throws while watching a move: the person’s move still counts, and the bots play on', async () => {
    const { id, client } = await soloTable(['hard', 'normal']);
    // Bots play (BOT_DELAY_MS=0) until it is the person's turn.
    let state = await trueState(id);
    for (let i = 0; i < 30 && !(state.phase === 'play' && state.turn === 0); i++) {
      await runAlarm(id);
      state = await trueState(id);
    }
    expect(state.turn).toBe(0);
    const before = await version(id);
    fail.observe = true;
    client.send({ type: 'act', action: chooseAction(state, 0, chooser(3)), version: before });
    const after = await client.next('state', (m) => m.version === before + 1);
    expect(after.events[0]).toMatchObject({ type: 'revealed', seat: 0 });
    expect(client.messages.filter((m) => m.type === 'error')).toEqual([]);
    expect(lines()).toContain('bot observe failed (RangeError); the bot starts afresh');
    expect(lines().some((line) => line.includes('7'))).toBe(false);
    // The bots start afresh: a memory that plays.
    fail.observe = false;
    const memories = await inRoom(id, (_room, storage) =>
      storage.sql.exec('SELECT memory FROM bots ORDER BY seat').toArray(),
    );
    for (const row of memories) expect(JSON.parse(String(row.memory))).toMatchObject({ turn: [], quiet: 0 });
  });

  it('when even the fallback throws: the alarm does not fail, comes back 5 s later (not at once), and the game goes on', async () => {
    const { id } = await botTable('normal');
    // Taken before the bots fail: an alarm may fire by itself (due at once) as soon as they do,
    // and its retry counts from its own time.
    const before = Date.now();
    fail.decide = true;
    fail.legal = true;
    const start = await version(id);
    // Not a rejected alarm: that would be retried six times and then never again.
    await runAlarm(id);
    expect(await version(id)).toBe(start);
    expect(lines()).toContain('bot move failed (TypeError); trying again later');
    expect(lines().some((line) => line.includes('7'))).toBe(false);
    const alarm = await inRoom(id, (_room, storage) => storage.getAlarm());
    expect(alarm).toBeGreaterThanOrEqual(before + 5000);
    fail.decide = false;
    fail.legal = false;
    // 5 s later (the stored due time moved back as if they had passed), the bots play on.
    await inRoom(id, (_room, storage) => {
      storage.sql.exec('UPDATE room SET bot_due_at = bot_due_at - 10000');
    });
    expect(await alarmsUntil(id, start + 3)).toBeGreaterThanOrEqual(start + 3);
  });
});

/**
 * A computer player's stored memory that cannot be read (not JSON: a truncated write, a format
 * from another deploy) must not stall the game: the bot starts afresh and plays.
 */
describe('a computer player whose stored memory cannot be read', () => {
  it.each([
    ['truncated JSON', '{"level":"hard","seat":1,"rng":[1,2'],
    ['valid JSON of another shape', '{"level":"hard","seat":1}'],
  ])('%s: the bots still move when the alarm fires', async (_name, memory) => {
    const { id } = await botTable('hard');
    const corrupted = await inRoom(id, (_room, storage) => {
      storage.sql.exec('UPDATE bots SET memory = ?', memory);
      return storage.sql.exec('SELECT version FROM snapshot').one().version;
    });
    // A fresh instance: the old one's cache holds the memory it wrote.
    await restartAll();
    // Due at once (BOT_DELAY_MS=0), an alarm may also fire by itself; each one moves once.
    for (let i = 0; i < 20 && (await storedSnapshot(id))!.version < Number(corrupted) + 3; i++) {
      await runAlarm(id);
    }
    expect((await storedSnapshot(id))?.version).toBeGreaterThanOrEqual(Number(corrupted) + 3);
  });
});
