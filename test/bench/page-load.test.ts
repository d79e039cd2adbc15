import { describe, expect, it } from 'vitest';
import { analyse, roomTrips, waves } from '../../bench/page-load/analyse';
import type { Entry, Frame } from '../../bench/page-load/entries';
import { FrameReader } from '../../bench/page-load/frames';
import { placeOf } from '../../bench/page-load/http-answer';
import { Downlink } from '../../bench/page-load/link';
import { physicsMs } from '../../bench/page-load/physics';
import { PROFILES } from '../../bench/page-load/profiles';

/** The page-load bench's arithmetic (bench/page-load): waves, room round trips, physics, frames, the link. */

let id = 0;
function entry(over: Partial<Entry> & Pick<Entry, 'start' | 'end'>): Entry {
  return {
    id: ++id,
    conn: 1,
    method: 'GET',
    path: '/x',
    place: 'edge',
    kind: 'js',
    status: 200,
    handshake: false,
    deliveries: [],
    frames: [],
    serverMs: 0,
    gzippedByProxy: false,
    ...over,
  };
}

const farRoom = PROFILES['far-room'];
if (!farRoom) throw new Error('no far-room profile');

describe('waves', () => {
  it('counts a chain of requests, each started after the one before completed', () => {
    const log = [
      entry({ kind: 'html', start: 0, end: 40 }),
      entry({ start: 41, end: 80 }),
      // Started while the second was still loading: the same wave as it.
      entry({ start: 60, end: 100 }),
      entry({ start: 101, end: 140 }),
    ];
    expect(waves(log, 1000)).toBe(3);
  });

  it('leaves out requests that completed after the screen showed', () => {
    const log = [entry({ start: 0, end: 40 }), entry({ start: 41, end: 80 }), entry({ start: 81, end: 900 })];
    expect(waves(log, 500)).toBe(2);
  });
});

describe('round trips to the room', () => {
  const frame = (dir: Frame['dir'], at: number, type: string): Frame => ({ dir, at, bytes: 10, type });
  it('counts room requests, the upgrade and a frame answered at least one room RTT later', () => {
    const ws = entry({
      place: 'room',
      kind: 'ws',
      path: '/api/games/a/ws',
      start: 100,
      end: 400,
      frames: [frame('up', 400, 'join'), frame('down', 560, 'welcome'), frame('up', 570, 'ping')],
    });
    const log = [entry({ place: 'room', kind: 'json', path: '/api/games/a', start: 0, end: 160 }), ws];
    expect(roomTrips(log, 600, farRoom)).toEqual([
      'GET /api/games/a',
      'ws upgrade /api/games/a/ws',
      'ws join → welcome',
    ]);
  });

  it('does not take a push already on its way for an answer', () => {
    const ws = entry({
      place: 'room',
      kind: 'ws',
      start: 0,
      end: 300,
      frames: [frame('up', 300, 'join'), frame('down', 310, 'state')],
    });
    expect(roomTrips([ws], 1000, farRoom)).toEqual(['ws upgrade /x']);
  });
});

describe('physics', () => {
  it('is the HTML, the slower of one file wave and the socket, and the bytes at the link rate', () => {
    const log = [
      entry({ kind: 'html', start: 0, end: 40, deliveries: [[40, 2000]] }),
      entry({ start: 41, end: 80, deliveries: [[80, 18_000]] }),
      entry({ place: 'room', kind: 'ws', start: 50, end: 400, deliveries: [[400, 1000]] }),
    ];
    const figures = analyse(log, 500, farRoom);
    expect(figures.bytes).toMatchObject({ html: 2000, js: 18_000, ws: 1000 });
    // HTML 20 + 20; socket 150 + 2 × 150 (more than the file wave's 40); 21,000 B at 200 B/ms.
    expect(physicsMs(figures, farRoom, 'own')).toBeCloseTo(40 + 450 + 105);
    // With the handshake always to the edge: the socket costs 20 + 300.
    expect(physicsMs(figures, farRoom, 'edge')).toBeCloseTo(40 + 320 + 105);
  });
});

describe('WebSocket frames', () => {
  it('reads a masked text frame split across chunks, and its message type', () => {
    const payload = Buffer.from('{"type":"join","protocol":1}');
    const mask = Buffer.from([1, 2, 3, 4]);
    const masked = Buffer.from(payload.map((b, i) => b ^ (mask[i % 4] ?? 0)));
    const bytes = Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]);
    const seen: Frame[] = [];
    const reader = new FrameReader('up', (f) => seen.push(f));
    reader.push(bytes.subarray(0, 5), 1);
    expect(seen).toEqual([]);
    reader.push(bytes.subarray(5), 2);
    expect(seen).toEqual([{ dir: 'up', at: 2, bytes: bytes.byteLength, type: 'join' }]);
  });
});

describe('the downlink', () => {
  it('hands segments over in the order they were due, one stream after another on one link', async () => {
    const link = new Downlink(1000);
    const order: string[] = [];
    const done = new Promise<void>((resolve) => {
      const t = performance.timeOrigin + performance.now();
      link.send(Buffer.alloc(5000), t + 5, (c) => order.push(c ? `late ${c.byteLength}` : 'late end'));
      link.send(Buffer.alloc(10), t, (c) => order.push(c ? `early ${c.byteLength}` : 'early end'));
      link.send(null, t + 6, () => resolve());
    });
    await done;
    expect(order).toEqual(['early 10', 'late 4096', 'late 904']);
  });
});

describe('where an answer comes from', () => {
  const options = { profile: farRoom, upstream: 0, pageWaitsRoom: false, handshake: 'own' as const };
  it('puts /api/* and a page that says Server-Timing: room at the room, the rest at the edge', () => {
    expect(placeOf(options, '/api/games/a', {})).toBe('room');
    expect(placeOf(options, '/g/abc', { 'server-timing': 'room' })).toBe('room');
    expect(placeOf(options, '/g/abc', { 'server-timing': 'cache;dur=1, room;dur=140' })).toBe('room');
    expect(placeOf(options, '/g/abc', { 'server-timing': 'roomy' })).toBe('edge');
    expect(placeOf(options, '/g/abc', {})).toBe('edge');
    expect(placeOf(options, '/assets/core.js', {})).toBe('edge');
  });

  it('with --page-waits-room, takes every /g/:id page for the room (today’s main has no header)', () => {
    const today = { ...options, pageWaitsRoom: true };
    expect(placeOf(today, '/g/abc?lang=ja', {})).toBe('room');
    expect(placeOf(today, '/g/abc/replay/1', {})).toBe('edge');
    expect(placeOf(today, '/embed/abc', {})).toBe('edge');
  });
});
