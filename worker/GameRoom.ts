import { DurableObject } from 'cloudflare:workers';
import type { Env } from './env';

/** One game room: owns its state and its players' WebSockets (placeholder until the rooms issue). */
export class GameRoom extends DurableObject<Env> {
  override async fetch(_request: Request): Promise<Response> {
    return new Response('not implemented', { status: 501 });
  }
}
