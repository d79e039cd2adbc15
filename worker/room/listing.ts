import type { TableListing } from '../../shared/protocol';
import type { RoomContext } from './context';
import { connectedPlayers } from './views';

/**
 * The room's entry in the list of open tables (`GET /api/tables`, kept by the Directory object):
 * public facts only, never a name. A room is listed while its host has made it `open`, it is in
 * the lobby, a seat is free, and someone is in it (a table that fills, starts or empties leaves
 * the list). A private room is never listed.
 */
export function tableListing(ctx: RoomContext): TableListing | null {
  const { store } = ctx;
  if (!store.initialised()) return null;
  const meta = store.meta();
  const { config } = meta;
  if (config.open !== true || meta.status !== 'lobby') return null;
  const players = store.players();
  let seatsFree = 0;
  for (let seat = 0; seat < config.players; seat++)
    if (!store.bot(seat) && !players.some((p) => p.seat === seat)) seatsFree++;
  const connected = connectedPlayers(ctx.sockets());
  if (seatsFree === 0 || !players.some((p) => connected.has(p.id))) return null;
  return { id: meta.id, mode: config.mode, players: config.players, teams: config.teams, seatsFree };
}

/** Where the room reports its entry (the Directory object; absent in plain Node tests). */
export interface ListingPort {
  publish(id: string, listing: TableListing | null): Promise<void>;
}
