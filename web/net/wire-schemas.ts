import * as v from 'valibot';
import {
  type CreateGameResponse,
  CreateGameResponseSchema,
  HttpErrorSchema,
  type RoomSummary,
  RoomSummarySchema,
} from '../../shared/protocol/http';

/**
 * The wire's schemas for what the client receives: every server frame and HTTP answer is parsed
 * with them before anything reads it (STYLE.md rule 5). A chunk of its own (valibot and the
 * schemas, ≈ 5 KB gzipped): fetched at startup beside the socket, not before the first paint
 * (wire.ts).
 */
export { parseServerMessage } from '../../shared/protocol/parse';

/** `GET /api/games/:id`'s answer, or null when it is not one. */
export function parseSummary(body: unknown): RoomSummary | null {
  const parsed = v.safeParse(RoomSummarySchema, body);
  return parsed.success ? parsed.output : null;
}

/** `POST /api/games`'s answer, or null. */
export function parseCreated(body: unknown): CreateGameResponse | null {
  const parsed = v.safeParse(CreateGameResponseSchema, body);
  return parsed.success ? parsed.output : null;
}

/** An HTTP error body's code, or null. */
export function parseErrorCode(body: unknown): string | null {
  const parsed = v.safeParse(HttpErrorSchema, body);
  return parsed.success ? parsed.output.error.code : null;
}
