import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { roomStub, storedSnapshot } from './client';
import { botTable } from './table';

/**
 * A computer player's stored memory that cannot be read (not JSON: a truncated write, a format
 * from another deploy) must not stall the game: the bot starts afresh and plays.
 */
describe('unreadable bot memory', () => {
  it.each([
    ['truncated JSON', '{"level":"hard","seat":1,"rng":[1,2'],
    ['valid JSON of another shape', '{"level":"hard","seat":1}'],
  ])('%s: the bots still move when the alarm fires', async (_name, memory) => {
    const { id } = await botTable('hard');
    const corrupted = await runInDurableObject(roomStub(id), (_room, state) => {
      state.storage.sql.exec('UPDATE bots SET memory = ?', memory);
      return state.storage.sql.exec('SELECT version FROM snapshot').one().version;
    });
    // A fresh instance: the old one's cache holds the memory it wrote.
    await abortAllDurableObjects();
    // Due at once (BOT_DELAY_MS=0), an alarm may also fire by itself; each one moves once.
    for (let i = 0; i < 20 && (await storedSnapshot(id))!.version < Number(corrupted) + 3; i++) {
      await runDurableObjectAlarm(roomStub(id));
    }
    expect((await storedSnapshot(id))?.version).toBeGreaterThanOrEqual(Number(corrupted) + 3);
  });
});
