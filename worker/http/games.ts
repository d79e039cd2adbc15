import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  CreateGameRequestSchema,
  type CreateGameResponse,
  ERROR_CODES,
  ROOM_ID_PATTERN,
} from '../../shared/protocol';
import type { GameList, GameRecord } from '../../shared/protocol/record';
import type { Env } from '../env';
import { continentOf } from '../net/continents';
import { jsonError } from '../net/json-error';
import { newRoomId } from '../net/room-id';
import { creationLimit } from './create-limit';
import { jsonOnly, validated } from './validate';

/** `/api/games`: create a room, read its public summary, open its WebSocket. */
export const games = new Hono<{ Bindings: Env }>();

function room(env: Env, id: string) {
  return env.ROOMS.get(env.ROOMS.idFromName(id));
}

const notFound = () => jsonError(404, ERROR_CODES.notFound, 'no such room');

/**
 * `POST /api/games` (`CreateGameRequestSchema`): the room, with its creator's identity in it (host,
 * reserved seat, bots, and the deal for `start: true`). `201` `CreateGameResponse`: the id, the
 * page's url, and the creator's seat token and seat. Refused with nothing created: 413, 415, 400
 * naming the field, 429.
 */
games.post(
  '/',
  bodyLimit({
    maxSize: 4096,
    onError: () => jsonError(413, ERROR_CODES.badRequest, 'the body is too large'),
  }),
  jsonOnly,
  validated('json', CreateGameRequestSchema),
  creationLimit,
  async (c) => {
    const request = c.req.valid('json');
    const id = newRoomId();
    const creator = await room(c.env, id).create(id, request, continentOf(c.req.raw.cf));
    // A room with this id exists already: 59 random bits make that a broken random source.
    if (!creator) return jsonError(500, ERROR_CODES.internal, 'internal error');
    const url = new URL(`/g/${id}`, c.req.url).href;
    return c.json({ id, url, token: creator.token, seat: creator.seat } satisfies CreateGameResponse, 201);
  },
);

games.get('/:id', async (c) => {
  const id = c.req.param('id');
  if (!ROOM_ID_PATTERN.test(id)) return notFound();
  const summary = await room(c.env, id).summary();
  return summary ? c.json(summary) : notFound();
});

/** A game number in a path: 1, 2, … (at most 9 digits); anything else is an unknown game. */
const GAME_PATTERN = /^[1-9][0-9]{0,8}$/;

/**
 * `GET /api/games/:id/games`: the room's finished games (`GameListSchema`), oldest first; a game
 * still running is not listed. Public to whoever has the room's link, as the room itself.
 */
games.get('/:id/games', async (c) => {
  const id = c.req.param('id');
  if (!ROOM_ID_PATTERN.test(id)) return notFound();
  const list = await room(c.env, id).games();
  return list ? c.json({ games: list } satisfies GameList) : notFound();
});

/**
 * `GET /api/games/:id/games/:game`: the game's record (`GameRecordSchema`) once it has ended;
 * `409 room/game_running` while it is played (nothing of it is told), `404 room/game_not_found`
 * for a game the room never dealt (or kept no record of), `404 room/not_found` for no room.
 */
games.get('/:id/games/:game', async (c) => {
  const id = c.req.param('id');
  const game = c.req.param('game');
  if (!ROOM_ID_PATTERN.test(id)) return notFound();
  if (!GAME_PATTERN.test(game)) return jsonError(404, ERROR_CODES.gameNotFound, 'no such game in this room');
  const answer = await room(c.env, id).record(Number(game));
  if (!answer) return notFound();
  if (!answer.ok) return jsonError(answer.status, answer.code, answer.message);
  return c.json(answer.record satisfies GameRecord);
});

games.get('/:id/ws', async (c) => {
  const id = c.req.param('id');
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
    return jsonError(426, ERROR_CODES.upgradeRequired, 'this route needs a WebSocket upgrade');
  }
  if (!ROOM_ID_PATTERN.test(id)) return notFound();
  return room(c.env, id).fetch(c.req.raw);
});
