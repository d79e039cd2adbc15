import type { RoomContext } from './context';
import type { RoomMeta } from './store/parse-room-rows';
import { broadcastRoom, connectedPlayers } from './views';

/**
 * The host role's grace (docs/protocol.md, Lifecycle). A host whose last socket closes keeps the
 * role for `Timing.takeoverAfter` (the same 60 s a seat waits before a computer takes it over):
 * a reload, or a phone that leaves the browser to send the invite, changes nothing. Past that,
 * the room's alarm passes it to the next connected player in join order (`passHost`). The room's
 * creator (`RoomMeta.owner`) gets it back whenever they join again (`connect.ts`). A host who
 * leaves on purpose (`CLOSE_CODES.left`) passes it at once. Everything is in the room row
 * (`hostAwaySince`), so an evicted room passes the role on time all the same.
 */

/** When the away host's grace ends (ms since epoch), or null when the host is not away. */
export function hostDue(ctx: RoomContext, meta: RoomMeta = ctx.store.meta()): number | null {
  return meta.hostAwaySince === null ? null : meta.hostAwaySince + ctx.timing.takeoverAfter;
}

/** Whether the host is away and still within the grace: nobody else takes the role meanwhile. */
export function hostInGrace(ctx: RoomContext, meta: RoomMeta = ctx.store.meta()): boolean {
  const due = hostDue(ctx, meta);
  return due !== null && ctx.now < due;
}

/**
 * The host's last socket closed (`presence.ts`): the room row the close writes. Away by accident:
 * the role stays, the grace starts, and the alarm is asked for its end. On purpose (`deliberate`):
 * the role passes at once to `next` (the next connected player), or is free (null) for the first
 * to join.
 */
export function hostLeft(
  ctx: RoomContext,
  meta: RoomMeta,
  next: string | undefined,
  deliberate: boolean,
): RoomMeta {
  if (deliberate) return { ...meta, host: next ?? null, hostAwaySince: null };
  ctx.wakeAt(ctx.now + ctx.timing.takeoverAfter);
  return { ...meta, hostAwaySince: ctx.now };
}

/**
 * The alarm's part: once an away host's grace has ended, the role passes to the next connected
 * player in join order, and everyone is told. With nobody here the role is free (null): the first
 * to join takes it (`connect.ts`), as before the grace, and a later instance's start does not take
 * the absent holder for one whose socket a restart dropped (`markDropped`). Idempotent: an early
 * or repeated alarm changes nothing, and a host who came back meanwhile was no longer away.
 */
export function passHost(ctx: RoomContext): void {
  const { store } = ctx;
  const meta = store.meta();
  const due = hostDue(ctx, meta);
  if (due === null || ctx.now < due) return;
  const connected = connectedPlayers(ctx.sockets());
  const here = meta.host !== null && connected.has(meta.host);
  const next = here ? meta.host : (store.players().find((p) => connected.has(p.id))?.id ?? null);
  store.transaction(() => store.saveMeta({ ...meta, host: next, hostAwaySince: null }));
  if (next !== meta.host) broadcastRoom(ctx);
}
