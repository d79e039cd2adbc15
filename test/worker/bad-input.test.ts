import { describe, expect, it } from 'vitest';
import { createRoom, TestClient, trueState } from './client';
import { seatTable } from './table';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;

describe('bad input gets a clear error and changes nothing', { timeout: 30_000 }, () => {
  it.each([
    ['non-JSON', 'hello'],
    ['a JSON array', '[1,2]'],
    ['an unknown type', JSON.stringify({ type: 'cheat' })],
    ['a schema failure', JSON.stringify({ type: 'sit', seat: 'one' })],
    ['a seat out of range', JSON.stringify({ type: 'sit', seat: 9 })],
    ['a blank name', JSON.stringify({ type: 'rename', name: '   ' })],
    ['a name with a control character', JSON.stringify({ type: 'rename', name: 'a\u0007b' })],
    ['a name of 25 characters', JSON.stringify({ type: 'rename', name: 'x'.repeat(25) })],
    [
      'a card value as a string',
      JSON.stringify({ type: 'act', action: { type: 'swap', value: '7' }, version: 0 }),
    ],
  ])('%s → protocol/invalid_message', async (_name, frame) => {
    const id = await createRoom(three);
    const { client } = await TestClient.join(id, 'Ann');
    client.sendRaw(frame);
    const error = await client.next('error');
    expect(error.code).toBe('protocol/invalid_message');
    expect(error.message.length).toBeGreaterThan(0);
  });

  it('a binary frame → protocol/invalid_message', async () => {
    const id = await createRoom(three);
    const { client } = await TestClient.join(id, 'Ann');
    const bytes = new ArrayBuffer(2);
    new Uint8Array(bytes).set([123, 125]);
    client.sendRaw(bytes);
    expect((await client.next('error')).code).toBe('protocol/invalid_message');
  });

  it('anything before join → protocol/join_required; a second join → protocol/already_joined', async () => {
    const id = await createRoom(three);
    const client = await TestClient.open(id);
    client.send({ type: 'sit', seat: 0 });
    expect((await client.next('error')).code).toBe('protocol/join_required');
    client.send({ type: 'join', protocol: 1, name: 'Ann' });
    await client.next('welcome');
    client.send({ type: 'join', protocol: 1, name: 'Ann' });
    expect((await client.next('error')).code).toBe('protocol/already_joined');
  });

  it('act before the start: room/wrong_status for a seated player (not "not seated"), room/not_seated for a watcher', async () => {
    const id = await createRoom(three);
    const { client } = await TestClient.join(id, 'Ann');
    const watcher = await TestClient.join(id, 'Bea');
    client.send({ type: 'sit', seat: 0 });
    await client.next('room', (m) => m.seats[0]?.name === 'Ann');
    const reveal = { type: 'reveal', target: { kind: 'center', slot: 0 } };
    client.send({ type: 'act', action: reveal, version: 0 });
    const early = await client.next('error');
    expect(early).toMatchObject({
      code: 'room/wrong_status',
      message: 'the game has not started yet: the host starts it',
    });
    watcher.client.send({ type: 'act', action: reveal, version: 0 });
    expect((await watcher.client.next('error')).code).toBe('room/not_seated');
  });

  it('a join with another protocol version is closed with 4001', async () => {
    const id = await createRoom(three);
    const client = await TestClient.open(id);
    client.send({ type: 'join', protocol: 99, name: 'Old tab' });
    expect((await client.whenClosed()).code).toBe(4001);
  });

  it('a frame over 4 KiB is closed with 1009', async () => {
    const id = await createRoom(three);
    const { client } = await TestClient.join(id, 'Ann');
    client.send({ type: 'rename', name: 'x', padding: 'y'.repeat(5000) });
    expect((await client.whenClosed()).code).toBe(1009);
  });

  it('a flood is rate limited, then closed with 1008; the other players play on', async () => {
    const id = await createRoom(three);
    const table = await seatTable(id, 3);
    const { client } = await TestClient.join(id, 'Flooder');
    for (let i = 0; i < 1500; i++) client.send({ type: 'stand' });
    expect((await client.next('error', (m) => m.code === 'protocol/rate_limited')).code).toBe(
      'protocol/rate_limited',
    );
    expect((await client.whenClosed()).code).toBe(1008);
    const state = await trueState(id);
    const seat = state.turn;
    table.clients[seat]!.send({
      type: 'act',
      action: { type: 'reveal', target: { kind: 'center', slot: 0 } },
      version: 0,
    });
    expect((await table.clients[(seat + 1) % 3]!.next('state', (m) => m.version === 1)).version).toBe(1);
  });
});
