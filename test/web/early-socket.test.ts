import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION } from '../../shared/protocol/constants';
import { adoptEarlySocket } from '../../web/net/early-socket';

/**
 * The socket web/boot.ts opens before the page's modules (docs/load-time.md): the room's
 * connection adopts it only for the join it would send itself, gets every frame that came before
 * in order, and does not send the join twice.
 */

type Listener = (event: { data?: unknown; code?: number }) => void;

class FakeSocket {
  static readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  private listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
  }
  emit(type: string, event: { data?: unknown; code?: number } = {}) {
    for (const l of this.listeners.get(type) ?? []) l(event);
  }
}

const JOIN = JSON.stringify({ type: 'join', protocol: PROTOCOL_VERSION, name: 'Ann' });

/** What boot.ts leaves: a socket that has joined and kept two frames. */
function leaveEarly(ws: FakeSocket, id = 'abcdefghjkmn', join = JOIN) {
  const early = {
    id,
    join,
    ws,
    frames: ['{"type":"welcome"}', '{"type":"room"}'],
    closed: null,
    deliver: null as ((f: string) => void) | null,
  };
  ws.addEventListener('message', (e) =>
    early.deliver ? early.deliver(String(e.data)) : early.frames.push(String(e.data)),
  );
  (globalThis as { trioEarlySocket?: unknown }).trioEarlySocket = early;
}

/** Sockets boot.ts made (`new WebSocket`), in order. */
const made: (FakeSocket & { url: string })[] = [];

beforeAll(() => {
  (globalThis as { WebSocket?: unknown }).WebSocket = class extends FakeSocket {
    constructor(readonly url: string) {
      super();
      made.push(this);
    }
  };
});

/** Runs web/boot.ts afresh for a seated visitor of room `abcdefghjkmn`. */
async function runBoot(): Promise<void> {
  vi.stubGlobal('location', { pathname: '/g/abcdefghjkmn', hash: '', protocol: 'http:', host: 'localhost' });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) =>
      ({ 'trio:name': 'Ann', 'trio:token:abcdefghjkmn': 'f'.repeat(32) })[key] ?? null,
  });
  vi.stubGlobal('document', { getElementById: () => null, head: { append: () => {} } });
  vi.resetModules();
  // By path: the test project's types (workers) are not the page's, which web/boot.ts is typed for.
  const boot = new URL('../../web/boot.ts', import.meta.url).href;
  await import(/* @vite-ignore */ boot);
  vi.unstubAllGlobals();
}
afterEach(() => {
  delete (globalThis as { trioEarlySocket?: unknown }).trioEarlySocket;
  made.length = 0;
});

describe('the early socket', () => {
  it('is adopted for the same join: the frames so far first, in order, then the new ones; the join is not sent again', async () => {
    const ws = new FakeSocket();
    ws.readyState = FakeSocket.OPEN;
    leaveEarly(ws);
    const socket = adoptEarlySocket('abcdefghjkmn', JOIN);
    expect(socket).not.toBeNull();
    const got: string[] = [];
    let opened = false;
    socket?.addEventListener('open', () => {
      opened = true;
    });
    socket?.addEventListener('message', (e) => got.push(String(e.data)));
    ws.emit('message', { data: '{"type":"state"}' });
    await Promise.resolve();
    await Promise.resolve();
    expect(opened).toBe(true);
    expect(got).toEqual(['{"type":"welcome"}', '{"type":"room"}', '{"type":"state"}']);
    socket?.send(JOIN);
    socket?.send('{"type":"act"}');
    expect(ws.sent).toEqual(['{"type":"act"}']);
  });

  it('is closed, not adopted, for another room or another join (a name or token that changed)', () => {
    const other = new FakeSocket();
    leaveEarly(other, 'zzzzzzzzzzzz');
    expect(adoptEarlySocket('abcdefghjkmn', JOIN)).toBeNull();
    expect(other.closedWith).toBe(1000);
    const renamed = new FakeSocket();
    leaveEarly(renamed);
    expect(adoptEarlySocket('abcdefghjkmn', JOIN.replace('Ann', 'Bob'))).toBeNull();
    expect(renamed.closedWith).toBe(1000);
  });

  it('passes on a close that came before it was adopted', async () => {
    const ws = new FakeSocket();
    leaveEarly(ws);
    (globalThis as { trioEarlySocket?: { closed: number | null } }).trioEarlySocket!.closed = 4004;
    const socket = adoptEarlySocket('abcdefghjkmn', JOIN);
    const codes: number[] = [];
    socket?.addEventListener('close', (e) => codes.push(e.code));
    await Promise.resolve();
    expect(codes).toEqual([4004]);
  });

  it('is opened by boot.ts before the entry, and not at all after it (boot.ts is async: a reload may run it last)', async () => {
    await runBoot();
    expect(made.map((ws) => ws.url)).toEqual(['ws://localhost/api/games/abcdefghjkmn/ws']);
    made.length = 0;
    delete (globalThis as { trioEarlySocket?: unknown }).trioEarlySocket;
    // The entry's connection started first: it found no early socket and opened its own.
    expect(adoptEarlySocket('abcdefghjkmn', JOIN)).toBeNull();
    await runBoot();
    // A second socket would join too, and the two joins would supersede each other.
    expect(made).toEqual([]);
  });

  it('is opened by boot.ts with the protocol version the connection speaks', () => {
    const boot = readFileSync(resolve(import.meta.dirname, '../../web/boot.ts'), 'utf8');
    expect(boot.match(/const PROTOCOL = (\d+);/)?.[1]).toBe(String(PROTOCOL_VERSION));
  });
});
