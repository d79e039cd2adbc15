import { describe, expect, it } from 'vitest';
import { createRoom } from './client';
import { seatTable } from './table';

describe('a team swap skipped by one partner', () => {
  it('tells the seat that skipped (so its client stops offering a choice), and nobody else', async () => {
    const id = await createRoom({ players: 4, mode: 'simple', teams: true, log: 'open' });
    const table = await seatTable(id, 4);
    const [ann, bo, cy, di] = table.clients;
    if (!ann || !bo || !cy || !di) throw new Error('four seats expected');
    ann.send({ type: 'act', action: { type: 'skip_swap' }, version: 0 });
    const seen = await Promise.all(table.clients.map((c) => c.next('state', (m) => m.version === 1)));
    expect(seen.map((m) => m.view.phase)).toEqual(['swap', 'swap', 'swap', 'swap']);
    expect(seen.map((m) => m.view.swap?.skipped)).toEqual([true, false, false, false]);
    // Every seat is still listed as deciding: Cy (Ann's partner) cannot tell Ann skipped.
    for (const m of seen) expect(m.view.swap?.pending).toEqual([0, 1, 2, 3]);
    // Deciding again is refused, the state unchanged.
    ann.send({ type: 'act', action: { type: 'skip_swap' }, version: 1 });
    expect((await ann.next('error')).code).toBe('engine/already_decided');
  });
});
