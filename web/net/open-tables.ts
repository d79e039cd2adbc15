import * as v from 'valibot';
import { type OpenTable, OpenTablesResponseSchema } from '../../shared/protocol/match';

/** The open tables (`GET /api/tables`); a click on one goes to its room (OpenTables.tsx). */

/** The open tables now (newest first), or null when the list cannot be had. */
export async function fetchTables(): Promise<OpenTable[] | null> {
  try {
    const res = await fetch('/api/tables', { cache: 'no-store' });
    const parsed = v.safeParse(OpenTablesResponseSchema, await res.json());
    return res.ok && parsed.success ? parsed.output.tables : null;
  } catch {
    // Offline or a broken answer: the list says it cannot be loaded, and tries again later.
    return null;
  }
}
