import type { SocketPort } from './ports';

/**
 * Runs each socket's events in order, at once when none of the socket's is pending (every frame
 * but `join` is handled synchronously), else after the pending ones. A `join` awaits its token
 * hashes, and the runtime may deliver the socket's next frame or its close meanwhile: handled at
 * once, a frame sent right after `join` would be refused (`join_required`), and a close would find
 * no player to mark away (the join then marks them present with no socket, and no computer ever
 * takes their turn). So while an event of the socket is pending, the next ones queue behind it.
 */
export class EventQueue {
  /** Per socket, an event still being handled asynchronously and whatever queued behind it. */
  private readonly pending = new WeakMap<SocketPort, Promise<void>>();

  /**
   * Handles one event of `ws`, `handle(ws, arg)` (which returns what is left to await, or
   * undefined): returns that, so the runtime sees a failure, or undefined when the event is done.
   * The event's data comes as `arg`, so a handler made once serves every event: nothing is
   * allocated for an event handled at once (every frame but `join`).
   */
  run(ws: SocketPort, handle: (ws: SocketPort) => Promise<void> | undefined): Promise<void> | undefined;
  run<T>(
    ws: SocketPort,
    handle: (ws: SocketPort, arg: T) => Promise<void> | undefined,
    arg: T,
  ): Promise<void> | undefined;
  run<T>(
    ws: SocketPort,
    handle: (ws: SocketPort, arg?: T) => Promise<void> | undefined,
    arg?: T,
  ): Promise<void> | undefined {
    const pending = this.pending.get(ws);
    return this.track(ws, pending ? pending.then(() => handle(ws, arg)) : handle(ws, arg));
  }

  /**
   * What an event of `ws` left to await, if anything: the socket's next events wait for it.
   * Returns `next`.
   */
  private track(ws: SocketPort, next: Promise<void> | undefined): Promise<void> | undefined {
    if (next === undefined) return undefined;
    // A failed event still fails for the runtime (through `next`); the socket's later ones go on.
    const settled = next.catch(() => undefined);
    this.pending.set(ws, settled);
    void settled.then(() => {
      if (this.pending.get(ws) === settled) this.pending.delete(ws);
    });
    return next;
  }
}

/** What is left to await of two steps that may each have nothing to await (undefined). */
export function both(a: Promise<void> | undefined, b: Promise<void> | undefined): Promise<void> | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Promise.all([a, b]).then(() => undefined);
}
