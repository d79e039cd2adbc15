import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createGame, type GameConfigInput, playerView, type Target } from '../../shared/engine';
import { RoomSummarySchema } from '../../shared/protocol';
import { SIX_TRIOS_DEAL } from '../fixtures/scenarios';
import type { RoomClient } from '../harness/room-client';
import {
  createRoom,
  inRoom,
  join,
  restartAll,
  storedSnapshot,
  summaryOf as summary,
  trueState,
} from './node-rooms';
import { seatTable } from './table';

/**
 * The Picante house rule (issue 14) in the room: `spicyThreeTrios` by `configure`, in the summary
 * and the room message, and in the game the room deals (`POST /api/games` with it, and its
 * refusals, are test/worker/picante.test.ts).
 */

const picante = { players: 3, mode: 'spicy', teams: false, log: 'classic', spicyThreeTrios: true } as const;
const official = { players: 3, mode: 'spicy', teams: false, log: 'classic' } as const;
/** A room's settings as the server reports them: the turn timer left out is the normal one. */
const reported = <T extends object>(config: T) => ({ ...config, turnTimer: 'normal' });

/** The room's public summary (`GET /api/games/:id`), validated. */
const summaryOf = async (id: string) => v.parse(RoomSummarySchema, await summary(id));

describe('the spicyThreeTrios room option', () => {
  it('configure turns it on and off (left out: off); the room message always carries it', async () => {
    const id = await createRoom(official);
    const host = await join(id, 'Host');
    const guest = await join(id, 'Guest');
    expect((await guest.client.next('room')).config.spicyThreeTrios).toBe(false);
    host.client.send({ type: 'configure', config: picante });
    const on = await guest.client.next('room', (m) => m.config.spicyThreeTrios);
    expect(on.config).toEqual(reported(picante));
    expect((await summaryOf(id)).config).toEqual(reported(picante));
    host.client.send({ type: 'configure', config: official });
    const off = await guest.client.next('room', (m) => !m.config.spicyThreeTrios);
    expect(off.config).toEqual(reported({ ...official, spicyThreeTrios: false }));
    expect(
      guest.client.frames
        .filter((f) => f.includes('"type":"room"'))
        .every((f) => f.includes('"spicyThreeTrios":')),
    ).toBe(true);
  });

  it('a configure with a non-boolean spicyThreeTrios is refused and changes nothing', async () => {
    const id = await createRoom(picante);
    const host = await join(id, 'Host');
    await host.client.next('room');
    host.client.send({ type: 'configure', config: { ...official, spicyThreeTrios: 'no' } });
    expect((await host.client.next('error')).code).toBe('protocol/invalid_message');
    expect((await summaryOf(id)).config).toEqual(reported(picante));
  });

  it('the room deals its game with the option, and every view carries it', async () => {
    const id = await createRoom(picante);
    const table = await seatTable(id, 3, 1);
    expect((await trueState(id)).config).toEqual({
      players: 3,
      mode: 'spicy',
      teams: false,
      spicyThreeTrios: true,
    });
    for (const c of [...table.clients, ...table.spectators]) {
      const dealt = c.messages.find((m) => m.type === 'state');
      expect(dealt?.type === 'state' && dealt.view.config.spicyThreeTrios).toBe(true);
    }
  });
});

const lowest = (seat: number): Target => ({ kind: 'hand', seat, end: 'lowest' });
const center = (slot: number): Target => ({ kind: 'center', slot });

/**
 * Seats three players in a room made with `config`, then puts the game on SIX_TRIOS_DEAL (seat 0
 * holds three 4s, 5s and 6s, none connected; seat 0 first), as a restart would find it in storage,
 * and rejoins everyone with their tokens. Returns the rejoined clients.
 */
async function sixTriosRoom(config: typeof picante | typeof official) {
  const id = await createRoom(config);
  const table = await seatTable(id, 3);
  const game: GameConfigInput = { players: 3, mode: 'spicy', teams: false };
  if ('spicyThreeTrios' in config) game.spicyThreeTrios = config.spicyThreeTrios;
  const state = createGame(game, { seed: 'picante', firstSeat: 0, deal: SIX_TRIOS_DEAL });
  await inRoom(id, (_room, storage) => {
    storage.sql.exec('UPDATE snapshot SET state = ?', JSON.stringify(state));
  });
  await restartAll();
  const clients: RoomClient[] = [];
  for (let seat = 0; seat < 3; seat++) {
    const { client, welcome } = await join(id, `Player ${seat}`, table.tokens[seat]);
    expect(welcome.seat).toBe(seat);
    expect((await client.next('state')).view).toEqual(playerView(state, seat));
    clients.push(client);
  }
  let version = (await storedSnapshot(id))!.version;
  const play = async (seat: number, targets: Target[]) => {
    let last = null;
    for (const target of targets) {
      clients[seat]!.send({ type: 'act', action: { type: 'reveal', target }, version });
      version++;
      const v = version;
      last = await clients[(seat + 1) % 3]!.next('state', (m) => m.version === v);
    }
    return last!;
  };
  /** Seat 0 collects the trio its `targets` reveal; unless that ends the game, seats 1 and 2 mismatch. */
  const trio = async (targets: Target[]) => {
    const after = await play(0, targets);
    if (after.view.phase !== 'over') {
      await play(1, [lowest(1), lowest(2)]);
      await play(2, [lowest(1), lowest(2)]);
    }
    return after;
  };
  return { id, clients, trio };
}

describe('a whole game under the option, through the room’s sockets', { timeout: 30_000 }, () => {
  it('spicy with spicyThreeTrios: three unconnected trios win (three_trios) and the room is over', async () => {
    const { id, clients, trio } = await sixTriosRoom(picante);
    await trio([lowest(0), lowest(0), lowest(0)]);
    await trio([lowest(0), lowest(0), lowest(0)]);
    const won = await trio([lowest(0), lowest(0), lowest(0)]);
    expect(won.view.trios[0]).toEqual([4, 5, 6]);
    expect(won.view.winner).toEqual({ seats: [0], reason: 'three_trios' });
    expect(won.events.at(-1)).toEqual({ type: 'game_won', seats: [0], reason: 'three_trios' });
    expect((await clients[2]!.next('room', (m) => m.status === 'over')).status).toBe('over');
    expect((await summaryOf(id)).status).toBe('over');
  });

  it('spicy without it: the same three trios do not win, the game goes on until a connected one', async () => {
    const { id, trio } = await sixTriosRoom(official);
    await trio([lowest(0), lowest(0), lowest(0)]);
    await trio([lowest(0), lowest(0), lowest(0)]);
    const third = await trio([lowest(0), lowest(0), lowest(0)]);
    expect(third.view.trios[0]).toEqual([4, 5, 6]);
    expect(third.view.winner).toBeNull();
    expect((await summaryOf(id)).status).toBe('playing');
    // 8, 9, 10 in the center are not connected to 4, 5, 6 or to each other either.
    await trio([center(0), center(1), center(2)]);
    expect((await trueState(id)).phase).toBe('play');
  });
});
