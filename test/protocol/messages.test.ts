import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  GameEventSchema,
  LogEventSchema,
  PING_FRAME,
  PONG_FRAME,
  PROTOCOL_VERSION,
  parseClientMessage,
  parseServerMessage,
} from '../../shared/protocol';

const TOKEN = '0123456789abcdef0123456789abcdef';

function client(message: unknown) {
  return parseClientMessage(JSON.stringify(message));
}

describe('client messages', () => {
  it('accepts a join with a trimmed name and an optional token', () => {
    const parsed = client({ type: 'join', protocol: PROTOCOL_VERSION, name: '  Ana  ', token: TOKEN });
    expect(parsed).toEqual({
      ok: true,
      message: { type: 'join', protocol: PROTOCOL_VERSION, name: 'Ana', token: TOKEN },
    });
    const anonymous = client({ type: 'join', protocol: PROTOCOL_VERSION, name: 'Bo' });
    expect(anonymous.ok && !('token' in anonymous.message)).toBe(true);
  });

  it('refuses names that are empty, longer than 24 characters or hold control characters', () => {
    for (const name of ['', '   ', 'x'.repeat(25), 'A\u0000na', 'Bo\nb', 'Ca\u202Ert', 42]) {
      expect(client({ type: 'join', protocol: 1, name }).ok).toBe(false);
    }
    expect(client({ type: 'join', protocol: 1, name: 'Zoë 🂡' }).ok).toBe(true);
    expect(client({ type: 'join', protocol: 1, name: 'x'.repeat(24) }).ok).toBe(true);
  });

  it('takes names that need a zero-width joiner or non-joiner, and refuses names that look blank', () => {
    // Persian "Alireza" with its zero-width non-joiner; an emoji sequence joined by U+200D.
    for (const name of ['\u0639\u0644\u06CC\u200C\u0631\u0636\u0627', 'Ana \u{1F469}\u200D\u{1F4BB}']) {
      expect(client({ type: 'join', protocol: 1, name })).toEqual({
        ok: true,
        message: { type: 'join', protocol: 1, name },
      });
    }
    // A Hangul filler, the blank braille pattern, combining marks alone, joiners alone.
    for (const name of ['\u3164', '\u2800\u2800', '\u0301\u0308', '\u200D\u200C']) {
      expect(client({ type: 'join', protocol: 1, name }).ok).toBe(false);
    }
    expect(client({ type: 'join', protocol: 1, name: '\u2800Bo' }).ok).toBe(true);
  });

  it('takes the combining marks spellings need, and refuses a stack of them over a letter', () => {
    // Vietnamese "Nguyễn" written with combining marks; Hindi "Kshitij" (virama and vowel signs).
    for (const name of [
      'Nguye\u0302\u0303n',
      '\u0915\u094D\u0937\u093F\u0924\u093F\u091C',
      'a\u0301\u0302\u0303',
    ])
      expect(client({ type: 'join', protocol: 1, name }).ok).toBe(true);
    for (const name of ['a\u0301\u0302\u0303\u0304', `a${'\u0301'.repeat(23)}`])
      expect(client({ type: 'join', protocol: 1, name }).ok).toBe(false);
  });

  it('refuses a token that is not 128 bits of lowercase hex', () => {
    for (const token of ['abc', TOKEN.toUpperCase(), `${TOKEN}0`, 'g'.repeat(32)]) {
      expect(client({ type: 'join', protocol: 1, name: 'Ana', token }).ok).toBe(false);
    }
  });

  it('parses every reveal target and refuses middle cards, strings and out-of-range indexes', () => {
    const act = (target: unknown) => client({ type: 'act', version: 3, action: { type: 'reveal', target } });
    expect(act({ kind: 'center', slot: 8 }).ok).toBe(true);
    expect(act({ kind: 'hand', seat: 5, end: 'highest' }).ok).toBe(true);
    expect(act({ kind: 'hand', seat: 0, end: 'middle' }).ok).toBe(false);
    expect(act({ kind: 'center', slot: '2' }).ok).toBe(false);
    expect(act({ kind: 'center', slot: 9 }).ok).toBe(false);
    expect(act({ kind: 'center', slot: 1.5 }).ok).toBe(false);
    expect(act({ kind: 'hand', seat: 6, end: 'lowest' }).ok).toBe(false);
  });

  it('refuses card values given as strings (a "7" is not a 7)', () => {
    expect(client({ type: 'act', version: 0, action: { type: 'swap', value: '7' } }).ok).toBe(false);
    expect(client({ type: 'act', version: 0, action: { type: 'swap', value: 7 } }).ok).toBe(true);
    expect(client({ type: 'act', version: 0, action: { type: 'swap', value: 13 } }).ok).toBe(false);
  });

  it('requires teams to have 4 or 6 players in a room configuration', () => {
    const configure = (players: number, teams: boolean) =>
      client({ type: 'configure', config: { players, mode: 'spicy', teams, log: 'open' } });
    expect(configure(4, true).ok).toBe(true);
    expect(configure(6, true).ok).toBe(true);
    expect(configure(5, true).ok).toBe(false);
    expect(configure(3, true).ok).toBe(false);
    expect(configure(5, false).ok).toBe(true);
    expect(configure(7, false).ok).toBe(false);
  });

  it('explains what is wrong with a frame, without throwing', () => {
    expect(parseClientMessage('not json')).toEqual({ ok: false, reason: 'the message is not JSON' });
    for (const frame of ['null', '[]', '"join"', '{}', '{"type":"fly"}', '{"type":"sit"}']) {
      const parsed = parseClientMessage(frame);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.reason.length).toBeGreaterThan(0);
    }
    const parsed = client({ type: 'sit', seat: 0.5 });
    expect(parsed.ok === false && parsed.reason.startsWith('seat:')).toBe(true);
  });

  it('parses clear_seat with a seat number, and nothing else (the room answers a seat out of range)', () => {
    expect(client({ type: 'clear_seat', seat: 2 })).toEqual({
      ok: true,
      message: { type: 'clear_seat', seat: 2 },
    });
    // Any integer is a seat number: the room says `room/seat_invalid` for one it does not have.
    for (const seat of [-1, 6, 9]) expect(client({ type: 'clear_seat', seat }).ok, String(seat)).toBe(true);
    for (const seat of [1.5, '2', null, undefined]) {
      expect(client({ type: 'clear_seat', seat }).ok, String(seat)).toBe(false);
    }
    expect(client({ type: 'clear_seat', seat: 0, player: 'p_x' })).toEqual({
      ok: true,
      message: { type: 'clear_seat', seat: 0 },
    });
  });

  it('drops unknown fields instead of passing them on', () => {
    const parsed = parseClientMessage('{"type":"start","seat":3,"__proto__":{"admin":true}}');
    expect(parsed).toEqual({ ok: true, message: { type: 'start' } });
    expect(parsed.ok && Object.getPrototypeOf(parsed.message)).toBe(Object.prototype);
  });
});

describe('server messages', () => {
  it('parses a state message and refuses one whose view holds a string card', () => {
    const view = {
      config: { players: 3, mode: 'simple', teams: false },
      viewer: 0,
      phase: 'play',
      turn: 0,
      hand: [1, 2, 12],
      handSizes: [3, 9, 9],
      center: ['face_down', 'empty', 7],
      revealed: [{ target: { kind: 'center', slot: 2 }, value: 7 }],
      trios: [[], [], []],
      teams: null,
      swap: null,
      lastTurn: null,
      winner: null,
    };
    const frame = (v: unknown) => JSON.stringify({ type: 'state', game: 1, version: 4, view: v, events: [] });
    expect(parseServerMessage(frame(view)).ok).toBe(true);
    expect(parseServerMessage(frame({ ...view, hand: ['1', 2, 12] })).ok).toBe(false);
  });

  it('parses a history message: null where the log hides a value, never a string card', () => {
    const hand = { kind: 'hand', seat: 1, end: 'lowest' };
    const events = [
      { type: 'turn_started', seat: 0 },
      { type: 'revealed', seat: 0, target: hand, value: null },
      { type: 'revealed', seat: 0, target: { kind: 'center', slot: 3 }, value: null },
      { type: 'mismatch', seat: 0, revealed: [{ target: hand, value: null }] },
      { type: 'revealed', seat: 1, target: { kind: 'center', slot: 4 }, value: 9 },
      { type: 'trio_collected', seat: 1, value: 9 },
      { type: 'swap_started', teams: [[0, 2]] },
      { type: 'swap_done', team: [0, 2], swapped: true },
      { type: 'game_won', seats: [1], reason: 'three_trios' },
    ];
    const history = (e: unknown[], extra: Record<string, unknown> = {}) =>
      parseServerMessage(
        JSON.stringify({ type: 'history', game: 2, version: 17, complete: true, events: e, ...extra }),
      );
    expect(history(events)).toEqual({
      ok: true,
      message: { type: 'history', game: 2, version: 17, complete: true, events },
    });
    expect(history([]).ok).toBe(true);
    expect(history([{ type: 'revealed', seat: 0, target: hand, value: '9' }]).ok).toBe(false);
    expect(history([{ type: 'revealed', seat: 0, target: hand }]).ok).toBe(false);
    expect(history([{ type: 'trio_collected', seat: 1, value: null }]).ok).toBe(false);
    expect(history([{ type: 'swap_done', team: [0, 2], swapped: true, card: 4 }])).toMatchObject({
      ok: true,
      message: { events: [{ type: 'swap_done', team: [0, 2], swapped: true }] },
    });
    expect(history(events, { complete: undefined }).ok).toBe(false);
    // A live state event still needs its value: null is only for the history.
    expect(v.safeParse(GameEventSchema, events[1]).success).toBe(false);
    expect(v.safeParse(LogEventSchema, events[1]).success).toBe(true);
  });

  it('parses a room message whose seats say how long an away player has been gone', () => {
    const seat = { player: 'p_a', name: 'Ana', bot: null, connected: false, autoplay: false };
    const room = (awayForMs: unknown) =>
      parseServerMessage(
        JSON.stringify({
          type: 'room',
          id: 'k7rw3x9mfq2a',
          status: 'playing',
          config: { players: 3, mode: 'simple', teams: false, log: 'classic' },
          seats: [{ ...seat, awayForMs }],
          host: null,
          spectators: 0,
        }),
      );
    expect(room(42_000)).toMatchObject({ ok: true, message: { seats: [{ awayForMs: 42_000 }] } });
    expect(room(null).ok).toBe(true);
    // A server from before the field: read as "not away" rather than refusing the whole room.
    expect(room(undefined)).toMatchObject({ ok: true, message: { seats: [{ awayForMs: null }] } });
    for (const bad of [-1, 1.5, '42']) expect(room(bad).ok, String(bad)).toBe(false);
  });

  it('answers the keep-alive frame with a pong the client can parse', () => {
    expect(parseClientMessage(PING_FRAME).ok).toBe(false); // answered by the runtime, never parsed
    expect(parseServerMessage(PONG_FRAME)).toEqual({ ok: true, message: { type: 'pong' } });
  });

  it('keeps every error code namespaced and unique', () => {
    const codes = Object.values(ERROR_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^(engine|protocol|room|match|http)\/[a-z_]+$/);
  });
});
