import { describe, expect, it } from 'vitest';
import { createRoom } from './node-rooms';
import { seatTable } from './table';

describe('a team swap skipped by one partner', () => {
  it('tells the seat that skipped (so its client stops offering a choice), and nobody else', async () => {
    const id = await createRoom({ players: 4, mode: 'simple', teams: true, log: 'open' });
    const table = await seatTable(id, 4);
    const [ann, bo, cy, di] = table.clients;
    if (!ann || !bo || !cy || !di) throw new Error('four seats expected');
    ann.send({ type: 'act', action: { type: 'skip_swap' }, version: 0 });
    // Only Ann hears of it, at the same version: the swap is secret until the exchange resolves
    // (swap-secret.test.ts shows that the others get no frame at all).
    const mine = await ann.next('state', (m) => m.view.swap?.skipped === true);
    expect(mine.version).toBe(0);
    expect(mine.view.phase).toBe('swap');
    // Every seat is still listed as deciding: Cy (Ann's partner) cannot tell Ann skipped.
    expect(mine.view.swap?.pending).toEqual([0, 1, 2, 3]);
    // Deciding again is refused, the state unchanged.
    ann.send({ type: 'act', action: { type: 'skip_swap' }, version: 0 });
    expect((await ann.next('error')).code).toBe('engine/already_decided');
    // Cy's decision on version 0 resolves the team: everyone hears it, and only Ann saw a skip.
    cy.send({ type: 'act', action: { type: 'skip_swap' }, version: 0 });
    const seen = await Promise.all(table.clients.map((c) => c.next('state', (m) => m.version === 2)));
    expect(seen.map((m) => m.events)).toEqual(
      seen.map(() => [{ type: 'swap_done', team: [0, 2], swapped: false }]),
    );
    for (const m of seen) expect(m.view.swap?.pending).toEqual([1, 3]);
  });
});
