import { describe, expect, it } from 'vitest';
import type { GameState } from '../../shared/engine/types';
import type { ServerMessage } from '../../shared/protocol';
import type { RoomClient } from '../harness/room-client';
import { createRoom, trueState } from './node-rooms';
import { botTable, chooser, everyone, playToEnd, seatTable } from './table';

/**
 * Hands shown at the end (issue 16): a view's `final` is null in every frame before the game is
 * over, for every viewer (players and spectators), and at game over holds every hand and every
 * center card, the same for everyone.
 */

type StateMessage = Extract<ServerMessage, { type: 'state' }>;

const states = (c: RoomClient): StateMessage[] =>
  c.messages.filter((m): m is StateMessage => m.type === 'state');

const finalOf = (state: GameState) => ({
  hands: state.hands,
  center: state.center.map((value) => value ?? 'empty'),
});

function expectFinalOnlyAtTheEnd(client: RoomClient, end: GameState): void {
  const frames = states(client);
  const over = frames.filter((m) => m.view.phase === 'over');
  expect(over).toHaveLength(1);
  for (const m of frames) {
    if (m.view.phase === 'over') expect(m.view.final).toEqual(finalOf(end));
    else expect(m.view.final).toBeNull();
  }
  // Not vacuous: a whole game's frames, the deal included.
  expect(frames[0]?.version).toBe(0);
  expect(frames.length).toBeGreaterThan(10);
}

describe('the final view', { timeout: 120_000 }, () => {
  it('is null in every frame of a game before it is over, for each player and a spectator, and exact at the end', async () => {
    const id = await createRoom({ players: 4, mode: 'spicy', teams: false, log: 'open' });
    const table = await seatTable(id, 4, 1);
    const end = await playToEnd(table, chooser(41));
    await Promise.all(everyone(table).map((c) => c.next('room', (m) => m.status === 'over')));
    expect(await trueState(id)).toEqual(end);
    for (const c of everyone(table)) expectFinalOnlyAtTheEnd(c, end);
    // At the end every card is accounted for: 36 in the hands, the center and the trios.
    const final = states(table.spectators[0]!).at(-1)!.view.final!;
    const counted =
      final.hands.flat().length +
      final.center.filter((c) => c !== 'empty').length +
      end.trios.flat().length * 3;
    expect(counted).toBe(36);
  });

  it('a spectator of a whole game between computers sees no final before the end, and every card at it', async () => {
    const { id, client } = await botTable('easy');
    // BOT_DELAY_MS is 0 in tests: the computers play the game through at once.
    await client.next('room', (m) => m.status === 'over');
    expectFinalOnlyAtTheEnd(client, await trueState(id));
  });
});
