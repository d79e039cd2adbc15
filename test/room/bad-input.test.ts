import { describe, expect, it, vi } from 'vitest';
import { createRoom, inRoom, join, openClient, trueState } from './node-rooms';
import { seatTable } from './table';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;
const bytes = (frame: string) => new TextEncoder().encode(frame).byteLength;

async function names(id: string): Promise<unknown[]> {
  return inRoom(id, (_room, storage) =>
    storage.sql.exec('SELECT name FROM players ORDER BY joined_at').toArray(),
  );
}

describe('bad input gets a clear error and changes nothing', { timeout: 30_000 }, () => {
  it.each([
    ['non-JSON', 'hello'],
    ['a JSON array', '[1,2]'],
    ['an unknown type', JSON.stringify({ type: 'cheat' })],
    ['a schema failure', JSON.stringify({ type: 'sit', seat: 'one' })],
    ['a seat that is not an integer', JSON.stringify({ type: 'sit', seat: 1.5 })],
    ['a blank name', JSON.stringify({ type: 'rename', name: '   ' })],
    ['a name with a control character', JSON.stringify({ type: 'rename', name: 'a\u0007b' })],
    ['a name of 25 characters', JSON.stringify({ type: 'rename', name: 'x'.repeat(25) })],
    [
      'a card value as a string',
      JSON.stringify({ type: 'act', action: { type: 'swap', value: '7' }, version: 0 }),
    ],
  ])('%s → protocol/invalid_message', async (_name, frame) => {
    const id = await createRoom(three);
    const { client } = await join(id, 'Ann');
    client.sendRaw(frame);
    const error = await client.next('error');
    expect(error.code).toBe('protocol/invalid_message');
    expect(error.message.length).toBeGreaterThan(0);
  });

  it('a name with a lone surrogate is refused (it cannot be stored as UTF-8) and the name stands', async () => {
    const id = await createRoom(three);
    const { client } = await join(id, 'Ann');
    client.sendRaw('{"type":"rename","name":"a\\ud800b"}');
    expect((await client.next('error')).code).toBe('protocol/invalid_message');
    const late = await openClient(id);
    late.sendRaw('{"type":"join","protocol":1,"name":"\\udfff"}');
    expect((await late.next('error')).code).toBe('protocol/invalid_message');
    expect(await names(id)).toEqual([{ name: 'Ann' }]);
  });

  it('__proto__ and constructor keys, null, numbers, deep arrays and Infinity are plain schema failures; a token in the prototype is no token', async () => {
    const id = await createRoom(three);
    const client = await openClient(id);
    for (const frame of [
      '{"__proto__":{"type":"join","protocol":1,"name":"x"}}',
      'null',
      '12',
      `${'['.repeat(2000)}${']'.repeat(2000)}`,
    ]) {
      client.sendRaw(frame);
      expect((await client.next('error')).code).toBe('protocol/invalid_message');
    }
    // A token hidden in the prototype is not a token: a fresh identity.
    const forged = 'f'.repeat(32);
    client.sendRaw(
      `{"type":"join","protocol":1,"name":"x","constructor":{"a":1},"__proto__":{"token":"${forged}"}}`,
    );
    expect((await client.next('welcome')).token).not.toBe(forged);
    client.sendRaw('{"type":"act","version":1e400,"action":{"type":"skip_swap"}}');
    expect((await client.next('error')).code).toBe('protocol/invalid_message');
  });

  it('a binary frame → protocol/invalid_message', async () => {
    const id = await createRoom(three);
    const { client } = await join(id, 'Ann');
    const bytes = new ArrayBuffer(2);
    new Uint8Array(bytes).set([123, 125]);
    client.sendRaw(bytes);
    expect((await client.next('error')).code).toBe('protocol/invalid_message');
  });

  it('anything before join → protocol/join_required; a second join → protocol/already_joined', async () => {
    const id = await createRoom(three);
    const client = await openClient(id);
    client.send({ type: 'sit', seat: 0 });
    expect((await client.next('error')).code).toBe('protocol/join_required');
    client.send({ type: 'join', protocol: 1, name: 'Ann' });
    await client.next('welcome');
    client.send({ type: 'join', protocol: 1, name: 'Ann' });
    expect((await client.next('error')).code).toBe('protocol/already_joined');
  });

  it('act before the start: room/wrong_status for a seated player (not "not seated"), room/not_seated for a watcher', async () => {
    const id = await createRoom(three);
    const { client } = await join(id, 'Ann');
    const watcher = await join(id, 'Bea');
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
    const client = await openClient(id);
    client.send({ type: 'join', protocol: 99, name: 'Old tab' });
    expect((await client.whenClosed()).code).toBe(4001);
  });

  it('a frame over 4 KiB is closed with 1009', async () => {
    const id = await createRoom(three);
    const { client } = await join(id, 'Ann');
    client.send({ type: 'rename', name: 'x', padding: 'y'.repeat(5000) });
    expect((await client.whenClosed()).code).toBe(1009);
  });

  it('4096 bytes of multi-byte text are accepted; one more byte closes with 1009', async () => {
    const id = await createRoom(three);
    const { client } = await join(id, 'Ann');
    let frame = JSON.stringify({ type: 'rename', name: 'Zoë', pad: 'é'.repeat(2020) });
    while (bytes(frame) < 4096) frame = frame.replace('"pad":"', '"pad":"x');
    expect(bytes(frame)).toBe(4096);
    client.sendRaw(frame);
    // A rename changes no field of the `room` message a spectator appears in: read storage until
    // it lands (waiting for a `room` message raced with the one the join itself sent).
    await vi.waitFor(async () => expect(await names(id)).toEqual([{ name: 'Zoë' }]));
    const over = frame.replace('"pad":"', '"pad":"x');
    expect(bytes(over)).toBe(4097);
    client.sendRaw(over);
    expect((await client.whenClosed()).code).toBe(1009);
  });

  it('a flood is rate limited, then closed with 1008; the other players play on', async () => {
    const id = await createRoom(three);
    const table = await seatTable(id, 3);
    const { client } = await join(id, 'Flooder');
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
