import type { RoomSummary } from '../../shared/protocol';
import type { RoomContext } from './context';
import { roomMessage } from './views';

/** `GET /api/games/:id`: the public part of a room (what the `room` message says, minus its type). */
export function roomSummary(ctx: RoomContext): RoomSummary {
  const { type: _type, ...summary } = roomMessage(ctx.store, ctx.sockets(), ctx.now);
  return summary;
}
