import { describe, expect, it } from 'vitest';
import { createRoom, join, trueState } from './node-rooms';
import { seatTable } from './table';

const three = { players: 3, mode: 'simple', teams: false, log: 'open' };

/** worker/room/rate-limit.ts: a burst of 20 room changes per socket, then 2 a second. */
const CHANGE_BURST = 20;
const CHANGES_PER_SECOND = 2;

describe('room changes are limited per socket, apart from moves', () => {
  it('a lobby rename flood gets 20 changes through, then protocol/rate_limited, then close 1008', async () => {
    const id = await createRoom(three);
    const { client: host } = await join(id, 'Host');
    const { client: flooder, welcome } = await join(id, 'Flooder');
    flooder.send({ type: 'sit', seat: 1 });
    await host.next('room', (m) => m.seats[1]?.player === welcome.player);
    const names = (room: { seats: { player: string | null; name: string | null }[] }) =>
      room.seats.find((s) => s.player === welcome.player)?.name ?? null;

    const started = Date.now();
    for (let i = 1; i <= 60; i++) flooder.send({ type: 'rename', name: `F${i}` });
    expect((await flooder.next('error', (m) => m.code === 'protocol/rate_limited')).message).toMatch(
      /too many seat, name or settings changes/,
    );
    expect((await flooder.whenClosed()).code).toBe(1008);
    const seconds = (Date.now() - started) / 1000;

    // Every applied rename reached the host as a room message (the sit took one change before);
    // the close, handled after every frame before it, shows the flooder away.
    await host.next('room', (m) => m.seats[1]?.connected === false);
    const applied = new Set(
      host.messages.flatMap((m) => (m.type === 'room' ? [names(m)] : [])).filter((n) => n?.startsWith('F')),
    );
    expect(applied.size).toBeGreaterThanOrEqual(CHANGE_BURST - 1);
    expect(applied.size).toBeLessThanOrEqual(CHANGE_BURST - 1 + Math.ceil(seconds * CHANGES_PER_SECOND));
  });

  it('a player out of room changes still makes moves', async () => {
    const id = await createRoom(three);
    const table = await seatTable(id, 3);
    const state = await trueState(id);
    const mover = table.clients[state.turn]!;
    for (let i = 1; i <= CHANGE_BURST + 3; i++) mover.send({ type: 'rename', name: `R${i}` });
    await mover.next('error', (m) => m.code === 'protocol/rate_limited');
    mover.send({ type: 'act', action: { type: 'reveal', target: { kind: 'center', slot: 0 } }, version: 0 });
    expect((await mover.next('state', (m) => m.version === 1)).version).toBe(1);
    expect(mover.closed).toBeNull();
  });
});
