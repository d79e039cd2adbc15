import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { createRoom, roomStub, TestClient } from './client';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;
const bytes = (frame: string) => new TextEncoder().encode(frame).byteLength;

async function names(id: string): Promise<unknown[]> {
  return runInDurableObject(roomStub(id), (_room, state) =>
    state.storage.sql.exec('SELECT name FROM players ORDER BY joined_at').toArray(),
  );
}

describe('hostile frames', () => {
  it('a name with a lone surrogate is refused (it cannot be stored as UTF-8) and the name stands', async () => {
    const id = await createRoom(three);
    const { client } = await TestClient.join(id, 'Ann');
    client.sendRaw('{"type":"rename","name":"a\\ud800b"}');
    expect((await client.next('error')).code).toBe('protocol/invalid_message');
    const late = await TestClient.open(id);
    late.sendRaw('{"type":"join","protocol":1,"name":"\\udfff"}');
    expect((await late.next('error')).code).toBe('protocol/invalid_message');
    expect(await names(id)).toEqual([{ name: 'Ann' }]);
  });

  it('4096 bytes of multi-byte text are accepted; one more byte closes with 1009', async () => {
    const id = await createRoom(three);
    const { client } = await TestClient.join(id, 'Ann');
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

  it('__proto__ and constructor keys, null, numbers, deep arrays and Infinity are plain schema failures', async () => {
    const id = await createRoom(three);
    const client = await TestClient.open(id);
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
});
