import * as v from 'valibot';
import {
  type CreateGameResponse,
  CreateGameResponseSchema,
  HttpErrorSchema,
  type RoomSummary,
  RoomSummarySchema,
} from '../../shared/protocol/http';

/**
 * The schemas of the HTTP answers the client reads (STYLE: parse at every boundary): a lazy chunk
 * of its own, fetched by the calls that need it (creating a room, a room's summary, a crash
 * report), so a seated table's first wave carries only the socket's schemas (wire-schemas.ts).
 */
export { reportCrash } from './crash-report';

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
