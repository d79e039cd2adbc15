import { scheduleTakeover } from './automation/schedule';
import type { RoomContext } from './context';
import type { RoomSocket } from './session';
import { broadcastRoom, connectedPlayers } from './views';

/**
 * Presence: a player whose last socket closed is away (a computer takes over their seat after
 * `takeoverAfter`, `automation/`), and the host role passes on; sockets a restart dropped without
 * a close event are marked away when the room instance starts.
 */

/**
 * A socket closed. A superseded socket changes nothing (its identity lives on in the newer one).
 * Otherwise the player is away (seated, game running: a computer takes over after
 * `takeoverAfter`, or at once when `deliberate`: the client closed with `CLOSE_CODES.left`) and
 * the host role passes to the next connected player in join order.
 */
export function handleClose(ctx: RoomContext, socket: RoomSocket, deliberate = false): void {
  const id = socket.session.player;
  if (id === null || socket.session.superseded) return;
  const { store } = ctx;
  const connected = connectedPlayers(ctx.sockets().filter((s) => s !== socket));
  const player = store.player(id);
  if (!player || connected.has(id)) return;
  const meta = store.meta();
  const nextHost = store.players().find((p) => connected.has(p.id))?.id;
  const away = player.seat !== null && meta.status === 'playing';
  store.transaction(() => {
    // Left on purpose: away as long as the takeover waits, so a computer plays the seat at once.
    if (away)
      store.savePlayer({ ...player, awaySince: deliberate ? ctx.now - ctx.timing.takeoverAfter : ctx.now });
    store.saveMeta({ ...meta, host: meta.host === id && nextHost ? nextHost : meta.host, activeAt: ctx.now });
  });
  broadcastRoom(ctx);
  if (away) scheduleTakeover(ctx);
}

/**
 * When a room instance starts: seated players of a running game who have no socket and are not
 * marked away lost it without a close event (a restart or a deploy drops sockets silently). They
 * are away from now, so a computer takes over after `takeoverAfter` as for any other absence.
 */
export function markDropped(ctx: RoomContext): void {
  const { store } = ctx;
  if (store.meta().status !== 'playing') return;
  const connected = connectedPlayers(ctx.sockets());
  const dropped = store
    .players()
    .filter((p) => p.seat !== null && p.awaySince === null && !connected.has(p.id));
  if (dropped.length === 0) return;
  store.transaction(() => {
    for (const p of dropped) store.savePlayer({ ...p, awaySince: ctx.now });
  });
  scheduleTakeover(ctx);
}
