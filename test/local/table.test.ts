import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { BotLevel, RoomConfig, ServerMessage } from '../../shared/protocol';
import { LocalSide, pickReveal, RoomSide, seedQueue } from './harness';

// The room's seeds come from this queue, so that both tables deal the same game.
vi.mock('../../worker/room/ids', async (original) => ({
  ...(await original<typeof import('../../worker/room/ids')>()),
  newSeed: () => seedQueue.shift() ?? 'f'.repeat(32),
}));

const hex = fc.stringMatching(/^[0-9a-f]{32}$/);
const setup = fc.record({
  players: fc.constantFrom(3, 4, 5, 6),
  mode: fc.constantFrom('simple', 'spicy'),
  log: fc.constantFrom('classic', 'open'),
  spicyThreeTrios: fc.boolean(),
  levels: fc.array(fc.constantFrom<BotLevel>('easy', 'normal'), { minLength: 5, maxLength: 5 }),
  seeds: fc.array(hex, { minLength: 4, maxLength: 4 }),
  picks: fc.array(fc.nat(40), { maxLength: 200 }),
});

type State = Extract<ServerMessage, { type: 'state' }>;
const states = (messages: ServerMessage[]) => messages.filter((m): m is State => m.type === 'state');
const rooms = (messages: ServerMessage[]) =>
  messages
    // The room's lobby (seating the computers) comes before; the local table has none.
    .filter((m) => m.type === 'room' && m.status !== 'lobby')
    .map((m) =>
      m.type === 'room'
        ? { status: m.status, config: m.config, scoreboard: m.scoreboard, bots: m.seats.map((s) => s.bot) }
        : null,
    )
    .filter((m, i, all) => i === 0 || JSON.stringify(m) !== JSON.stringify(all[i - 1]));

describe('the local table plays as the room does (web/local/table.ts against worker/room)', () => {
  it('sends the same state frames, log and room facts for the same deal and moves, through a rematch', async () => {
    await fc.assert(
      fc.asyncProperty(setup, async ({ players, mode, log, spicyThreeTrios, levels, seeds, picks }) => {
        const config: RoomConfig & { turnTimer: 'off' } = {
          players,
          mode,
          teams: false,
          log,
          spicyThreeTrios,
          turnTimer: 'off',
        };
        const bots = levels.slice(0, players - 1);
        seedQueue.splice(0, seedQueue.length, ...seeds);
        const room = await RoomSide.open(config, bots);
        const local = new LocalSide(config, bots, seeds);
        await room.send({ type: 'start' });
        local.send({ type: 'join', protocol: 1, name: 'Ann' });
        let next = 0;
        for (const game of [1, 2]) {
          for (let moves = 0; moves < 400; moves++) {
            await room.flush();
            local.flush();
            const state = room.socket.last('state');
            if (!state || state.view.phase === 'over') break;
            const action = pickReveal(state.view, picks[next++ % Math.max(1, picks.length)] ?? 0);
            const act = { type: 'act' as const, action, version: state.version, game: state.game };
            await room.send(act);
            local.send(act);
          }
          expect(room.socket.last('state')?.game).toBe(game);
          if (game === 1) {
            await room.send({ type: 'rematch' });
            local.send({ type: 'rematch' });
          }
        }
        // Every state frame, byte for byte (views only: both built by shared/protocol/frames.ts).
        expect(local.frames.filter((f) => f.startsWith('{"type":"state"'))).toEqual(
          room.socket.frames.filter((f) => f.startsWith('{"type":"state"')),
        );
        expect(states(local.messages).length).toBeGreaterThan(1);
        expect(rooms(local.messages)).toEqual(rooms(room.socket.messages));
        // The log as a page that (re)joins gets it: the room's `history` to a new socket of the person.
        const again = room.sockets.connect(room.room);
        await room.room.onMessage(
          again,
          JSON.stringify({ type: 'join', protocol: 1, name: 'Ann', token: room.token }),
        );
        expect(local.table.history()).toEqual(again.last('history'));
        // Each game's record, as the room answers it, handed out only once that game was over:
        // right after the state frame that ended it (no earlier frame saw a deal or a card).
        expect(local.records.map((r) => r.game)).toEqual([1, 2]);
        for (const { game, record, afterFrames } of local.records) {
          expect(room.room.record(game)).toEqual({ ok: true, record });
          const sent = local.messages.slice(0, afterFrames);
          const ended = sent.findIndex(
            (m) => m.type === 'state' && m.game === game && m.view.phase === 'over',
          );
          expect(ended).toBeGreaterThanOrEqual(0);
          expect(sent.slice(ended + 1).filter((m) => m.type === 'state')).toEqual([]);
        }
      }),
      { numRuns: 6 },
    );
  });
});
