import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CreateGameRequestSchema, type CreateGameResponse, ERROR_CODES } from '../../shared/protocol';
import type { Env } from '../env';
import { newRoomId, ROOM_ID_PATTERN } from '../room/ids';
import { limitCreation } from './create-limit';
import { jsonError } from './errors';
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
  async (c) => {
    const refused = await limitCreation(c);
    if (refused) return refused;
    const request = c.req.valid('json');
    const id = newRoomId();
    const creator = await room(c.env, id).create(id, request);
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

games.get('/:id/ws', async (c) => {
  const id = c.req.param('id');
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
    return jsonError(426, ERROR_CODES.upgradeRequired, 'this route needs a WebSocket upgrade');
  }
  if (!ROOM_ID_PATTERN.test(id)) return notFound();
  return room(c.env, id).fetch(c.req.raw);
});
