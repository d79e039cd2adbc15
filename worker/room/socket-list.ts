import type { SocketPort } from '../net/ports';
import { type RoomSocket, wrapSocket } from './session';

/**
 * The room's sockets as its handlers see them: the runtime's list (`ctx.getWebSockets()`), each
 * wrapped once (`wrapSocket`), read again only when it may have changed — after an accept, a close
 * by either side or an error (`changed`), or once a listed socket is seen closed both ways (its
 * `live()` says so: the runtime may forget such a socket without an event, as after a network cut
 * it never reported). A move then costs no call into the runtime for the list, and no new list.
 */
export class SocketList {
  private readonly wrapped = new WeakMap<SocketPort, RoomSocket>();
  /** The runtime's list, wrapped; null: read it again on next use. */
  private list: RoomSocket[] | null = null;

  constructor(private readonly read: () => readonly SocketPort[]) {}

  /** The runtime's list may have changed: read it again on next use. */
  changed(): void {
    this.list = null;
  }

  /** `ws` as a `RoomSocket` (its session read from the attachment the first time, at `now`). */
  socket(ws: SocketPort, now: number): RoomSocket {
    let socket = this.wrapped.get(ws);
    if (!socket) {
      socket = wrapSocket(ws, now, this);
      this.wrapped.set(ws, socket);
    }
    return socket;
  }

  /**
   * Every socket of the runtime but `closing` (one being closed: left out), wrapped. The same
   * array until the list changes: read it, never change it.
   */
  all(closing: SocketPort | null, now: number): readonly RoomSocket[] {
    let list = this.list;
    if (list === null) {
      list = [];
      for (const ws of this.read()) list.push(this.socket(ws, now));
      this.list = list;
    }
    if (closing === null) return list;
    const left = this.wrapped.get(closing);
    return list.filter((socket) => socket !== left);
  }
}
