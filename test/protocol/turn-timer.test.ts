import { describe, expect, it } from 'vitest';
import { parseServerMessage, TURN_LIMIT_MS } from '../../shared/protocol';
import { viewOf } from '../bots/views';

// A spectator's view (no hand) of a game at its first move.
const view = viewOf({ viewer: null, turn: 1, hand: null, center: ['face_down', 'face_down', 'face_down'] });

function state(timer?: unknown) {
  const message = { type: 'state', game: 1, version: 0, view, events: [] };
  return parseServerMessage(JSON.stringify(timer === undefined ? message : { ...message, timer }));
}

describe('the state message’s turn timer', () => {
  it('carries an age and a limit in whole milliseconds; a frame without one reads as null', () => {
    expect(state({ dueForMs: 41_250, limitMs: TURN_LIMIT_MS })).toMatchObject({
      ok: true,
      message: { timer: { dueForMs: 41_250, limitMs: 90_000 } },
    });
    expect(state(null)).toMatchObject({ ok: true, message: { timer: null } });
    expect(state()).toMatchObject({ ok: true, message: { timer: null } });
  });

  it('refuses a negative, fractional or missing age', () => {
    expect(state({ dueForMs: -1, limitMs: 90_000 }).ok).toBe(false);
    expect(state({ dueForMs: 1.5, limitMs: 90_000 }).ok).toBe(false);
    expect(state({ limitMs: 90_000 }).ok).toBe(false);
  });
});
