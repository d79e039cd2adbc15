import { describe, expect, it } from 'vitest';
import { CLOSE_CODES, TAKEOVER_AFTER_MS } from '../../shared/protocol';
import { createRoom, inRoom, join, runAlarm, trueState } from './node-rooms';
import { chooseAction, chooser, seatTable, soloTable } from './table';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;

describe('computer players', { timeout: 30_000 }, () => {
  it('one person and two bots play to a winner; bots move when the alarm fires', async () => {
    const { id, client } = await soloTable(['normal', 'hard']);
    const pick = chooser(11);
    let version = 0;
    let bots = 0;
    for (let state = await trueState(id); state.phase !== 'over'; state = await trueState(id)) {
      if (state.turn === 0) {
        client.send({ type: 'act', action: chooseAction(state, 0, pick), version });
      } else {
        // The bot's alarm is due at once (BOT_DELAY_MS=0): it may already have fired by itself.
        await runAlarm(id);
        bots++;
      }
      version = (await client.next('state', (m) => m.version > version)).version;
    }
    expect(bots).toBeGreaterThan(0);
    expect((await client.next('room', (m) => m.status === 'over')).status).toBe('over');
    const memories = await inRoom(id, (_room, storage) =>
      storage.sql.exec('SELECT seat, memory FROM bots ORDER BY seat').toArray(),
    );
    expect(memories.map((row) => row.seat)).toEqual([1, 2]);
    expect(memories.every((row) => typeof row.memory === 'string')).toBe(true);
  });

  it('a person who leaves on purpose (close 4005) is played by a bot at once, not after 60 s', async () => {
    const id = await createRoom(three);
    const table = await seatTable(id, 3);
    const seat = (await trueState(id)).turn;
    const watcher = table.clients[(seat + 1) % 3]!;
    table.clients[seat]!.close(CLOSE_CODES.left);
    const away = await watcher.next('room', (m) => m.seats[seat]?.connected === false);
    expect(away.seats[seat]?.awayForMs).toBeGreaterThanOrEqual(TAKEOVER_AFTER_MS);
    // No clock moved: the takeover is due now.
    await runAlarm(id);
    expect((await watcher.next('room', (m) => m.seats[seat]?.autoplay === true)).seats[seat]?.connected).toBe(
      false,
    );
    expect((await watcher.next('state', (m) => m.version === 1)).events[0]).toMatchObject({
      type: 'revealed',
      seat,
    });
    // A plain close (1000) still waits the full minute.
    const other = (seat + 1) % 3;
    table.clients[other]!.close();
    const plain = await table.clients[(seat + 2) % 3]!.next(
      'room',
      (m) => m.seats[other]?.connected === false,
    );
    expect(plain.seats[other]?.awayForMs).toBeLessThan(TAKEOVER_AFTER_MS);
  });

  it('a person away during their turn is played by a bot until they come back', async () => {
    const id = await createRoom(three);
    const table = await seatTable(id, 3);
    const seat = (await trueState(id)).turn;
    table.clients[seat]!.close();
    await table.clients[(seat + 1) % 3]!.next('room', (m) => m.seats[seat]?.connected === false);
    await inRoom(id, (_room, storage) => {
      storage.sql.exec('UPDATE players SET away_since = away_since - 61000 WHERE seat = ?', seat);
      storage.sql.exec('UPDATE room SET bot_due_at = bot_due_at - 61000');
    });
    expect(await runAlarm(id)).toBe(true);
    const watcher = table.clients[(seat + 1) % 3]!;
    const room = await watcher.next('room', (m) => m.seats[seat]?.autoplay === true);
    expect(room.seats[seat]?.connected).toBe(false);
    expect((await watcher.next('state', (m) => m.version === 1)).events[0]).toMatchObject({
      type: 'revealed',
      seat,
    });
    const back = await join(id, 'Back', table.tokens[seat]);
    expect(back.welcome.seat).toBe(seat);
    // Told that the computer's moves on their seat were not theirs.
    expect(back.welcome.autoplayed).toBe(true);
    const returned = await watcher.next('room', (m) => m.seats[seat]?.autoplay === false);
    expect(returned.seats[seat]?.connected).toBe(true);
    const state = await trueState(id);
    if (state.turn === seat && state.phase === 'play') {
      const version = (await back.client.next('state')).version;
      back.client.send({ type: 'act', action: chooseAction(state, seat, chooser(3)), version });
      expect((await back.client.next('state', (m) => m.version === version + 1)).version).toBe(version + 1);
    }
  });
});
