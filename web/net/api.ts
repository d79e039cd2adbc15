import type { CreateGameRequest, CreateGameResponse } from '../../shared/protocol/http';
import { lobbyMessages } from '../state/i18n';
import { explain } from './explain';
import { reach } from './reach';
import { saveToken } from './storage';
import { httpSchemas } from './wire';

/**
 * Creates a room over HTTP (`POST /api/games`) and keeps the creator's seat token where every
 * seat token lives (storage.ts), so the socket's `join` sends it: the creator is the host from
 * the first moment, on the seat the request reserved. Resolves the parsed answer; rejects with
 * `Unreached` (reach.ts) when no answer came in time (the network stalled, or failed), for a
 * caller that has another way (Play now: the local table), or with a sentence for the player.
 */
export async function createRoom(request: CreateGameRequest): Promise<CreateGameResponse> {
  const [res, schemas] = await Promise.all([
    reach('/api/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    }),
    httpSchemas(),
  ]);
  const created = schemas.parseCreated(res.body);
  if (res.ok && created) {
    saveToken(created.id, created.token);
    return created;
  }
  const code = schemas.parseErrorCode(res.body);
  if (code) throw new Error(await explain(code));
  throw new Error(lobbyMessages.value.createFailed);
}
