import type { FloorEnv } from './FloorRoom';
import { METER_PATH, meterResponse } from './meter';

export { FloorRoom } from './FloorRoom';

/**
 * The floor's Worker (bench/floor/wrangler.toml): the routes bench/server.ts uses, answered as the
 * room's Worker answers them — `GET /api/health`, `POST /api/games` (a new id), the WebSocket
 * upgrade forwarded to the object of that id — and the rows meter (`meter.ts`).
 */
export default {
  async fetch(request: Request, env: FloorEnv): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/health') return Response.json({ ok: true });
    if (pathname === METER_PATH) return meterResponse();
    if (request.method === 'POST' && pathname === '/api/games') {
      const id = crypto.randomUUID().replaceAll('-', '').slice(0, 12);
      return Response.json({ id }, { status: 201 });
    }
    const ws = /^\/api\/games\/([0-9a-f]{12})\/ws$/.exec(pathname);
    if (ws?.[1] && request.headers.get('Upgrade') === 'websocket') {
      return env.FLOOR.get(env.FLOOR.idFromName(ws[1])).fetch(request);
    }
    return Response.json({ error: { code: 'http/not_found', message: 'no such route' } }, { status: 404 });
  },
} satisfies ExportedHandler<FloorEnv>;
