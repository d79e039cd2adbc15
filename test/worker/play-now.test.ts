import { listDurableObjectIds, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { legalActions, playerView } from '../../shared/engine';
import { CreateGameResponseSchema } from '../../shared/protocol';
import { hostGraceEnds, ORIGIN, roomStub, TestClient, trueState } from './client';
import { expectCleanFrames } from './table';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;
// An open log: every resync's view is exactly `playerView` (classic hides a mismatch's values).
const playNow = {
  ...three,
  log: 'open',
  name: 'Ann',
  seat: 0,
  bots: [
    { seat: 1, level: 'easy' },
    { seat: 2, level: 'normal' },
  ],
  start: true,
} as const;

function post(body: unknown) {
  return exports.default.fetch(`${ORIGIN}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function create(body: unknown) {
  const response = await post(body);
  expect(response.status).toBe(201);
  return v.parse(CreateGameResponseSchema, await response.json());
}

/** The creator's player row as stored (seat, presence). */
async function storedCreator(id: string, token: string) {
  const hash = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
  return runInDurableObject(roomStub(id), (_room, state) => {
    const [row] = state.storage.sql.exec('SELECT * FROM players WHERE token_hash = ?', hash).toArray();
    const { host } = state.storage.sql.exec('SELECT host FROM room').one();
    return { row, host };
  });
}

describe('POST /api/games: Play now in one call', () => {
  it('answers a running game whose creator, joining with the token, is seated, host, sees their hand and acts', async () => {
    const created = await create(playNow);
    expect(created.seat).toBe(0);
    expect(created.url).toBe(`${ORIGIN}/g/${created.id}`);
    const summary = await exports.default.fetch(`${ORIGIN}/api/games/${created.id}`);
    const before = await summary.json<{
      status: string;
      seats: { bot: string | null; name: string | null }[];
    }>();
    expect(before.status).toBe('playing');
    expect(before.seats.map((s) => [s.name, s.bot])).toEqual([
      ['Ann', null],
      ['Bot 2', 'easy'],
      ['Bot 3', 'normal'],
    ]);

    // Bots play their own turns until the creator's comes (the alarm is due at once in tests).
    for (let i = 0; i < 30 && (await trueState(created.id)).turn !== 0; i++)
      await runDurableObjectAlarm(roomStub(created.id));
    const { client, welcome } = await TestClient.join(created.id, 'Ann', created.token);
    expect(welcome).toMatchObject({ token: created.token, seat: 0, host: true, autoplayed: false });
    const state = await trueState(created.id);
    expect(state.turn).toBe(0);
    const room = await client.next('room');
    expect(room.seats[0]).toMatchObject({ player: welcome.player, name: 'Ann', connected: true });
    expect(room.host).toBe(welcome.player);
    const resync = await client.next('state');
    expect(resync.view).toEqual(playerView(state, 0));
    expect(resync.view.hand).toEqual(state.hands[0]);

    const action = legalActions(state, 0)[0]!;
    client.send({ type: 'act', action, version: resync.version, game: resync.game });
    const after = await client.next('state', (m) => m.version === resync.version + 1);
    expect(after.events[0]).toMatchObject({ type: 'revealed', seat: 0 });
  });

  it('a creator whose page has not connected gets the usual grace: bots play, their own turn waits', async () => {
    const created = await create(playNow);
    for (let i = 0; i < 30 && (await trueState(created.id)).turn !== 0; i++)
      await runDurableObjectAlarm(roomStub(created.id));
    const waiting = await trueState(created.id);
    expect(waiting.turn).toBe(0);
    await runDurableObjectAlarm(roomStub(created.id));
    expect(await trueState(created.id)).toEqual(waiting);
    const { row, host } = await storedCreator(created.id, created.token);
    expect(row).toMatchObject({ seat: 0, autoplay: 0 });
    expect(typeof row?.away_since).toBe('number');
    expect(host).toBe(row?.id);
  });

  it("a plain create's token makes the creator the host, named by their join", async () => {
    const created = await create(three);
    expect(created.seat).toBeNull();
    const { client, welcome } = await TestClient.join(created.id, 'Bea', created.token);
    expect(welcome).toMatchObject({ token: created.token, seat: null, host: true });
    // One command at a time, as a person clicks: the test pool may deliver back-to-back frames in
    // another order than they were sent (client.ts, `onRoom`).
    client.send({ type: 'sit', seat: 1 });
    await client.next('room', (m) => m.seats[1]?.player === welcome.player);
    client.send({ type: 'add_bot', seat: 0, level: 'hard' });
    const room = await client.next('room', (m) => m.seats[0]?.bot === 'hard');
    expect(room.host).toBe(welcome.player);
    expect(room.seats[1]).toMatchObject({ player: welcome.player, name: 'Bea' });
  });

  it("the creator's first join names them; later joins with the token keep the name", async () => {
    const created = await create({ ...three, name: 'Ann', seat: 0 });
    const first = await TestClient.join(created.id, 'Annie', created.token);
    expect((await first.client.next('room')).seats[0]).toMatchObject({ name: 'Annie' });
    const again = await TestClient.join(created.id, 'Zed', created.token);
    expect(again.welcome).toMatchObject({ player: first.welcome.player, seat: 0, host: true });
    expect((await again.client.next('room')).seats[0]).toMatchObject({ name: 'Annie' });
  });

  it('a seated creator keeps the seat reserved in the lobby: nobody else can take it', async () => {
    const created = await create({ ...three, name: 'Cy', seat: 2 });
    const { client } = await TestClient.join(created.id, 'Other');
    client.send({ type: 'sit', seat: 2 });
    expect((await client.next('error')).code).toBe('room/seat_taken');
    const creator = await TestClient.join(created.id, 'Cy', created.token);
    expect(creator.welcome.seat).toBe(2);
  });

  it("someone with the link who joins before the creator is not host meanwhile, and cannot free the creator's seat", async () => {
    const created = await create({ ...three, name: 'Cy', seat: 0 });
    const early = await TestClient.join(created.id, 'Early');
    // The creator is the host from the start: a fast joiner (or a script) does not take the role.
    expect(early.welcome.host).toBe(false);
    expect((await early.client.next('room')).host).not.toBe(early.welcome.player);
    // A second token before the creator's: still not host.
    const second = await TestClient.join(created.id, 'Second');
    expect(second.welcome.host).toBe(false);
    early.client.send({ type: 'add_bot', seat: 1, level: 'easy' });
    expect((await early.client.next('error')).code).toBe('room/not_host');
    early.client.send({ type: 'clear_seat', seat: 0 });
    expect((await early.client.next('error')).code).toBe('room/not_host');
    // Even once the first joiner leaves, the role does not pass to the other.
    early.client.close();
    await second.client.next('room', (m) => m.spectators === 1);
    const creator = await TestClient.join(created.id, 'Cy', created.token);
    expect(creator.welcome).toMatchObject({ seat: 0, host: true });
    const room = await second.client.next('room', (m) => m.host === creator.welcome.player);
    expect(room.seats[0]).toMatchObject({ player: creator.welcome.player, connected: true });
    second.client.send({ type: 'start' });
    expect((await second.client.next('error')).code).toBe('room/not_host');
    // A plain create (no name, as a site making rooms for others does) is not waited for: the
    // first to join holds the role until the creator's token takes it back, as before.
    const plain = await create(three);
    expect((await TestClient.join(plain.id, 'First')).welcome.host).toBe(true);
    expect((await TestClient.join(plain.id, 'Maker', plain.token)).welcome.host).toBe(true);
  });

  it('a creator who reloads stays host; away over 60 s the role passes on, and their return takes it back', async () => {
    const created = await create({ ...three, name: 'Maker', seat: 0 });
    const maker = await TestClient.join(created.id, 'Maker', created.token);
    const guest = await TestClient.join(created.id, 'Guest');
    expect(guest.welcome.host).toBe(false);
    // A reload: the old socket closes, the page joins again with its token.
    maker.client.close();
    await guest.client.next('room', (m) => m.seats[0]?.connected === false);
    const reloaded = await TestClient.join(created.id, 'Maker', created.token);
    expect(reloaded.welcome).toMatchObject({ player: maker.welcome.player, host: true });
    // Gone longer than the grace: the next connected player holds the role meanwhile.
    reloaded.client.close();
    await guest.client.next('room', (m) => m.seats[0]?.connected === false);
    await hostGraceEnds(created.id);
    await guest.client.next('room', (m) => m.host === guest.welcome.player);
    const back = await TestClient.join(created.id, 'Maker', created.token);
    expect(back.welcome).toMatchObject({ player: maker.welcome.player, seat: 0, host: true });
    expect((await guest.client.next('room', (m) => m.host === maker.welcome.player)).host).toBe(
      maker.welcome.player,
    );
  });

  it('a plain create’s token resumes the very identity the summary named as host, even after a tokenless join took the role', async () => {
    const created = await create(three);
    const summary = async () =>
      (await (await exports.default.fetch(`${ORIGIN}/api/games/${created.id}`)).json()) as { host: string };
    const reserved = (await summary()).host;
    const first = await TestClient.join(created.id, 'First');
    expect(first.welcome.host).toBe(true);
    expect((await summary()).host).toBe(first.welcome.player);
    const maker = await TestClient.join(created.id, 'Maker', created.token);
    expect(maker.welcome).toMatchObject({ player: reserved, host: true });
    expect((await summary()).host).toBe(reserved);
  });

  it("the token never appears in the summary or in any other socket's frames", async () => {
    const created = await create(playNow);
    const { client: watcher } = await TestClient.join(created.id, 'Watcher');
    const { client: creator } = await TestClient.join(created.id, 'Ann', created.token);
    await creator.next('state');
    await runDurableObjectAlarm(roomStub(created.id));
    creator.send({ type: 'rename', name: 'Annie' });
    await watcher.next('room', (m) => m.seats[0]?.name === 'Annie');
    const summary = await (await exports.default.fetch(`${ORIGIN}/api/games/${created.id}`)).text();
    expect(summary).not.toContain(created.token);
    expect(watcher.frames.length).toBeGreaterThan(2);
    expectCleanFrames(watcher, null, [created.token]);
  });
});

describe('POST /api/games refuses a bad Play now with 400 and creates nothing', () => {
  it.each([
    ['a seat out of range', { ...three, name: 'Ann', seat: 3 }, 'seat'],
    ['a bot out of range', { ...three, bots: [{ seat: 5, level: 'easy' }] }, 'bots'],
    [
      'two players on one seat',
      { ...three, name: 'Ann', seat: 1, bots: [{ seat: 1, level: 'easy' }] },
      'bots',
    ],
    [
      'two bots on one seat',
      {
        ...three,
        bots: [
          { seat: 1, level: 'easy' },
          { seat: 1, level: 'hard' },
        ],
      },
      'bots',
    ],
    ['start with an empty seat', { ...playNow, bots: [{ seat: 1, level: 'easy' }] }, 'start'],
    ['start without the creator seated', { ...three, bots: playNow.bots, start: true }, 'start'],
    ['teams with 3 players', { ...playNow, teams: true }, 'teams'],
    ['an unknown bot level', { ...playNow, bots: [{ seat: 1, level: 'genius' }, playNow.bots[1]] }, 'bots'],
    ['a seat without a name', { ...three, seat: 0 }, 'name'],
    // Settings this server does not know yet are refused, not silently dropped.
    ['a setting this server does not have', { ...three, reactions: false }, 'reactions'],
    ['a turn timer that is not one of the settings', { ...three, turnTimer: 'blitz' }, 'turnTimer'],
  ])('%s', async (_what, body, field) => {
    const before = await listDurableObjectIds(env.ROOMS);
    const response = await post(body);
    expect(response.status).toBe(400);
    const json = await response.json<{ error: { code: string; message: string } }>();
    expect(json.error.code).toBe('http/bad_request');
    expect(json.error.message).toContain(field);
    expect(await listDurableObjectIds(env.ROOMS)).toHaveLength(before.length);
  });
});
