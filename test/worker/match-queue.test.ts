import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { queuePorts } from '../../worker/match/Matchmaker';
import { Queue } from '../../worker/match/Queue';
import { ORIGIN } from './client';
import { MatchClient, seekFor } from './match-client';

/** Quick match under load and after losing the queue's memory or its sockets. */

const SECRET = (n: number) => n.toString(16).padStart(32, '0');

function queueStub(name: string) {
  return env.MATCHMAKER.get(env.MATCHMAKER.idFromName(name));
}

async function seatedNames(id: string): Promise<(string | null)[]> {
  const response = await exports.default.fetch(`${ORIGIN}/api/games/${id}`);
  const summary = await response.json<{ seats: { name: string | null }[] }>();
  return summary.seats.map((s) => s.name);
}

async function storedSeekers(name: string): Promise<string[]> {
  return runInDurableObject(queueStub(name), (_q, state) =>
    state.storage.sql
      .exec('SELECT name FROM seekers ORDER BY joined_at, id')
      .toArray()
      .map((r) => String(r.name)),
  );
}

describe('quick match under load', () => {
  it('fifty seekers at once: sixteen tables of three, nobody seated twice, two left waiting', async () => {
    const clients = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const client = await MatchClient.open({ query: { players: '3', mode: 'simple' } });
        client.send(seekFor(`P${i}`));
        return client;
      }),
    );
    // Once every seek is answered the queue has handled them all: a table forms in the handler of
    // the seek that completes it, and that seeker's answer is `matched`.
    await Promise.all(clients.map((c) => c.answered()));
    const waiting = await storedSeekers('3.simple.world');
    expect(waiting).toHaveLength(2);
    const seated = clients.filter((_, i) => !waiting.includes(`P${i}`));
    const seats = await Promise.all(seated.map((c) => c.matched()));
    expect(seats).toHaveLength(48);
    const rooms = new Map<string, number[]>();
    for (const m of seats) rooms.set(m.id, [...(rooms.get(m.id) ?? []), m.seat]);
    expect(rooms.size).toBe(16);
    for (const list of rooms.values()) expect(list.sort()).toEqual([0, 1, 2]);
    const names = (await Promise.all([...rooms.keys()].map(seatedNames))).flat();
    expect(names).toHaveLength(48);
    expect(new Set(names).size).toBe(48);
    expect(names.some((n) => n !== null && waiting.includes(n))).toBe(false);
    for (const c of clients) c.close();
  });
});

describe('quick match after the queue loses its memory or its sockets', () => {
  it('a queue evicted mid-wait (a fresh instance, the sockets kept) loses nobody', async () => {
    const ann = await MatchClient.seek('Ann', { query: { players: '4', mode: 'simple' } }, { players: 4 });
    const bo = await MatchClient.seek('Bo', { query: { players: '4', mode: 'simple' } }, { players: 4 });
    // A new instance over the same storage and sockets, as after hibernation: it starts, keeps
    // both (their sockets are there), and seats them with the next two seekers.
    const next = await runInDurableObject(queueStub('4.simple.world'), async (_q, state) => {
      const fresh = new Queue(queuePorts(state, env));
      await fresh.onStart();
      expect(fresh.waiting()).toBe(2);
      const next: MatchClient[] = [];
      for (const name of ['Cy', 'Di']) {
        const { 0: client, 1: server } = new WebSocketPair();
        const id = `s_test${name}`;
        state.acceptWebSocket(server, [id]);
        fresh.onConnect(server, { id, from: '', origin: ORIGIN });
        client.accept();
        next.push(new MatchClient(client));
        await fresh.onMessage(server, JSON.stringify(seekFor(name, { players: 4 })));
      }
      return next;
    });
    const seats = await Promise.all([ann, bo, ...next].map((c) => c.matched()));
    expect(new Set(seats.map((m) => m.id)).size).toBe(1);
    expect(await seatedNames(seats[0]?.id ?? '')).toEqual(['Ann', 'Bo', 'Cy', 'Di']);
  });

  it('a restart that drops the sockets: the seekers seek again and each gets one seat', async () => {
    const query = { players: '5', mode: 'simple' };
    const extra = (n: number) => ({ players: 5, seeker: SECRET(n) }) as const;
    const first = await Promise.all(
      ['Ann', 'Bo', 'Cy'].map((n, i) => MatchClient.seek(n, { query }, extra(i))),
    );
    // (Sent at once: they arrive in any order.)
    expect((await storedSeekers('5.simple.world')).sort()).toEqual(['Ann', 'Bo', 'Cy']);
    // The new instance finds no socket for them (a restart drops sockets without a close event).
    await runInDurableObject(queueStub('5.simple.world'), async (_q, state) => {
      const restarted = new Queue({
        storage: state.storage,
        alarm: state.storage,
        clock: Date,
        sockets: () => [],
        peer: () => {
          throw new Error('no peer needed');
        },
        createRoom: () => Promise.reject(new Error('no room needed')),
      });
      await restarted.onStart();
    });
    expect(await storedSeekers('5.simple.world')).toEqual([]);
    // Their pages reconnect and seek again; two more come.
    const again = await Promise.all(
      ['Ann', 'Bo', 'Cy'].map((n, i) => MatchClient.seek(n, { query }, extra(i))),
    );
    const more = await Promise.all(['Di', 'Ed'].map((n, i) => MatchClient.seek(n, { query }, extra(10 + i))));
    const seats = await Promise.all([...again, ...more].map((c) => c.matched()));
    expect(new Set(seats.map((m) => m.id)).size).toBe(1);
    expect((await seatedNames(seats[0]?.id ?? '')).sort()).toEqual(['Ann', 'Bo', 'Cy', 'Di', 'Ed']);
    for (const c of first) expect(c.messages.some((m) => m.type === 'matched')).toBe(false);
  });

  it('a second tab with the same seeker takes the first one’s place: one seat, not two', async () => {
    const query = { players: '3', mode: 'spicy' };
    const tab1 = await MatchClient.seek('Ann', { query }, { mode: 'spicy', seeker: SECRET(99) });
    const tab2 = await MatchClient.seek('Ann', { query }, { mode: 'spicy', seeker: SECRET(99) });
    expect((await tab1.whenClosed()).code).toBe(4000);
    expect(await tab2.next((m) => m.type === 'seeking')).toMatchObject({ waiting: 1 });
    const bo = await MatchClient.seek('Bo', { query }, { mode: 'spicy' });
    const cy = await MatchClient.seek('Cy', { query }, { mode: 'spicy' });
    const seats = await Promise.all([tab2, bo, cy].map((c) => c.matched()));
    expect(await seatedNames(seats[0]?.id ?? '')).toEqual(['Ann', 'Bo', 'Cy']);
    expect(tab1.messages.some((m) => m.type === 'matched')).toBe(false);
  });
});

describe('quick match near the players', () => {
  it("seekers of two neighbour continents wait apart, then meet in their pair's queue once their waits run out", async () => {
    const query = { players: '3', mode: 'spicy' };
    const extra = { mode: 'spicy' } as const;
    const eu = await MatchClient.seek('Eva', { query, continent: 'EU' }, extra);
    const na = await MatchClient.seek('Ned', { query, continent: 'AF' }, extra);
    expect(eu.messages[0]).toMatchObject({ waiting: 1 });
    expect(na.messages[0]).toMatchObject({ waiting: 1 });
    expect(await storedSeekers('3.spicy.EU')).toEqual(['Eva']);
    expect(await storedSeekers('3.spicy.AF')).toEqual(['Ned']);
    // Half their waits: each continent's queue offers its seeker to their pair's queue.
    for (const name of ['3.spicy.EU', '3.spicy.AF']) {
      await runInDurableObject(queueStub(name), (_q, state) => {
        state.storage.sql.exec('UPDATE seekers SET offer_at = ?', Date.now() - 1);
      });
      await runDurableObjectAlarm(queueStub(name));
    }
    const offers = await runInDurableObject(queueStub('3.spicy.EU+AF'), (_q, state) =>
      state.storage.sql.exec('SELECT name FROM offers ORDER BY joined_at').toArray(),
    );
    expect(offers.map((o) => o.name)).toEqual(['Eva', 'Ned']);
    // Eva's wait runs out: the pair's queue seats her with Ned and a computer.
    await runInDurableObject(queueStub('3.spicy.EU'), (_q, state) => {
      state.storage.sql.exec('UPDATE seekers SET deadline = ?', Date.now() - 1);
    });
    await runDurableObjectAlarm(queueStub('3.spicy.EU'));
    const [a, b] = await Promise.all([eu.matched(), na.matched()]);
    expect(a.id).toBe(b.id);
    expect(await seatedNames(a.id)).toEqual(['Eva', 'Ned', 'Bot 3']);
    expect(await storedSeekers('3.spicy.AF')).toEqual([]);
  });

  it('a continent far away is not offered to that pair: South America waits in NA+SA', async () => {
    const query = { players: '3', mode: 'simple' };
    const sa = await MatchClient.seek('Sol', { query, continent: 'SA' });
    await runInDurableObject(queueStub('3.simple.SA'), (_q, state) => {
      state.storage.sql.exec('UPDATE seekers SET offer_at = ?', Date.now() - 1);
    });
    await runDurableObjectAlarm(queueStub('3.simple.SA'));
    const offered = async (name: string) =>
      runInDurableObject(queueStub(name), (_q, state) =>
        state.storage.sql.exec("SELECT name FROM sqlite_master WHERE name = 'offers'").toArray().length > 0
          ? state.storage.sql
              .exec('SELECT name FROM offers')
              .toArray()
              .map((o) => o.name)
          : [],
      );
    expect(await offered('3.simple.NA+SA')).toEqual(['Sol']);
    expect(await offered('3.simple.EU+AF')).toEqual([]);
    sa.ws.close();
  });

  it('an "any" seeker joins the fitting queue with the most people waiting', async () => {
    const query = { players: '6', mode: 'spicy' };
    await MatchClient.seek('Ann', { query, continent: 'SA' }, { players: 6, mode: 'spicy' });
    const any = await MatchClient.open({ continent: 'SA' });
    any.send(seekFor('Bo', { players: 'any', mode: 'any' }));
    expect(await any.next((m) => m.type === 'seeking')).toEqual({
      type: 'seeking',
      waiting: 2,
      needed: 6,
      players: 6,
      mode: 'spicy',
    });
    // Alone, an "any" seeker goes to the first choice: 4 players, simple.
    const alone = await MatchClient.open({ continent: 'AF' });
    alone.send(seekFor('Cy', { players: 'any', mode: 'any' }));
    expect(await alone.next((m) => m.type === 'seeking')).toMatchObject({
      waiting: 1,
      players: 4,
      mode: 'simple',
    });
  });
});
