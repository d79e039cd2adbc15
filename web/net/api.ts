import * as v from 'valibot';
import {
  type CreateGameRequest,
  type CreateGameResponse,
  CreateGameResponseSchema,
  HttpErrorSchema,
} from '../../shared/protocol/http';
import { explain } from './explain';
import { saveToken } from './storage';

/**
 * Creates a room over HTTP (`POST /api/games`) and keeps the creator's seat token where every
 * seat token lives (storage.ts), so the socket's `join` sends it: the creator is the host from
 * the first moment, on the seat the request reserved. Resolves the parsed answer, or rejects with
 * a sentence for the player.
 */
export async function createRoom(request: CreateGameRequest): Promise<CreateGameResponse> {
  let res: Response;
  try {
    res = await fetch('/api/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    throw new Error('The server cannot be reached. Check your connection.');
  }
  const body: unknown = await res.json().catch(() => null);
  const created = v.safeParse(CreateGameResponseSchema, body);
  if (res.ok && created.success) {
    saveToken(created.output.id, created.output.token);
    return created.output;
  }
  const failed = v.safeParse(HttpErrorSchema, body);
  if (failed.success) throw new Error(await explain(failed.output.error.code, failed.output.error.message));
  throw new Error('The game could not be created. Try again.');
}
