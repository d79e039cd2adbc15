import type { GameRoom } from './GameRoom';

/** The Worker's bindings (wrangler.toml). */
export interface Env {
  /** One Durable Object per game room, addressed by the room id. */
  ROOMS: DurableObjectNamespace<GameRoom>;
  /** The built client (Vite output), served with the SPA fallback. */
  ASSETS: Fetcher;
}
