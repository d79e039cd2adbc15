import type { RoomSocket } from './session';
import type { RoomStore } from './store/RoomStore';
import type { Timing } from './timing';

/** Everything a room handler needs: storage, the sockets, the clock, and the alarm. */
export interface RoomContext {
  readonly store: RoomStore;
  /** Every accepted socket (superseded and closing ones included; filter with `live()`). */
  sockets(): RoomSocket[];
  /** The time this event is handled at (ms since epoch). */
  readonly now: number;
  readonly timing: Timing;
  /** Asks for the alarm to fire at `at` (ms since epoch) or earlier. */
  wakeAt(at: number): void;
}
