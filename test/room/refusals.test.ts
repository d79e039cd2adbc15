import { describe, expect, it } from 'vitest';
import type { ClientMessage } from '../../shared/protocol';
import type { RoomClient } from '../harness/room-client';
import { createRoom, inRoom, join, storedSnapshot, trueState } from './node-rooms';
import { chooseAction, chooser, playToEnd, seatTable } from './table';

/** Every row the room keeps, except the clocks a join or a move may touch. */
async function everything(id: string) {
  return inRoom(id, (_room, storage) => ({
    room: storage.sql.exec('SELECT config, status, host, game, first_seat FROM room').toArray(),
    players: storage.sql.exec('SELECT id, name, seat, autoplay FROM players ORDER BY id').toArray(),
    bots: storage.sql.exec('SELECT * FROM bots ORDER BY seat').toArray(),
    snapshot: storage.sql.exec('SELECT * FROM snapshot').toArray(),
    actions: storage.sql.exec('SELECT game, seq FROM actions ORDER BY game, seq').toArray(),
  }));
}

describe('every refused message leaves the room exactly as it was', { timeout: 30_000 }, () => {
  it('mid-game: lobby commands, host commands by others, spectators, wrong turn, stale and future versions, swaps outside a swap', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    const table = await seatTable(id, 3);
    const watcher = await join(id, 'Watcher');
    const state = await trueState(id);
    const seat = state.turn;
    const mover = table.clients[seat]!;
    const other = table.clients[(seat + 1) % 3]!;
    const host = table.clients[0]!;
    const guest = table.clients[seat === 1 ? 2 : 1]!;
    const legal = chooseAction(state, seat, chooser(1));
    const before = await everything(id);
    const attempts: [RoomClient, ClientMessage, string][] = [
      [
        host,
        { type: 'configure', config: { players: 4, mode: 'spicy', teams: true, log: 'open' } },
        'room/wrong_status',
      ],
      [host, { type: 'add_bot', seat: 0, level: 'hard' }, 'room/wrong_status'],
      [host, { type: 'remove_bot', seat: 0 }, 'room/wrong_status'],
      [host, { type: 'start' }, 'room/wrong_status'],
      [host, { type: 'rematch' }, 'room/wrong_status'],
      [
        guest,
        { type: 'configure', config: { players: 3, mode: 'simple', teams: false, log: 'open' } },
        'room/not_host',
      ],
      [guest, { type: 'rematch' }, 'room/not_host'],
      [mover, { type: 'stand' }, 'room/wrong_status'],
      [watcher.client, { type: 'sit', seat }, 'room/wrong_status'],
      [watcher.client, { type: 'act', action: legal, version: 0 }, 'room/not_seated'],
      [other, { type: 'act', action: legal, version: 0 }, 'engine/not_your_turn'],
      [mover, { type: 'act', action: legal, version: 1 }, 'room/stale_version'],
      [mover, { type: 'act', action: legal, version: -1 }, 'room/stale_version'],
      [
        mover,
        { type: 'act', action: { type: 'swap', value: state.hands[seat]![0]! }, version: 0 },
        'engine/wrong_phase',
      ],
      [mover, { type: 'act', action: { type: 'skip_swap' }, version: 0 }, 'engine/wrong_phase'],
      [
        mover,
        {
          type: 'act',
          action: { type: 'reveal', target: { kind: 'hand', seat: 5, end: 'lowest' } },
          version: 0,
        },
        'engine/not_revealable',
      ],
    ];
    for (const [client, message, code] of attempts) {
      client.send(message);
      const error = await client.next('error');
      expect([message.type, error.code]).toEqual([message.type, code]);
      expect(error.message).not.toMatch(/\d{2,}|seed|rng|token/i);
    }
    expect(await everything(id)).toEqual(before);
    // The same legal move is still accepted once, and its replay is stale.
    mover.send({ type: 'act', action: legal, version: 0 });
    mover.send({ type: 'act', action: legal, version: 0 });
    expect((await mover.next('error')).code).toBe('room/stale_version');
    expect((await everything(id)).actions).toEqual([{ game: 1, seq: 1 }]);
  });

  it('after game over: acting, start and stand', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'open' });
    const table = await seatTable(id, 3);
    await playToEnd(table, chooser(5));
    await table.clients[0]!.next('room', (m) => m.status === 'over');
    const version = (await storedSnapshot(id))?.version ?? -1;
    const before = await everything(id);
    const host = table.clients[0]!;
    const attempts: [ClientMessage, string][] = [
      [
        { type: 'act', action: { type: 'reveal', target: { kind: 'center', slot: 0 } }, version },
        'engine/game_over',
      ],
      [{ type: 'start' }, 'room/wrong_status'],
      [{ type: 'stand' }, 'room/wrong_status'],
    ];
    for (const [message, code] of attempts) {
      host.send(message);
      expect((await host.next('error')).code).toBe(code);
    }
    expect(await everything(id)).toEqual(before);
  });
});
