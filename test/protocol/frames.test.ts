import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createGame, playerView } from '../../shared/engine';
import { ServerMessageSchema } from '../../shared/protocol';
import { historyMessage, stateMessage } from '../../shared/protocol/frames';
import { gameWith, SIMPLE3, TEAMS4 } from '../fixtures/deals';
import { act, center, reveals } from '../fixtures/play';

const timer = { dueForMs: 500, limitMs: 90_000 };

describe('the state and history frames (shared/protocol/frames.ts)', () => {
  it('a state frame: its fields in wire order, the viewer’s view, the events as they are', () => {
    const game = createGame(TEAMS4, { seed: 'frames' });
    const r = act(game, 1, { type: 'skip_swap' });
    const message = stateMessage({
      game: 2,
      version: 7,
      state: r.state,
      viewer: 1,
      log: 'classic',
      events: r.events,
      timer,
    });
    expect(Object.keys(message)).toEqual(['type', 'game', 'version', 'view', 'events', 'timer']);
    expect(message).toEqual({
      type: 'state',
      game: 2,
      version: 7,
      view: playerView(r.state, 1),
      events: r.events,
      timer,
    });
    expect(v.is(ServerMessageSchema, message)).toBe(true);
    expect(
      stateMessage({ game: 2, version: 7, state: r.state, viewer: null, log: 'open', events: [], timer }).view
        .hand,
    ).toBeNull();
  });

  it('has no turn timer once the game is over', () => {
    const won = reveals(gameWith(SIMPLE3, { center: [7, 7, 7] }), center(0), center(1), center(2));
    const message = stateMessage({
      game: 1,
      version: 3,
      state: won.state,
      viewer: 0,
      log: 'open',
      events: won.events,
      timer,
    });
    expect(message.view.phase).toBe('over');
    expect(message.timer).toBeNull();
  });

  it('a history frame: the log as the room’s log mode shows it', () => {
    const turn = reveals(gameWith(SIMPLE3, { center: [8, 12] }), center(0), center(1));
    const base = { game: 1, version: 2, complete: true, events: turn.events };
    const classic = historyMessage({ ...base, log: 'classic' });
    expect(Object.keys(classic)).toEqual(['type', 'game', 'version', 'complete', 'events']);
    expect(classic.events.flatMap((e) => (e.type === 'revealed' ? [e.value] : []))).toEqual([null, null]);
    expect(historyMessage({ ...base, log: 'open' }).events).toEqual(turn.events);
    expect(v.is(ServerMessageSchema, classic)).toBe(true);
  });
});
