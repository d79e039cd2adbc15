import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../shared/engine';
import { ORIGIN, roomStub, TestClient, trueState } from './client';
import { MatchClient, seekFor } from './match-client';

/** Quick match through the Worker: real sockets into the queues, real rooms out of them. */

function queueStub(name: string) {
  return env.MATCHMAKER.get(env.MATCHMAKER.idFromName(name));
}

/** Moves every waiting seeker's deadline of queue `name` into the past and fires its alarm. */
async function runOutWaits(name: string): Promise<void> {
  await runInDurableObject(queueStub(name), (_queue, state) => {
    state.storage.sql.exec('UPDATE seekers SET deadline = ?', Date.now() - 1);
  });
  await runDurableObjectAlarm(queueStub(name));
}

async function summary(id: string) {
  const response = await exports.default.fetch(`${ORIGIN}/api/games/${id}`);
  expect(response.status).toBe(200);
  return response.json<{
    status: string;
    config: { turnTimer: string };
    seats: { name: string | null; bot: string | null }[];
  }>();
}

describe('quick match: a table forms as soon as enough seekers wait', () => {
  it('three seekers for 3 players get one room, three distinct seats, and tokens that claim them', async () => {
    const ann = await MatchClient.seek('Ann');
    expect(ann.messages[0]).toEqual({ type: 'seeking', waiting: 1, needed: 3, players: 3, mode: 'simple' });
    const bo = await MatchClient.seek('Bo');
    await ann.next((m) => m.type === 'seeking' && m.waiting === 2);
    const cy = await MatchClient.seek('Cy');
    const seats = await Promise.all([ann.matched(), bo.matched(), cy.matched()]);
    expect(new Set(seats.map((m) => m.id)).size).toBe(1);
    expect(seats.map((m) => m.seat)).toEqual([0, 1, 2]);
    expect(new Set(seats.map((m) => m.token)).size).toBe(3);
    const [first] = seats;
    expect(first?.url).toBe(`${ORIGIN}/g/${first?.id}`);
    // Each socket saw its own token only.
    for (const [i, client] of [ann, bo, cy].entries()) {
      for (const [j, m] of seats.entries())
        if (i !== j) expect(client.frames.join('')).not.toContain(m.token);
    }
    expect((await ann.whenClosed()).code).toBe(1000);

    const id = first?.id ?? '';
    const room = await summary(id);
    expect(room.status).toBe('playing');
    // Quick match plays the normal turn timer (90 s for a whole turn).
    expect(room.config.turnTimer).toBe('normal');
    expect(room.seats.map((s) => [s.name, s.bot])).toEqual([
      ['Ann', null],
      ['Bo', null],
      ['Cy', null],
    ]);
    for (const m of seats) {
      const { welcome } = await TestClient.join(id, 'Whoever', m.token);
      expect(welcome).toMatchObject({ seat: m.seat, token: m.token, host: m.seat === 0 });
    }
  });

  it('a cancelled seeker is not seated, and their socket is closed', async () => {
    const ann = await MatchClient.seek('Ann');
    const gone = await MatchClient.seek('Gone');
    gone.send({ type: 'cancel' });
    expect((await gone.whenClosed()).code).toBe(1000);
    await ann.next((m) => m.type === 'seeking' && m.waiting === 1);
    const bo = await MatchClient.seek('Bo');
    const cy = await MatchClient.seek('Cy');
    const [a, b, c] = await Promise.all([ann.matched(), bo.matched(), cy.matched()]);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    const room = await summary(a.id);
    expect(room.seats.map((s) => s.name)).toEqual(['Ann', 'Bo', 'Cy']);
    expect(gone.messages.some((m) => m.type === 'matched')).toBe(false);
  });

  it('when the wait runs out, the table starts with the seekers present and normal computers', async () => {
    const ann = await MatchClient.seek('Ann');
    const bo = await MatchClient.seek('Bo');
    await runOutWaits('3.simple.world');
    const [a, b] = await Promise.all([ann.matched(), bo.matched()]);
    expect(a.id).toBe(b.id);
    const room = await summary(a.id);
    expect(room.status).toBe('playing');
    expect(room.seats.map((s) => [s.name, s.bot])).toEqual([
      ['Ann', null],
      ['Bo', null],
      ['Bot 3', 'normal'],
    ]);
    // The seekers play: the computer plays its turns, then the seeker whose turn it is acts.
    for (let i = 0; i < 30 && (await trueState(a.id)).turn === 2; i++)
      await runDurableObjectAlarm(roomStub(a.id));
    const state = await trueState(a.id);
    const mine = [a, b].find((m) => m.seat === state.turn);
    expect(mine).toBeDefined();
    const { client } = await TestClient.join(a.id, 'Me', mine?.token);
    const resync = await client.next('state');
    const seat = mine?.seat ?? -1;
    client.send({ type: 'act', action: legalActions(state, seat)[0]!, version: resync.version });
    const after = await client.next('state', (m) => m.version === resync.version + 1);
    expect(after.events[0]).toMatchObject({ type: 'revealed', seat });
  });

  it('a seek for another queue than the socket asked for is refused, and changes nothing', async () => {
    const client = await MatchClient.open({ query: { players: '4', mode: 'spicy' } });
    client.send(seekFor('Ann', { players: 3 }));
    const error = await client.next((m) => m.type === 'error');
    expect(error).toMatchObject({ code: 'match/wrong_queue' });
    client.send(seekFor('Ann', { players: 4, mode: 'spicy' }));
    expect(await client.next((m) => m.type === 'seeking')).toMatchObject({ waiting: 1, needed: 4 });
    client.close();
  });
});
