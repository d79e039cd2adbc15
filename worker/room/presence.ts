import { scheduleTakeover } from './automation/schedule';
import type { RoomContext } from './context';
import { hostLeft } from './host';
import type { RoomSocket } from './session';
import { broadcastRoom, connectedPlayers } from './views';

/**
 * Presence: a player whose last socket closed is away (a computer takes over their seat after
 * `takeoverAfter`, `automation/`), and so is a host (the role passes on after the same delay,
 * host.ts); sockets a restart dropped without a close event are marked away when the room
 * instance starts.
 */

/**
 * A socket closed. A superseded socket changes nothing (its identity lives on in the newer one).
 * Otherwise the player is away (seated, game running: a computer takes over after
 * `takeoverAfter`, or at once when `deliberate`: the client closed with `CLOSE_CODES.left`), and
 * a host keeps the role for the same delay before it passes to the next connected player in join
 * order (at once when `deliberate`: `hostLeft`).
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
  const active = { ...meta, activeAt: ctx.now };
  // The host keeps the role through a reload (host.ts); leaving on purpose passes it at once.
  const after = meta.host === id ? hostLeft(ctx, active, nextHost, deliberate) : active;
  store.transaction(() => {
    // Left on purpose: away as long as the takeover waits, so a computer plays the seat at once.
    if (away)
      store.savePlayer({ ...player, awaySince: deliberate ? ctx.now - ctx.timing.takeoverAfter : ctx.now });
    store.saveMeta(after);
  });
  broadcastRoom(ctx);
  // The host's grace asks the alarm for its end; a turn timer or a computer due earlier keeps its
  // earlier wake (the ask for the grace alone would push the room's alarm past them).
  if (away || after.hostAwaySince !== meta.hostAwaySince) scheduleTakeover(ctx);
}

/**
 * When a room instance starts: seated players of a running game who have no socket and are not
 * marked away lost it without a close event (a restart or a deploy drops sockets silently). They
 * are away from now, so a computer takes over after `takeoverAfter` as for any other absence; a
 * host who joined and lost their socket so is away from now too (`markHostDropped`).
 */
export function markDropped(ctx: RoomContext): void {
  const { store } = ctx;
  const connected = connectedPlayers(ctx.sockets());
  markHostDropped(ctx, connected);
  if (store.meta().status !== 'playing') return;
  const dropped = store
    .players()
    .filter((p) => p.seat !== null && p.awaySince === null && !connected.has(p.id));
  if (dropped.length === 0) return;
  store.transaction(() => {
    for (const p of dropped) store.savePlayer({ ...p, awaySince: ctx.now });
  });
  scheduleTakeover(ctx);
}

/**
 * A host with an identity, no socket and no grace running lost their socket without a close event:
 * the grace starts now. Not a creator whose token has not joined yet (`meta.creator`): the role
 * waits for them (create.ts).
 */
function markHostDropped(ctx: RoomContext, connected: Set<string>): void {
  const { store } = ctx;
  const meta = store.meta();
  if (meta.host === null || meta.hostAwaySince !== null || meta.creator !== null) return;
  if (connected.has(meta.host) || !store.player(meta.host)) return;
  const after = hostLeft(ctx, meta, undefined, false);
  store.transaction(() => store.saveMeta(after));
  // An earlier wake (a turn timer, a computer's move) stays the alarm's.
  scheduleTakeover(ctx);
}
