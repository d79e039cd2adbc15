import { describe, expect, it } from 'vitest';
import { SOCKET_CLOSED, type SocketPort } from '../../worker/net/ports';
import { SocketList } from '../../worker/room/socket-list';
import { MemorySocket } from './memory-socket';

/** A runtime's socket list that counts how often the room asks for it (`ctx.getWebSockets()`). */
function runtime(sockets: SocketPort[]) {
  const counted = { reads: 0, sockets };
  const list = new SocketList(() => {
    counted.reads++;
    return counted.sockets;
  });
  return { counted, list };
}

describe('the socket list', () => {
  it('asks the runtime once, and hands out the same list until it changes', () => {
    const a = new MemorySocket();
    const b = new MemorySocket();
    const { counted, list } = runtime([a, b]);
    const first = list.all(null, 0);
    const second = list.all(null, 0);
    expect(counted.reads).toBe(1);
    expect(second).toBe(first);
    expect(first.map((s) => s.live())).toEqual([true, true]);
    // A new socket (an accept) is only seen after `changed`.
    const c = new MemorySocket();
    counted.sockets = [a, b, c];
    expect(list.all(null, 0)).toHaveLength(2);
    list.changed();
    expect(list.all(null, 0)).toHaveLength(3);
    expect(counted.reads).toBe(2);
  });

  it('leaves out the socket being closed, wrapped as it was', () => {
    const a = new MemorySocket();
    const b = new MemorySocket();
    const { list } = runtime([a, b]);
    const [wrappedA, wrappedB] = list.all(null, 0);
    expect(list.all(a, 0)).toEqual([wrappedB]);
    expect(list.socket(a, 0)).toBe(wrappedA);
    // The full list is unchanged by that.
    expect(list.all(null, 0)).toEqual([wrappedA, wrappedB]);
  });

  it('reads the list again once a socket is seen closed both ways with no event (a network cut)', () => {
    const a = new MemorySocket();
    const b = new MemorySocket();
    const { counted, list } = runtime([a, b]);
    const [wrappedA] = list.all(null, 0);
    // The runtime forgets the closed socket without telling the room.
    a.readyState = SOCKET_CLOSED;
    counted.sockets = [b];
    expect(list.all(null, 0)).toHaveLength(2);
    expect(wrappedA?.live()).toBe(false);
    expect(list.all(null, 0).map((s) => s.live())).toEqual([true]);
    expect(counted.reads).toBe(2);
  });
});
