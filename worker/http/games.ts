import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { ERROR_CODES, RoomConfigSchema } from '../../shared/protocol';
import type { Env } from '../env';
import { newRoomId, ROOM_ID_PATTERN } from '../room/ids';
import { limitCreation } from './create-limit';
import { jsonError } from './errors';

/** `/api/games`: create a room, read its public summary, open its WebSocket. */
export const games = new Hono<{ Bindings: Env }>();

function room(env: Env, id: string) {
  return env.ROOMS.get(env.ROOMS.idFromName(id));
}

const notFound = () => jsonError(404, ERROR_CODES.notFound, 'no such room');

games.post(
  '/',
  bodyLimit({
    maxSize: 4096,
    onError: () => jsonError(413, ERROR_CODES.badRequest, 'the body is too large'),
  }),
  async (c) => {
    // JSON only: a form on another site may post text/plain without asking first (no CORS
    // preflight), which would let any page create rooms from its visitors' addresses.
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json')
      return jsonError(415, ERROR_CODES.unsupportedMediaType, 'send the body as application/json');
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      // Not JSON: a client error, answered as such.
      return jsonError(400, ERROR_CODES.badRequest, 'the body must be JSON');
    }
    const parsed = v.safeParse(RoomConfigSchema, body);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const path = issue.path?.map((p) => String(p.key)).join('.');
      return jsonError(400, ERROR_CODES.badRequest, path ? `${path}: ${issue.message}` : issue.message);
    }
    const refused = await limitCreation(c);
    if (refused) return refused;
    const id = newRoomId();
    await room(c.env, id).create(id, parsed.output);
    return c.json({ id, url: new URL(`/g/${id}`, c.req.url).href }, 201);
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
