import { MAX_OPEN_TABLES, type OpenTable } from '../../shared/protocol';
import type { Env } from '../env';
import { DIRECTORY_NAME } from '../env';
import { CONTINENT_HINTS, CONTINENTS, type Continent } from '../net/continents';

/**
 * Directories by region: one `Directory` object per continent (`tables.EU`, …), each placed on
 * its continent, and `tables` for rooms whose continent is unknown (always so under
 * `wrangler dev`). A room reports to the directory of the continent it was created from (its
 * host's: a room is placed near the request that created it); the home page reads its own
 * continent's list and, when that is short, the world's: every directory's, merged.
 */

/** The directory of rooms whose continent is unknown (the one directory before regions). */
export const WORLD_DIRECTORY = DIRECTORY_NAME;

/** The directory a room created from `continent` reports to (null: unknown). */
export function directoryName(continent: Continent | null): string {
  return continent === null ? WORLD_DIRECTORY : `${WORLD_DIRECTORY}.${continent}`;
}

/** Directory `name`'s stub: a continent's is placed on its continent. */
export function directoryStub(env: Env, name: string) {
  const continent = CONTINENTS.find((c) => directoryName(c) === name);
  const id = env.DIRECTORY.idFromName(name);
  return continent
    ? env.DIRECTORY.get(id, { locationHint: CONTINENT_HINTS[continent] })
    : env.DIRECTORY.get(id);
}

/** Every directory: the world's first, then the continents'. */
export const DIRECTORY_NAMES: readonly string[] = [
  WORLD_DIRECTORY,
  ...CONTINENTS.map((c) => directoryName(c)),
];

/** Fewer tables than this in a home page's own region: the world's are added to its list. */
export const SHORT_LIST = 12;

/**
 * The list a home page shows: its own region's tables first (newest first, as its directory
 * ordered them), then the other directories' (newest first), each table once, at most
 * `MAX_OPEN_TABLES`. Each directory already keeps its hosts to a few tables each, and a host's
 * tables are all in one directory (the continent of their address).
 */
export function mergeLists(
  own: readonly OpenTable[],
  others: readonly (readonly OpenTable[])[],
): OpenTable[] {
  const seen = new Set(own.map((t) => t.id));
  const rest: OpenTable[] = [];
  for (const table of others.flat()) {
    if (seen.has(table.id)) continue;
    seen.add(table.id);
    rest.push(table);
  }
  rest.sort((a, b) => a.waitingMs - b.waitingMs);
  return [...own, ...rest].slice(0, MAX_OPEN_TABLES);
}
