import * as v from 'valibot';
import type { RoomConfig } from '../../shared/protocol/messages';
import { explain } from './explain';

const CreatedSchema = v.object({ id: v.string(), url: v.string() });
const ErrorBodySchema = v.object({ error: v.object({ code: v.string(), message: v.string() }) });

/** Creates a room over HTTP (`POST /api/games`); resolves its id or rejects with a sentence. */
export async function createRoom(config: RoomConfig): Promise<string> {
  let res: Response;
  try {
    res = await fetch('/api/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(config),
    });
  } catch {
    throw new Error('The server cannot be reached. Check your connection.');
  }
  const body: unknown = await res.json().catch(() => null);
  const created = v.safeParse(CreatedSchema, body);
  if (res.ok && created.success) return created.output.id;
  const failed = v.safeParse(ErrorBodySchema, body);
  if (failed.success) throw new Error(await explain(failed.output.error.code, failed.output.error.message));
  throw new Error('The game could not be created. Try again.');
}
