/**
 * Cloudflare's continents and location hints, for every object placed by region: the queues (one
 * per continent), the directories of open tables (one per continent), and rooms placed near
 * their players.
 */

/** The continents Cloudflare names (`ContinentCode`); a queue and a directory per continent. */
export const CONTINENTS = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;
export type Continent = (typeof CONTINENTS)[number];

/** The continent in `request.cf.continent`, or null (absent locally, or not a continent code). */
export function continentOf(cf: unknown): Continent | null {
  if (typeof cf !== 'object' || cf === null || !('continent' in cf)) return null;
  const { continent } = cf;
  return CONTINENTS.find((c) => c === continent) ?? null;
}

/** Cloudflare's location hints for Durable Objects (`DurableObjectLocationHint`). */
export type LocationHint = 'wnam' | 'enam' | 'sam' | 'weur' | 'eeur' | 'apac' | 'oc' | 'afr' | 'me';

/** Where to place a room for players of a continent. */
export const CONTINENT_HINTS: Readonly<Record<Continent, LocationHint>> = {
  AF: 'afr',
  AN: 'oc',
  AS: 'apac',
  EU: 'weur',
  NA: 'enam',
  OC: 'oc',
  SA: 'sam',
};
