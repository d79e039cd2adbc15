import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type SeatInfo, TAKEOVER_AFTER_MS } from '../../shared/protocol';
import { createRoom, ORIGIN, roomStub, storedSnapshot, TestClient, trueState } from './client';
import { botTable, seatTable } from './table';

describe('lobby lifecycle', () => {
  it('configure to fewer players frees the high seats; those players then watch the game', async () => {
    const id = await createRoom({ players: 6, mode: 'simple', teams: false, log: 'classic' });
    const host = await TestClient.join(id, 'Host');
    const high = await TestClient.join(id, 'High');
    high.client.send({ type: 'sit', seat: 5 });
    await host.client.next('room', (m) => m.seats[5]?.player === high.welcome.player);
    host.client.send({
      type: 'configure',
      config: { players: 3, mode: 'simple', teams: false, log: 'classic' },
    });
    const shrunk = await high.client.next('room', (m) => m.config.players === 3);
    expect(shrunk.seats.map((s) => s.player)).toEqual([null, null, null]);
    for (const seat of [0, 1, 2]) host.client.send({ type: 'add_bot', seat, level: 'easy' });
    // Wait for the bots as a real client does: in the Workers test pool, frames sent back to back
    // through the test's socket can reach the room out of order (not seen over wrangler dev).
    await host.client.next('room', (m) => m.seats.every((s) => s.bot === 'easy'));
    host.client.send({ type: 'start' });
    expect((await high.client.next('state')).view).toMatchObject({ viewer: null, hand: null });
    high.client.send({
      type: 'act',
      action: { type: 'reveal', target: { kind: 'center', slot: 0 } },
      version: 0,
    });
    expect((await high.client.next('error')).code).toBe('room/not_seated');
  });

  it('everyone leaves; the first to come back is host, the old host returns as a guest', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    const host = await TestClient.join(id, 'Host');
    const guest = await TestClient.join(id, 'Guest');
    host.client.close();
    await guest.client.next('room', (m) => m.host === guest.welcome.player);
    guest.client.close();
    await guest.client.whenClosed();
    const back = await TestClient.join(id, 'Guest', guest.welcome.token);
    expect(back.welcome.host).toBe(true);
    const old = await TestClient.join(id, 'Host', host.welcome.token);
    expect(old.welcome).toMatchObject({ player: host.welcome.player, host: false });
    old.client.send({ type: 'start' });
    expect((await old.client.next('error')).code).toBe('room/not_host');
  });
});

describe('after an eviction', { timeout: 30_000 }, () => {
  it('computer players go on from storage to the end of the game on a fresh instance', async () => {
    const { id } = await botTable('normal');
    await abortAllDurableObjects();
    // Bounded: a 3-player game has at most a few hundred moves, one per alarm.
    for (let i = 0; i < 2000 && (await storedSnapshot(id))?.state.phase !== 'over'; i++) {
      await runDurableObjectAlarm(roomStub(id));
    }
    expect((await storedSnapshot(id))?.state.winner).not.toBeNull();
  });
});

/** The room's public summary (`GET /api/games/:id`): its seats. */
async function seats(id: string): Promise<SeatInfo[]> {
  return (await (await exports.default.fetch(`${ORIGIN}/api/games/${id}`)).json<{ seats: SeatInfo[] }>())
    .seats;
}

describe('after a restart', { timeout: 30_000 }, () => {
  it('seated people whose sockets a restart dropped (no close event) are marked away, then played for', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    const table = await seatTable(id, 3);
    const seat = (await trueState(id)).turn;
    await abortAllDurableObjects();
    // The first event on the fresh instance: a summary request.
    const dropped = await seats(id);
    expect(dropped.map((s) => s.connected)).toEqual([false, false, false]);
    expect(dropped.every((s) => s.awayForMs !== null && s.awayForMs < TAKEOVER_AFTER_MS)).toBe(true);
    // A minute later (moved back in storage), a computer plays the seat whose turn it is.
    await runInDurableObject(roomStub(id), (_room, state) => {
      state.storage.sql.exec('UPDATE players SET away_since = away_since - ?', TAKEOVER_AFTER_MS + 1000);
      state.storage.sql.exec('UPDATE room SET bot_due_at = bot_due_at - ?', TAKEOVER_AFTER_MS + 1000);
    });
    await runDurableObjectAlarm(roomStub(id));
    expect((await storedSnapshot(id))?.version).toBeGreaterThan(0);
    expect((await seats(id))[seat]?.autoplay).toBe(true);
    // Coming back ends it, as after any absence.
    const back = await TestClient.join(id, 'Back', table.tokens[seat]);
    expect(back.welcome.autoplayed).toBe(true);
  });
});
