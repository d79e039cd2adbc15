import type { GameRoom } from './GameRoom';

/** The Worker's bindings (wrangler.toml). */
export interface Env {
  /** One Durable Object per game room, addressed by the room id. */
  ROOMS: DurableObjectNamespace<GameRoom>;
  /** The built client (Vite output), served with the SPA fallback. */
  ASSETS: Fetcher;
  /** Room creations per client address (`[[ratelimits]]` in wrangler.toml; worker/http/create-limit.ts). */
  CREATE_LIMIT: RateLimit;
  /**
   * Optional: a fixed delay (ms) before every computer move, replacing the human-like pacing and
   * the mismatch hold. The tests set "0"; production leaves it unset.
   */
  BOT_DELAY_MS?: string;
  /** Optional: the turn timer's limit (ms) instead of 90 s, for trying the countdown locally. */
  TURN_LIMIT_MS?: string;
}
