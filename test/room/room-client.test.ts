import { describe, expect, it } from 'vitest';
import { createRoom, join, openClient } from './node-rooms';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;

/**
 * The RoomClient (test/harness/room-client.ts) never hangs: a wait that is not met fails after its
 * deadline (here a short one, 50 ms) naming what it waited for and the last frames it saw.
 */
describe('a RoomClient wait that is not met', () => {
  it('fails naming the message it waited for, and that nothing came', async () => {
    const client = openClient(await createRoom(three));
    await expect(client.next('welcome', undefined, 50)).rejects.toThrow(
      "no 'welcome' within 50 ms; socket open, 0 frames, last: none",
    );
  });

  it('fails naming its match and the last frames, and a later wait is served all the same', async () => {
    const id = await createRoom(three);
    const { client } = await join(id, 'Ann');
    const failed = client.next('room', (m) => m.status === 'over', 50);
    await expect(failed).rejects.toThrow(/no 'room' matching \(m\) => m\.status === "over" within 50 ms/);
    await expect(failed).rejects.toThrow(
      /socket open, 2 frames, last: \{"type":"welcome".*\| \{"type":"room"/,
    );
    // The failed wait is gone from the queue: the next one is answered.
    client.send({ type: 'sit', seat: 0 });
    expect((await client.next('room', (m) => m.seats[0]?.name === 'Ann')).seats[0]?.name).toBe('Ann');
  });

  it('for a close that never comes fails too', async () => {
    const { client } = await join(await createRoom(three), 'Ann');
    await expect(client.whenClosed(50)).rejects.toThrow(/no close within 50 ms; socket open, 2 frames/);
  });
});
