import { describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '../../shared/protocol';
import { createRoom, join, trueState } from './node-rooms';
import { chooseAction, chooser, seatTable } from './table';

const three = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;

describe('sync: a resync on demand', () => {
  it('answers the asking socket only: the room, then the current state with no events', async () => {
    const id = await createRoom(three);
    const lobby = await join(id, 'Early');
    const joined = await lobby.client.next('room');
    lobby.client.send({ type: 'sync' });
    // Before any deal: the room message again, and no state.
    expect(await lobby.client.next('room')).toEqual(joined);
    lobby.client.send({ type: 'log_page', game: 99, before: 1 });
    await lobby.client.next('error');
    expect(lobby.client.messages.some((m) => m.type === 'state')).toBe(false);
    // Gone for good (4005): the host role is free at once for the table seated next.
    lobby.client.close(CLOSE_CODES.left);

    const table = await seatTable(id, 3);
    const state = await trueState(id);
    const mover = table.clients[state.turn]!;
    mover.send({ type: 'act', action: chooseAction(state, state.turn, chooser(3)), version: 0 });
    const moved = await mover.next('state', (m) => m.version === 1);
    const other = table.clients[(state.turn + 1) % 3]!;
    await other.next('state', (m) => m.version === 1);
    const before = table.clients.map((c) => c.messages.length);
    other.send({ type: 'sync' });
    const again = await other.next('state');
    expect(other.messages.at(-2)?.type).toBe('room');
    expect(again).toMatchObject({ type: 'state', game: 1, version: 1, events: [] });
    expect(again.view.viewer).toBe((state.turn + 1) % 3);
    expect(again.view.revealed).toEqual(moved.view.revealed);
    // Nobody else heard anything (the mover's next frame is the answer to its own question).
    mover.send({ type: 'log_page', game: 99, before: 1 });
    await mover.next('error');
    expect(mover.messages.length).toBe(before[state.turn]! + 1);
  });
});
