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

/**
 * Whose table this is, for the list's fairness (at most a few tables per source are shown): the
 * host's address (`Session.from`) hashed (FNV-1a, 32 bits, hex), so the directory never holds an
 * address. When the host has no socket here (a named create whose creator has not come: the role
 * waits for them), the address of the first joined socket that keeps the table listed: else a
 * script creating named rooms and joining them as a guest would list them all, uncounted. ''
 * only when no such address is known.
 */
export function listingSource(ctx: RoomContext): string {
  const host = ctx.store.meta().host;
  const joined = ctx.sockets().filter((s) => s.live() && s.session.player !== null && s.session.from);
  const from = (joined.find((s) => s.session.player === host) ?? joined[0])?.session.from;
  if (!from) return '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < from.length; i++) hash = Math.imul(hash ^ from.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Where the room reports its entry (the Directory object; absent in plain Node tests). */
export interface ListingPort {
  /** `source`: `listingSource`, sent with an entry. */
  publish(id: string, listing: TableListing | null, source?: string): Promise<void>;
}
