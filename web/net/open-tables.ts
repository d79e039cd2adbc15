import * as v from 'valibot';
import { type OpenTable, OpenTablesResponseSchema } from '../../shared/protocol/match';
import { reach } from './reach';

/** The open tables (`GET /api/tables`); a click on one goes to its room (OpenTables.tsx). */

/** The open tables now (newest first), or null when the list cannot be had. */
export async function fetchTables(): Promise<OpenTable[] | null> {
  try {
    // With a deadline: on a home page's first seconds, this is the request that finds out whether
    // the network holds every request (reach.ts), so that Play now goes to the local table.
    const res = await reach('/api/tables', { cache: 'no-store' });
    const parsed = v.safeParse(OpenTablesResponseSchema, res.body);
    return res.ok && parsed.success ? parsed.output.tables : null;
  } catch {
    // Offline, stalled or a broken answer: the list says it cannot be loaded, and tries again later.
    return null;
  }
}
