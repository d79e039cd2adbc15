import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createRoom, ORIGIN, roomStub, TestClient } from './client';
import { botTable } from './table';

/**
 * An unexpected error, wherever it happens (a route of the Worker, a room's socket or alarm, the
 * rate-limit binding), is logged exactly once as one JSON line: route, room id, class and a masked
 * message, and a running count. The failures are made to carry what must never reach a log: a
 * seat token, a hand, a card value.
 */
const fail = vi.hoisted(() => ({ roomId: false, summary: false, route: false, plain: false }));
/** When set, the room's automatic moves call this instead (it throws). */
const failing = vi.hoisted(() => ({ automation: null as (() => never) | null }));

const TOKEN = '0123456789abcdef0123456789abcdef';
const SECRET = `seat token ${TOKEN}, hand [3,7,7,12], the 7 at the lowest end`;

vi.mock('../../worker/room/summary', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../worker/room/summary')>();
  return {
    ...real,
    roomSummary: (...args: Parameters<typeof real.roomSummary>) => {
      if (fail.summary) throw new RangeError(SECRET);
      if (fail.plain) throw { secret: SECRET };
      return real.roomSummary(...args);
    },
  };
});

vi.mock('../../worker/net/room-id', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../worker/net/room-id')>();
  return {
    ...real,
    newRoomId: () => {
      if (fail.roomId) throw new RangeError(SECRET);
      // A value that is not an Error: Hono's onError never sees it.
      if (fail.plain) throw SECRET;
      return real.newRoomId();
    },
  };
});

vi.mock('../../worker/room/dispatch', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../worker/room/dispatch')>();
  return {
    ...real,
    route: (...args: Parameters<typeof real.route>) => {
      if (fail.route) throw new TypeError(SECRET);
      if (fail.plain) throw SECRET;
      return real.route(...args);
    },
  };
});

vi.mock('../../worker/room/automation/turns', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../worker/room/automation/turns')>();
  return {
    ...real,
    runAutomation: (...args: Parameters<typeof real.runAutomation>) => {
      if (failing.automation) failing.automation();
      return real.runAutomation(...args);
    },
  };
});

let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  Object.assign(fail, { roomId: false, summary: false, route: false, plain: false });
  failing.automation = null;
  logged.mockRestore();
  vi.restoreAllMocks();
});

/** Every call to console.error, each as one string. */
const lines = () => logged.mock.calls.map((call) => call.map(String).join(' '));

/** The one line logged: parsed JSON, with nothing secret in it. */
function theOneLine(): Record<string, unknown> {
  const all = lines();
  expect(all).toHaveLength(1);
  const [line = ''] = all;
  const text = withoutCount(line);
  expect(text).not.toContain(TOKEN);
  expect(text).not.toMatch(/[0-9a-f]{16}/);
  expect(text).not.toMatch(/\[3,7|\b7\b|\b12\b/);
  const parsed: unknown = JSON.parse(line);
  expect(parsed).toBeTypeOf('object');
  return parsed as Record<string, unknown>;
}

/** A line without its running count (a 7th or 12th line is no card value). */
function withoutCount(line: string): string {
  const { count: _count, ...rest } = JSON.parse(line) as Record<string, unknown>;
  return JSON.stringify(rest);
}

describe('an unexpected error is logged once, with no secret', () => {
  it('in a route of the Worker: 500 http/internal, one line naming the route', async () => {
    fail.roomId = true;
    const res = await exports.default.fetch(`${ORIGIN}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ players: 3, mode: 'simple', teams: false, log: 'classic' }),
    });
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: { code: 'http/internal', message: 'internal error' } });
    const line = theOneLine();
    expect(line).toMatchObject({
      level: 'error',
      event: 'unexpected_error',
      route: 'POST /api/games',
      room: null,
      error: { class: 'RangeError', message: expect.stringContaining('seat token') },
    });
    expect(line.count).toBeTypeOf('number');
  });

  it('a thrown string in a route of the Worker: logged masked, answered 500 http/internal as an Error is', async () => {
    fail.plain = true;
    const res = await exports.default.fetch(`${ORIGIN}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ players: 3, mode: 'simple', teams: false, log: 'classic' }),
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { code: 'http/internal', message: 'internal error' } });
    // The security headers as on every answer.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(theOneLine()).toMatchObject({
      event: 'unexpected_error',
      route: 'POST /api/games',
      room: null,
      error: { class: 'string', message: expect.stringContaining('seat token') },
    });
  });

  it('a thrown object in a room, on a call from the Worker or a frame: logged once by the room', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    const { client } = await TestClient.join(id, 'Ann');
    fail.plain = true;
    const res = await exports.default.fetch(`${ORIGIN}/api/games/${id}`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { code: 'http/internal', message: 'internal error' } });
    expect(theOneLine()).toMatchObject({
      route: 'room summary',
      room: id,
      error: { class: 'object', message: '' },
    });
    logged.mockClear();
    client.send({ type: 'sit', seat: 0 });
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(theOneLine()).toMatchObject({
      route: 'room websocket message',
      room: id,
      error: { class: 'string' },
    });
    fail.plain = false;
    client.send({ type: 'sit', seat: 1 });
    await client.next('room', (m) => m.seats[1]?.name === 'Ann');
    client.close();
  });

  it('in a room, on a call from the Worker: logged by the room, not again by the Worker; 500', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    fail.summary = true;
    const res = await exports.default.fetch(`${ORIGIN}/api/games/${id}`);
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: { code: 'http/internal', message: 'internal error' } });
    expect(body).not.toContain(TOKEN);
    expect(theOneLine()).toMatchObject({
      event: 'unexpected_error',
      route: 'room summary',
      room: id,
      error: { class: 'RangeError' },
    });
  });

  it('in a room, on a WebSocket frame: logged by the room, the socket goes on', async () => {
    const id = await createRoom({ players: 3, mode: 'simple', teams: false, log: 'classic' });
    const { client } = await TestClient.join(id, 'Ann');
    fail.route = true;
    client.send({ type: 'sit', seat: 0 });
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    fail.route = false;
    // The frame after it is handled: the socket and the room go on.
    client.send({ type: 'sit', seat: 1 });
    await client.next('room', (m) => m.seats[1]?.name === 'Ann');
    const line = theOneLine();
    expect(line).toMatchObject({
      event: 'unexpected_error',
      route: 'room websocket message',
      room: id,
      error: { class: 'TypeError' },
    });
    client.close();
  });

  it('in a room, on its alarm: logged once a failure, and the alarm comes back 5 s later instead of failing', async () => {
    const { id, client } = await botTable('easy');
    const automation = vi.fn(() => {
      throw new Error(SECRET);
    });
    failing.automation = automation;
    // A computer's move is due (BOT_DELAY_MS=0); an alarm may also fire by itself meanwhile.
    const before = Date.now();
    await runDurableObjectAlarm(roomStub(id));
    const alarm = await runInDurableObject(roomStub(id), (_room, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThanOrEqual(before + 5000);
    expect(automation).toHaveBeenCalled();
    // One line per failure, each the same.
    expect(lines()).toHaveLength(automation.mock.calls.length);
    for (const line of lines()) {
      expect(withoutCount(line)).not.toContain(TOKEN);
      expect(withoutCount(line)).not.toMatch(/\b7\b|\b12\b/);
      expect(JSON.parse(line)).toMatchObject({ route: 'room alarm', room: id, error: { class: 'Error' } });
    }
    client.close();
  });

  it('in the rate-limit binding: the creation goes on (201) and the failure is logged once', async () => {
    vi.spyOn(env.CREATE_LIMIT, 'limit').mockRejectedValue(new Error(SECRET));
    const res = await exports.default.fetch(`${ORIGIN}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.99' },
      body: JSON.stringify({ players: 3, mode: 'simple', teams: false, log: 'classic' }),
    });
    expect(res.status).toBe(201);
    expect(theOneLine()).toMatchObject({
      event: 'unexpected_error',
      route: 'POST /api/games (CREATE_LIMIT)',
      room: null,
      error: { class: 'Error' },
    });
  });

  it('in the quick-match limiter: the socket goes on to its queue (101) and the failure is logged once', async () => {
    vi.spyOn(env.MATCH_LIMIT, 'limit').mockRejectedValue(new Error(SECRET));
    const res = await exports.default.fetch(`${ORIGIN}/api/match/ws?players=3&mode=simple`, {
      headers: { Upgrade: 'websocket', 'cf-connecting-ip': '203.0.113.98' },
    });
    expect(res.status).toBe(101);
    res.webSocket?.accept();
    res.webSocket?.close(1000, 'done');
    expect(theOneLine()).toMatchObject({
      event: 'unexpected_error',
      route: 'GET /api/match/ws (MATCH_LIMIT)',
      room: null,
      error: { class: 'Error' },
    });
  });
});
