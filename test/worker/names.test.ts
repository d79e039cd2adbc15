import { describe, expect, it } from 'vitest';
import { createRoom, TestClient } from './client';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;
const EMOJI_13 = '😀'.repeat(13); // 13 characters, 26 UTF-16 units
const THUMBS_24 = '\u{1F44D}\u{1F3FD}'.repeat(24); // 24 thumbs with a skin tone: 96 units

describe('names count the characters a person sees (workerd segments them)', { timeout: 30_000 }, () => {
  it('a player named with 13 emoji joins, sits under that name and can rename to 24 emoji with skin tones', async () => {
    const id = await createRoom(three);
    const { client } = await TestClient.join(id, EMOJI_13);
    client.send({ type: 'sit', seat: 0 });
    expect((await client.next('room', (r) => r.seats[0]?.name === EMOJI_13)).seats[0]?.name).toBe(EMOJI_13);
    client.send({ type: 'rename', name: THUMBS_24 });
    await client.next('room', (r) => r.seats[0]?.name === THUMBS_24);
  });

  it('a 25th emoji is refused with protocol/invalid_message and the name stands', async () => {
    const id = await createRoom(three);
    const { client } = await TestClient.join(id, EMOJI_13);
    client.send({ type: 'sit', seat: 0 });
    await client.next('room', (r) => r.seats[0]?.name === EMOJI_13);
    client.send({ type: 'rename', name: '😀'.repeat(25) });
    const error = await client.next('error');
    expect(error.code).toBe('protocol/invalid_message');
    expect(error.message).toContain('at most 24 characters');
    client.send({ type: 'sync' });
    expect((await client.next('room')).seats[0]?.name).toBe(EMOJI_13);
  });
});
