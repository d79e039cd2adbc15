import type { CreateGameRequest, CreateGameResponse, RoomSummary } from '../shared/protocol';

/**
 * What the Worker calls on a room's Durable Object (worker/GameRoom.ts implements it). Written out
 * here rather than taken from the class, so this file and GameRoom.ts do not import each other.
 */
export interface RoomRpc extends Rpc.DurableObjectBranded {
  /** Creates the room with its creator; null when the id is taken (nothing changed). */
  create(id: string, request: CreateGameRequest): Promise<Pick<CreateGameResponse, 'token' | 'seat'> | null>;
  /** The public summary, or null for a room that was never created (or was deleted). */
  summary(): Promise<RoomSummary | null>;
  /** The WebSocket upgrade, forwarded as it came. */
  fetch(request: Request): Promise<Response>;
}

/** The Worker's bindings (wrangler.toml). */
export interface Env {
  /** One Durable Object per game room, addressed by the room id. */
  ROOMS: DurableObjectNamespace<RoomRpc>;
  /** The built client (Vite output), served with the SPA fallback. */
  ASSETS: Fetcher;
  /** Room creations per client address (`[[ratelimits]]` in wrangler.toml; worker/http/create-limit.ts). */
  CREATE_LIMIT: RateLimit;
  /** Crash reports per client address (`[[ratelimits]]`; worker/http/client-errors.ts). */
  CLIENT_ERROR_LIMIT: RateLimit;
  /**
   * Optional: a fixed delay (ms) before every computer move, replacing the human-like pacing and
   * the mismatch hold. The tests set "0"; production leaves it unset.
   */
  BOT_DELAY_MS?: string;
  /** Optional: the turn timer's limit (ms) instead of 90 s, for trying the countdown locally. */
  TURN_LIMIT_MS?: string;
}
