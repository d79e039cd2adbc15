import { CLOSE_CODES } from '../../shared/protocol';
import type { RoomContext } from './context';

/**
 * Whether the room is abandoned: nothing happened for `abandonAfter` ms (no join, move or
 * disconnect) and either nobody is connected or the lobby never started.
 */
export function abandoned(ctx: RoomContext): boolean {
  const meta = ctx.store.meta();
  if (ctx.now < meta.activeAt + ctx.timing.abandonAfter) return false;
  return meta.status === 'lobby' || !ctx.sockets().some((s) => s.live());
}

/** When the cleanup check is next due (ms since epoch): 24 h after the last activity, or a day on. */
export function cleanupDue(ctx: RoomContext): number {
  const at = ctx.store.meta().activeAt + ctx.timing.abandonAfter;
  return at > ctx.now ? at : ctx.now + ctx.timing.abandonAfter;
}

/** Tells every socket the room is gone (close 4004) before its storage is deleted. */
export function closeAll(ctx: RoomContext): void {
  for (const socket of ctx.sockets()) socket.close(CLOSE_CODES.roomGone, 'room deleted');
}
