import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CreateGameRequestSchema,
  PlayerViewSchema,
  parseClientMessage,
  parseServerMessage,
  RoomSummarySchema,
  roomSettings,
} from '../../shared/protocol';

/**
 * The house option `spicyThreeTrios` (docs/rules.md, Winning) on the wire: optional where a client
 * sends settings (absent = off, so older clients keep working), always present where the server
 * reports them, and read as off in a frame from a server that predates it.
 */

const official = { players: 3, mode: 'spicy', teams: false, log: 'classic' } as const;

const configure = (config: unknown) => parseClientMessage(JSON.stringify({ type: 'configure', config }));

describe('spicyThreeTrios from clients', () => {
  it('configure takes it as a boolean, and without it (an older client) as before', () => {
    for (const flag of [true, false]) {
      expect(configure({ ...official, spicyThreeTrios: flag })).toEqual({
        ok: true,
        message: { type: 'configure', config: { ...official, spicyThreeTrios: flag } },
      });
    }
    expect(configure(official)).toEqual({ ok: true, message: { type: 'configure', config: official } });
  });

  it.each([
    ['a string', 'yes'],
    ['null', null],
    ['a number', 1],
    ['an object', {}],
  ])('configure refuses it as %s', (_name, flag) => {
    expect(configure({ ...official, spicyThreeTrios: flag }).ok).toBe(false);
  });

  it('POST /api/games takes it (strict body: it is a known setting) and refuses a non-boolean', () => {
    const body = { ...official, spicyThreeTrios: true, name: 'Ana', seat: 0 };
    expect(v.parse(CreateGameRequestSchema, body)).toEqual(body);
    expect(v.safeParse(CreateGameRequestSchema, official).success).toBe(true);
    expect(v.safeParse(CreateGameRequestSchema, { ...official, spicyThreeTrios: 'true' }).success).toBe(
      false,
    );
  });

  it('roomSettings keeps a requested option and sets a left-out one off', () => {
    // A left-out turn timer is the normal one (the limit rooms had before the choice).
    expect(roomSettings(official)).toEqual({ ...official, spicyThreeTrios: false, turnTimer: 'normal' });
    expect(roomSettings({ ...official, spicyThreeTrios: true })).toEqual({
      ...official,
      spicyThreeTrios: true,
      turnTimer: 'normal',
    });
    expect(roomSettings({ ...official, turnTimer: 'fast' })).toEqual({
      ...official,
      spicyThreeTrios: false,
      turnTimer: 'fast',
    });
    // Only the settings: a create request's other fields stay out.
    const request = v.parse(CreateGameRequestSchema, { ...official, name: 'Ana', seat: 0, start: false });
    expect(roomSettings(request)).toEqual({ ...official, spicyThreeTrios: false, turnTimer: 'normal' });
  });
});

describe('spicyThreeTrios from the server', () => {
  const summary = (config: unknown) => ({
    id: 'k7rw3x9mfq2a',
    status: 'lobby',
    config,
    seats: [],
    host: null,
    spectators: 0,
  });

  it('the room message and the summary always carry it; an older server that sent none reads as off', () => {
    const room = (config: unknown) =>
      parseServerMessage(JSON.stringify({ type: 'room', ...summary(config) }));
    expect(room({ ...official, spicyThreeTrios: true })).toMatchObject({
      ok: true,
      message: { config: { spicyThreeTrios: true } },
    });
    expect(room(official)).toMatchObject({
      ok: true,
      message: { config: { ...official, spicyThreeTrios: false } },
    });
    expect(room({ ...official, spicyThreeTrios: 'yes' }).ok).toBe(false);
    expect(v.parse(RoomSummarySchema, summary(official)).config.spicyThreeTrios).toBe(false);
    expect(
      v.parse(RoomSummarySchema, summary({ ...official, spicyThreeTrios: true })).config.spicyThreeTrios,
    ).toBe(true);
  });

  it("a view's config carries it; a view without it (an older server) reads as off", () => {
    const view = {
      config: { players: 3, mode: 'spicy', teams: false },
      viewer: null,
      phase: 'play',
      turn: 0,
      hand: null,
      handSizes: [9, 9, 9],
      center: new Array(9).fill('face_down'),
      revealed: [],
      trios: [[], [], []],
      teams: null,
      swap: null,
      lastTurn: null,
      winner: null,
    };
    expect(v.parse(PlayerViewSchema, view).config.spicyThreeTrios).toBe(false);
    const picante = { ...view, config: { ...view.config, spicyThreeTrios: true } };
    expect(v.parse(PlayerViewSchema, picante).config.spicyThreeTrios).toBe(true);
    const bad = { ...view, config: { ...view.config, spicyThreeTrios: 0 } };
    expect(v.safeParse(PlayerViewSchema, bad).success).toBe(false);
  });
});
