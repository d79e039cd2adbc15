import {
  type CreateGameRequest,
  type CreateGameResponse,
  type MatchedTable,
  roomSettings,
} from '../../shared/protocol';
import type { TokenPair } from './connect';
import type { RoomContext } from './context';
import { newPlayerId } from './ids';
import { deal } from './play';

/** What `POST /api/games` answers about the creator: their seat token and reserved seat. */
export type Creator = Pick<CreateGameResponse, 'token' | 'seat'>;

/**
 * Creates a room from `POST /api/games` with its creator's identity: the creator (token `creator`,
 * stored hashed as `join` stores tokens) is the host, holds `request.seat` if given, the request's
 * bots sit on theirs, and `start: true` deals at once. The request was validated
 * (`CreateGameRequestSchema`: seats in range and distinct, a seat needs a name, every seat filled
 * to start). A creator with a name gets their identity row now; one without (a plain create) is
 * only the host's id until their first `join` with the token makes the row. Either way that first
 * join names them (`meta.creator` holds the token's hash until then), as any new identity is.
 *
 * Presence: the creator has no socket until their page connects. In a started game they are away
 * from the deal on (as `deal` treats every seated player without a socket), so they get the usual
 * `takeoverAfter` grace before a computer plays their seat; bots play their own turns as usual.
 * A creator with a name is the host until their socket joins, here or not: nobody else becomes
 * host meanwhile (`handleJoin`: a fast scripted joiner must not take the role). A plain create's
 * token (no name: a script, or a site that makes rooms for others) is not waited for: the first to
 * join holds the role, as when a host has left, and the creator's first join takes it back. Either
 * way the creator's reserved seat cannot be cleared before they join (`clearSeat`), and from
 * their first join on the role passes on as usual when they leave.
 */
export function createRoom(
  ctx: RoomContext,
  id: string,
  request: CreateGameRequest,
  creator: TokenPair,
): Creator {
  const { store } = ctx;
  const host = newPlayerId();
  const seat = request.seat ?? null;
  store.init(id, roomSettings(request), ctx.now);
  store.transaction(() => {
    if (request.name !== undefined) {
      store.savePlayer({
        id: host,
        name: request.name,
        tokenHash: creator.hash,
        seat,
        joinedAt: ctx.now,
        awaySince: null,
        autoplay: false,
        autoplayMemory: null,
      });
    }
    for (const bot of request.bots ?? []) store.saveBot({ seat: bot.seat, level: bot.level, memory: null });
    store.saveMeta({ ...store.meta(), host, owner: host, creator: creator.hash });
  });
  if (request.start === true) deal(ctx, undefined);
  return { token: creator.token, seat };
}

/** The level of the computers a matched table starts with. */
export const MATCH_BOT_LEVEL = 'normal';

/**
 * Creates a room for a quick-match table in one step (`Matchmaker`): every seeker's identity on
 * its reserved seat (seat `i` for `table.names[i]`, token `tokens[i]`, stored hashed), a `normal`
 * computer on every other seat, the first seeker as host, and the deal. Nobody has a socket yet:
 * from the deal on each seeker is away, so a seeker who never comes (the matchmaker could not
 * tell them) is played by a computer after the usual `takeoverAfter`, as anyone who leaves.
 */
export function createTable(ctx: RoomContext, id: string, table: MatchedTable, tokens: TokenPair[]): void {
  const { store } = ctx;
  const { players, mode } = table;
  store.init(id, roomSettings({ players, mode, teams: false, log: 'classic', turnTimer: 'normal' }), ctx.now);
  store.transaction(() => {
    const ids = table.names.map(() => newPlayerId());
    table.names.forEach((name, seat) => {
      const token = tokens[seat];
      const playerId = ids[seat];
      if (!token || !playerId) throw new RangeError('a matched table needs one token per seeker');
      store.savePlayer({
        id: playerId,
        name,
        tokenHash: token.hash,
        seat,
        joinedAt: ctx.now,
        awaySince: null,
        autoplay: false,
        autoplayMemory: null,
      });
    });
    for (let seat = table.names.length; seat < table.players; seat++)
      store.saveBot({ seat, level: MATCH_BOT_LEVEL, memory: null });
    store.saveMeta({ ...store.meta(), host: ids[0] ?? null, owner: ids[0] ?? null, creator: null });
  });
  deal(ctx, undefined);
}
