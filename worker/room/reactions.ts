import {
  CLOSE_CODES,
  ERROR_CODES,
  REACTION_INTERVAL_MS,
  type ReactionCode,
  type ServerMessage,
} from '../../shared/protocol';
import type { RoomContext } from './context';
import { clearStrikes, RATE_LIMIT } from './rate-limit';
import type { RoomSocket } from './session';
import { sendError } from './views';

/**
 * `react`: a seated player's reaction, sent at once to every socket of the room (the sender's
 * included) as `{ type: 'reaction', seat, reaction }`. Never stored and never in the game log: a
 * room that wakes knows nothing of earlier reactions. Refused, to the sender only and with nothing
 * sent to anyone: a spectator (`room/not_seated`); a team game being played (`room/reactions_off`:
 * partners may not communicate but by the swap, docs/rules.md, Team variant; the lobby and game over are
 * open); a second reaction within `REACTION_INTERVAL_MS` of this socket's last one
 * (`protocol/rate_limited`; only reactions sent count, and the clock is the socket's, in memory
 * with its rate-limit bucket; 30 such refusals in a row close the socket, 1008, as any flood).
 */
export function react(ctx: RoomContext, socket: RoomSocket, reaction: ReactionCode): void {
  const { store } = ctx;
  const id = socket.session.player;
  const seat = id === null ? null : (store.player(id)?.seat ?? null);
  const meta = store.meta();
  const off = meta.status === 'playing' && meta.config.teams;
  const last = socket.session.bucket.reactedAt;
  const tooSoon = last !== undefined && ctx.now - last < REACTION_INTERVAL_MS;
  // Only a refusal by the interval adds to the socket's run of rate-limited frames (`admit` leaves
  // reactions to this handler); any other outcome ends the run, as a frame within every limit does.
  if (seat === null || off || !tooSoon) socket.setBucket(clearStrikes(socket.session.bucket));
  if (seat === null) {
    sendError(socket, ERROR_CODES.notSeated, 'only a seated player can react; spectators watch');
    return;
  }
  if (off) {
    sendError(socket, ERROR_CODES.reactionsOff, 'reactions are off while a team game is played');
    return;
  }
  if (tooSoon) {
    refuseTooSoon(socket);
    return;
  }
  socket.setBucket({ ...socket.session.bucket, reactedAt: ctx.now });
  const frame = JSON.stringify({ type: 'reaction', seat, reaction } satisfies ServerMessage);
  for (const s of ctx.sockets()) if (s.live() && s.session.player !== null) s.send(frame);
}

/**
 * A reaction within the interval: refused like any rate-limited frame (`protocol/rate_limited`),
 * and counted in the socket's run of refusals, so a flood of them closes it (1008) as any flood.
 */
function refuseTooSoon(socket: RoomSocket): void {
  const strikes = socket.session.bucket.strikes + 1;
  socket.setBucket({ ...socket.session.bucket, strikes });
  if (strikes >= RATE_LIMIT.maxStrikes) {
    socket.close(CLOSE_CODES.policyViolation, 'too many reactions');
    return;
  }
  sendError(socket, ERROR_CODES.rateLimited, `one reaction per ${REACTION_INTERVAL_MS / 1000} s; slow down`);
}
