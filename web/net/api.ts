import type { CreateGameRequest, CreateGameResponse } from '../../shared/protocol/http';
import { joinMessages } from '../state/i18n';
import { explain } from './explain';
import { saveToken } from './storage';
import { httpSchemas } from './wire';

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
    throw new Error(joinMessages.value.cannotReachServer);
  }
  const [body, schemas] = await Promise.all([res.json().catch(() => null), httpSchemas()]);
  const created = schemas.parseCreated(body);
  if (res.ok && created) {
    saveToken(created.id, created.token);
    return created;
  }
  const code = schemas.parseErrorCode(body);
  if (code) throw new Error(await explain(code));
  throw new Error(joinMessages.value.createFailed);
}
