import type { Env } from '../../worker/env';
import app from '../../worker/index';
import { GameRoom as Room } from '../../worker/room/GameRoom';
import { METER_PATH, meter, meterResponse } from './meter';

// Every other Durable Object class of the Worker as it is (the local GameRoom below wins).
export * from '../../worker/index';

/**
 * The room's Worker as bench/server.ts runs it (`wrangler dev bench/floor/metered-room.ts`, with
 * the repository's wrangler.toml): the same Worker and the same `GameRoom`, whose storage is
 * metered from outside (`meter.ts`) before the room is built on it, and one more route that reads
 * the meter. Nothing of the room changes; the meter costs the room what it costs the floor.
 */
export class GameRoom extends Room {
  constructor(ctx: DurableObjectState, env: Env) {
    meter(ctx.storage.sql);
    super(ctx, env);
  }
}

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response> {
    if (new URL(request.url).pathname === METER_PATH) return meterResponse();
    return app.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
