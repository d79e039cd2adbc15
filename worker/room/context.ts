import type { SocketPort } from '../net/ports';
import type { RoomSocket } from './session';
import type { SocketList } from './socket-list';
import type { RoomStore } from './store/RoomStore';
import type { Timing } from './timing';

/** Everything a room handler needs: storage, the sockets, the clock, and the alarm. */
export interface RoomContext {
  readonly store: RoomStore;
  /** Every accepted socket (superseded and closing ones included; filter with `live()`). */
  sockets(): readonly RoomSocket[];
  /** The time this event is handled at (ms since epoch). */
  readonly now: number;
  readonly timing: Timing;
  /** Asks for the alarm to fire at `at` (ms since epoch) or earlier. */
  wakeAt(at: number): void;
}

/** The earliest wake-up the handlers of an event asked for (`RoomContext.wakeAt`), until taken. */
export class WakeUp {
  private at: number | null = null;

  ask(at: number): void {
    this.at = this.at === null ? at : Math.min(this.at, at);
  }

  /** The wake-up asked for since the last `take` (ms since epoch), or null; forgets it. */
  take(): number | null {
    const at = this.at;
    this.at = null;
    return at;
  }
}

/**
 * The context of one event, as `Room` builds it: plain methods over the room's parts, so an
 * event allocates one small object and no closures. `closing` (a socket being closed) is left
 * out of `sockets()`.
 */
export class EventContext implements RoomContext {
  constructor(
    readonly store: RoomStore,
    readonly now: number,
    readonly timing: Timing,
    private readonly list: SocketList,
    private readonly closing: SocketPort | null,
    private readonly wake: WakeUp,
  ) {}

  sockets(): readonly RoomSocket[] {
    return this.list.all(this.closing, this.now);
  }

  wakeAt(at: number): void {
    this.wake.ask(at);
  }
}
