import { describe, expect, it } from 'vitest';
import { parseServerMessage, TURN_LIMIT_MS } from '../../shared/protocol';

const view = {
  config: { players: 3, mode: 'simple', teams: false },
  viewer: null,
  phase: 'play',
  turn: 1,
  hand: null,
  handSizes: [9, 9, 9],
  center: ['face_down', 'face_down', 'face_down'],
  revealed: [],
  trios: [[], [], []],
  teams: null,
  swap: null,
  lastTurn: null,
  winner: null,
};

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
