import { computed, signal } from '@preact/signals';
import type { PlayerView, Target } from '../../shared/engine/types';
import type { ServerMessage } from '../../shared/protocol/messages';
import { clearNotices } from './notices';

/**
 * The client's whole picture of a room, as signals. Only `connection.ts` writes them (on server
 * messages); components read them and send intents.
 */

export type RoomMessage = Extract<ServerMessage, { type: 'room' }>;
export type StateMessage = Extract<ServerMessage, { type: 'state' }>;
export type HistoryMessage = Extract<ServerMessage, { type: 'history' }>;

/**
 * `idle`: no room open. `connecting`/`open`: first contact and joined. `reconnecting`: the socket
 * dropped and a retry is scheduled. The last three are final: no retry makes sense.
 */
export type ConnectionStatus =
  | 'idle'
  | 'connecting'
  | 'open'
  | 'reconnecting'
  | 'superseded'
  | 'outdated'
  | 'gone'
  | 'full';

export interface Me {
  player: string;
  host: boolean;
}

export const status = signal<ConnectionStatus>('idle');
export const me = signal<Me | null>(null);
export const room = signal<RoomMessage | null>(null);
/**
 * When the last `room` message arrived (`performance.now()`, a monotonic clock): its seats'
 * `awayForMs` are ages at that moment, so a countdown never compares the client's wall clock with
 * the server's.
 */
export const roomAt = signal(0);
export const game = signal<StateMessage | null>(null);
/** When the last `state` arrived (`performance.now()`): its `timer.dueForMs` is an age at that moment. */
export const gameAt = signal(0);
/** An action was sent and its answer (state or error) has not arrived yet. */
export const pending = signal(false);
/**
 * The card this client has just asked to reveal, while its answer is on its way (`targetKey`): it
 * shows at once that it was taken (ui/Card.tsx), one round trip before its value can.
 */
export const taking = signal<string | null>(null);

/** A target's key, as cards carry it (`data-target`): `center:3`, `hand:2:lowest`. */
export function targetKey(target: Target): string {
  return target.kind === 'center' ? `center:${target.slot}` : `hand:${target.seat}:${target.end}`;
}

/** The seat this client occupies, from the room's seat list (the source of truth). */
export const mySeat = computed<number | null>(() => {
  const r = room.value;
  const m = me.value;
  if (!r || !m) return null;
  const i = r.seats.findIndex((s) => s.player === m.player);
  return i === -1 ? null : i;
});

export const isHost = computed(() => {
  const r = room.value;
  const m = me.value;
  return !!r && !!m && r.host === m.player;
});

/** The current game's view, or null in the lobby. */
export const view = computed<PlayerView | null>(() => game.value?.view ?? null);

/** Forgets everything about the last room (leaving it), its notices too. */
export function resetRoom(): void {
  clearNotices();
  me.value = null;
  room.value = null;
  game.value = null;
  pending.value = false;
  taking.value = null;
}
