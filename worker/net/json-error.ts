import type { ErrorCode } from '../../shared/protocol';

/** The one HTTP error shape: `{ error: { code, message } }` with a status. Never a stack trace. */
export function jsonError(status: number, code: ErrorCode, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}
