import type { GameEvent } from '../../shared/engine/types';
import type { ServerMessage } from '../../shared/protocol';
import type { RoomClient } from '../harness/room-client';
import { inRoom, runAlarm, storedSnapshot, trueState } from './node-rooms';

/** Helpers for the turn timer's tests: moving stored clocks back, and following a timed-out turn. */

type StateMessage = Extract<ServerMessage, { type: 'state' }>;

/**
 * Moves every stored clock of the running game back by `ms`, as if that much time had passed:
 * the turn's start (`due_since`) and the next computer move (`bot_due_at`, when one is due).
 */
export async function rewind(id: string, ms: number): Promise<void> {
  await inRoom(id, (_room, storage) => {
    storage.sql.exec('UPDATE snapshot SET due_since = due_since - ?', ms);
    storage.sql.exec('UPDATE room SET bot_due_at = bot_due_at - ? WHERE bot_due_at IS NOT NULL', ms);
  });
}

export async function version(id: string): Promise<number | undefined> {
  return (await storedSnapshot(id))?.version;
}

/** The stored presence of the player on `seat`: still seated, never put on autoplay. */
export async function seatRow(id: string, seat: number) {
  return inRoom(id, (_room, storage) =>
    storage.sql
      .exec('SELECT seat, away_since, autoplay, autoplay_memory FROM players WHERE seat = ?', seat)
      .toArray(),
  );
}

/**
 * Fires the alarm until `seat`'s turn is over (at most the three reveals a turn can have), and
 * resolves with the first frame `watcher` got of the turn after it.
 */
export async function untilTurnEnds(id: string, watcher: RoomClient, seat: number): Promise<StateMessage> {
  for (let i = 0; i < 4; i++) {
    const state = await trueState(id);
    if (state.phase !== 'play' || state.turn !== seat) break;
    await runAlarm(id);
  }
  return watcher.next('state', (m) => m.view.phase !== 'play' || m.view.turn !== seat);
}

/** Every event `client` received in `state` frames after `from` (a version), in order. */
export function eventsAfter(client: RoomClient, from: number): GameEvent[] {
  return client.messages.flatMap((m) => (m.type === 'state' && m.version > from ? m.events : []));
}

/**
 * Whether `events` are exactly one whole turn of `seat` that started at the deal or at a turn
 * boundary: reveals by `seat` only, ending on its mismatch or its trio, and nothing after.
 */
export function isOneWholeTurn(events: GameEvent[], seat: number): boolean {
  const end = events.findIndex((e) => e.type === 'mismatch' || e.type === 'trio_collected');
  const last = events[end];
  if (last === undefined || !('seat' in last) || last.seat !== seat) return false;
  const reveals = events.slice(0, end).filter((e) => e.type === 'revealed');
  const rest = events.slice(end + 1).filter((e) => e.type === 'revealed');
  return (
    reveals.length >= 2 && reveals.length <= 3 && reveals.every((e) => e.seat === seat) && rest.length === 0
  );
}
