import { describe, expect, it } from 'vitest';
import { applyAction, legalActions } from '../../shared/engine';
import type { GameState } from '../../shared/engine/types';
import type { ServerMessage } from '../../shared/protocol';
import { createRoom, join, trueState } from './node-rooms';
import { chooser, everyone, seatTable, type Table } from './table';

type StateMessage = Extract<ServerMessage, { type: 'state' }>;
type LogMode = 'classic' | 'open';

/**
 * Plays random legal reveals until one ends a turn in a mismatch, then one more reveal (the next
 * turn's first). Returns every state frame each client got for those two moves, and the table.
 */
async function mismatchThenReveal(log: LogMode) {
  const table: Table = await seatTable(
    await createRoom({ players: 3, mode: 'simple', teams: false, log }),
    3,
    1,
  );
  const pick = chooser(3);
  let state: GameState = await trueState(table.id);
  let version = 0;
  const move = async () => {
    const options = legalActions(state, state.turn);
    const action = options[pick(options.length)];
    if (!action) throw new Error('no legal action');
    const result = applyAction(state, state.turn, action);
    if (!result.ok) throw new Error(result.error.message);
    table.clients[state.turn]?.send({ type: 'act', action, version });
    state = result.state;
    const target = ++version;
    const frames = await Promise.all(
      everyone(table).map((c) => c.next('state', (m) => m.version === target)),
    );
    return { frames, mismatch: result.events.some((e) => e.type === 'mismatch') };
  };
  for (;;) {
    const { frames, mismatch } = await move();
    if (state.phase !== 'play') throw new Error('the game ended before a mismatch');
    if (mismatch) return { table, shown: frames, next: (await move()).frames, version };
  }
}

const values = (frames: StateMessage[]) =>
  frames.map((f) => f.view.lastTurn?.revealed.map((r) => r.value) ?? null);

describe('the last turn in the view', { timeout: 30_000 }, () => {
  it('classic: a mismatch is in the frame that reports it, then gone from every frame and resync', async () => {
    const { table, shown, next } = await mismatchThenReveal('classic');
    for (const frame of shown) {
      expect(frame.events.some((e) => e.type === 'mismatch')).toBe(true);
      expect(frame.view.lastTurn?.outcome).toBe('mismatch');
      expect(frame.view.lastTurn?.revealed.length).toBeGreaterThanOrEqual(2);
    }
    expect(values(next)).toEqual(next.map(() => null));
    // A resync (a reload, a late spectator) carries no events: no values either.
    const late = await join(table.id, 'Late');
    expect((await late.client.next('state')).view.lastTurn).toBeNull();
    const back = await join(table.id, 'Player 1', table.tokens[1]);
    expect((await back.client.next('state')).view.lastTurn).toBeNull();
  });

  it('open log: the last turn stays in the view through the next turn', async () => {
    const { shown, next } = await mismatchThenReveal('open');
    expect(values(next)).toEqual(values(shown));
    expect(next.every((f) => f.view.lastTurn?.outcome === 'mismatch')).toBe(true);
  });
});
